// Reading one cell the way an office writes it into the value a form would send: a date in the
// league's DD.MM.YYYY or another common style, yes/no in three languages, a position or a staff
// role by its code or its title, a country by its code or its name. What was read differently
// from how it is written becomes a note on the cell; what cannot be read is left as written, so
// the form's rule refuses it with its own message.
import {
  COUNTRY_CODES,
  PLAYER_POSITIONS,
  STAFF_KINDS,
  type Language,
  type PlayerPosition,
  type StaffKind,
} from '@league/shared/contracts';
import { COUNTRY_NAMES, countryName, ENUM_LABELS } from '@league/shared/labels';
import type { ImportMessageKey } from './import.messages';

export interface CellNote {
  /** An import message, or a form rule's ('integer'). */
  key: ImportMessageKey | 'integer';
  params?: Record<string, string | number>;
}

/** A value read from a cell, with the note of how it was read; `error` when it cannot be. */
export interface Read<T> {
  value: T;
  note?: CellNote;
  error?: CellNote;
}

/**
 * A cell a spreadsheet would run as a formula: `=` or `@` first, or `+` / `-` before anything
 * but a digit, a space or a bracket (a phone '+7 (701) …' and a number '-1' are values).
 */
export const isFormula = (cell: string): boolean => /^[=@]/.test(cell) || /^[+-][^\d\s(]/.test(cell);

/** Trimmed, inner runs of spaces as one; noted when that changed anything. */
export function readText(raw: string): Read<string> {
  const value = raw.replace(/\s+/g, ' ').trim();
  return value === raw ? { value } : { value, note: { key: 'trimmed' } };
}

const pad = (n: string) => n.padStart(2, '0');
const shown = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * A date 'YYYY-MM-DD' from DD.MM.YYYY (the league's), YYYY-MM-DD, or D/M/YYYY, D-M-YYYY and
 * D.M.YY (day first, as in Kazakhstan), the last ones noted. Anything else is returned as
 * written for the form's rule to refuse; an impossible day ('2031-02-30') too.
 */
export function readDate(raw: string): Read<string> {
  const value = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { value };
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (dotted) return { value: `${dotted[3]}-${dotted[2]}-${dotted[1]}` };
  const other = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})$/.exec(value);
  if (other) {
    const year = other[3].length === 4 ? other[3] : `20${other[3]}`;
    const iso = `${year}-${pad(other[2])}-${pad(other[1])}`;
    return { value: iso, note: { key: 'date_read', params: { date: shown(iso) } } };
  }
  return { value };
}

const YES = new Set(['да', 'иә', 'ия', 'yes', 'y', 'true', '1', '+', 'x', 'х', 'v', '✓', 'д']);
const NO = new Set(['', 'нет', 'жоқ', 'жок', 'no', 'n', 'false', '0', '-']);

export function readYesNo(raw: string): Read<boolean> {
  const value = raw.trim().toLowerCase();
  if (YES.has(value)) return { value: true };
  if (NO.has(value)) return { value: false };
  return { value: false, error: { key: 'yes_no' } };
}

/** A number (the form's rule says whether it fits), or null with the error when it is none. */
export function readNumber(raw: string): Read<number | null> {
  const value = raw.trim().replace(/\s+/g, '');
  if (value === '') return { value: null };
  if (/^-?\d+([.,]\d+)?$/.test(value)) return { value: Number(value.replace(',', '.')) };
  return { value: null, error: { key: 'integer' } };
}

const LANGUAGES: Language[] = ['kk', 'ru', 'en'];

// Latin letters that look like Cyrillic ones: a word typed with both ('Aлатау' with a Latin A)
// reads as one spelling when names and codes are compared.
const LOOKALIKES: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};

/**
 * How names and codes are compared: lower case, one space between words, ё as е, and the Latin
 * look-alikes as their Cyrillic letters — so 'Aлатау 2012' (a Latin A) is the club 'Алатау 2012'.
 */
export const lookKey = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ё/g, 'е')
    .replace(/[abcehkmoptxy]/g, (ch) => LOOKALIKES[ch]);
const fold = lookKey;

function titleLookup<T extends string>(codes: readonly T[], titles: (language: Language) => Record<string, string>[]) {
  const map = new Map<string, T>();
  for (const code of codes) map.set(fold(code), code);
  for (const language of LANGUAGES)
    for (const set of titles(language)) for (const code of codes) if (set[code]) map.set(fold(set[code]), code);
  return map;
}

const POSITIONS = titleLookup(PLAYER_POSITIONS, (l) => [ENUM_LABELS[l].position, ENUM_LABELS[l].positionShort]);
const STAFF = titleLookup(STAFF_KINDS, (l) => [ENUM_LABELS[l].staffKind]);

/** A position by its code (GK) or title in any language (Вратарь, Қақпашы, Goalkeeper). */
export const readPosition = (raw: string): Read<PlayerPosition | string> => ({
  value: POSITIONS.get(fold(raw)) ?? raw.trim(),
});

/** A staff role by its code or title in any language. */
export const readStaffKind = (raw: string): Read<StaffKind | string> => ({
  value: STAFF.get(fold(raw)) ?? raw.trim(),
});

const COUNTRIES = new Map<string, string>();
for (const [code, names] of Object.entries(COUNTRY_NAMES as Record<string, readonly string[]>))
  for (const name of names) COUNTRIES.set(fold(name), code);
// A code typed with a Cyrillic look-alike ('КZ') is still the code.
const CODE_KEYS = new Map(COUNTRY_CODES.map((code) => [fold(code), code] as const));
const CODES = new Set<string>(COUNTRY_CODES);

/** A citizenship by its ISO code (any case), else by a country's name in kk, ru or en (noted). */
export function readCountry(raw: string, language: Language): Read<string | null> {
  const value = raw.trim();
  if (value === '') return { value: null };
  if (CODES.has(value.toUpperCase())) return { value: value.toUpperCase() };
  const typed = CODE_KEYS.get(fold(value));
  if (typed) return { value: typed };
  const code = COUNTRIES.get(fold(value));
  if (code)
    return { value: code, note: { key: 'country_read', params: { code, name: countryName(code, language) ?? code } } };
  return { value };
}
