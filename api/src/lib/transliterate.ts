// Kazakh / Russian → Latin transliteration and the search key built from it.
//
// A name must be found however it is typed: 'Жәнібек' (Kazakh), 'Жанибек' (Russian spelling)
// or 'Zhanibek' (Latin). Both the stored text and the query are reduced to the same key:
// lower case → Kazakh letters folded to their Russian look-alikes (the "ru-like" form) →
// Latin → a few loose Latin folds (kh→h, y→i, j→zh, q→k, w→v) → only [a-z0-9] words.
// The database computes the same key in SQL (`searchKeySql`, built from the same tables), so
// the stored column and the query always agree; a test checks both on the same samples.

/** Kazakh letters folded to the Russian letter that sounds alike (ru-like form). */
export const KAZAKH_FOLD: Readonly<Record<string, string>> = {
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ң: 'н',
  ө: 'о',
  ұ: 'у',
  ү: 'у',
  һ: 'х',
  і: 'и',
  Ә: 'А',
  Ғ: 'Г',
  Қ: 'К',
  Ң: 'Н',
  Ө: 'О',
  Ұ: 'У',
  Ү: 'У',
  Һ: 'Х',
  І: 'И',
};

/** The Russian spelling of a Kazakh text: 'Жәнібек' → 'Жанибек'. Other characters are kept. */
export function toRuLike(value: string): string {
  let out = '';
  for (const ch of value) out += KAZAKH_FOLD[ch] ?? ch;
  return out;
}

/** Readable Latin for a (ru-like) Cyrillic lower-case letter. */
const LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * Kazakh or Russian text in Latin letters: 'Жәнібек Қасымов' → 'Zhanibek Kasymov'.
 * Kazakh letters are folded first (ә→а, ғ→г, қ→к, ң→н, ө→о, ұ→у, ү→у, һ→х, і→и); the case of
 * each letter is kept ('Щ' → 'Shch'); anything that is not Cyrillic passes through.
 */
export function transliterate(value: string): string {
  let out = '';
  for (const ch of toRuLike(value)) {
    const lower = ch.toLowerCase();
    const latin = LATIN[lower];
    if (latin === undefined) {
      out += ch;
    } else if (ch !== lower && latin.length > 0) {
      out += latin[0].toUpperCase() + latin.slice(1);
    } else {
      out += latin;
    }
  }
  return out;
}

// ---------------------------------------------------------------- the search key

// Cyrillic upper → lower by table: PostgreSQL's lower() leaves non-ASCII letters alone under
// the C locale (PGlite), so the key never relies on it for Cyrillic.
const CYR_UPPER = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯӘҒҚҢӨҰҮҺІ';
const CYR_LOWER = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяәғқңөұүһі';
/** Kazakh fold plus ё→е and й→и (one character each). */
const FOLD_FROM = 'әғқңөұүһіёй';
const FOLD_TO = 'агкноуухиеи';
/** Cyrillic letters that become several Latin letters (after the fold). */
const MULTI: ReadonlyArray<readonly [string, string]> = [
  ['щ', 'shch'],
  ['ж', 'zh'],
  ['ц', 'ts'],
  ['ч', 'ch'],
  ['ш', 'sh'],
  ['ю', 'iu'],
  ['я', 'ia'],
  ['х', 'h'],
];
/** The remaining letters one for one; ъ and ь have no partner and are dropped. */
const SINGLE_FROM = 'абвгдезиклмнопрстуфыэъь';
const SINGLE_TO = 'abvgdeziklmnoprstufie';
/** Loose Latin spellings brought together ('Mukhtar' = 'Muhtar', 'Janibek' = 'Zhanibek'). */
const LATIN_MULTI: ReadonlyArray<readonly [string, string]> = [
  ['kh', 'h'],
  ['j', 'zh'],
];
const LATIN_FROM = 'yqw';
const LATIN_TO = 'ikv';

/** PostgreSQL's translate(): characters of `from` become the same-position character of `to`, or vanish. */
function translate(value: string, from: string, to: string): string {
  const fromChars = [...from];
  const toChars = [...to];
  let out = '';
  for (const ch of value) {
    const index = fromChars.indexOf(ch);
    if (index === -1) out += ch;
    else if (index < toChars.length) out += toChars[index];
  }
  return out;
}

/**
 * The normalised search text: 'Жәнібек', 'Жанибек', 'ZHANIBEK' and 'Janibek' all give
 * 'zhanibek'. Words are [a-z0-9]+ separated by one space.
 */
export function searchKey(value: string | null | undefined): string {
  if (!value) return '';
  let s = translate(value, CYR_UPPER, CYR_LOWER).replace(/[A-Z]+/g, (m) => m.toLowerCase());
  s = translate(s, FOLD_FROM, FOLD_TO);
  for (const [from, to] of MULTI) s = s.split(from).join(to);
  s = translate(s, SINGLE_FROM, SINGLE_TO);
  for (const [from, to] of LATIN_MULTI) s = s.split(from).join(to);
  s = translate(s, LATIN_FROM, LATIN_TO);
  return s.replace(/[^a-z0-9]+/g, ' ').trim();
}

const quote = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/**
 * The same key as a PostgreSQL expression over `expression` (immutable, so it can feed a
 * generated column): translate/replace/regexp_replace only.
 */
export function searchKeySql(expression: string): string {
  let s = `lower(translate(${expression}, ${quote(CYR_UPPER)}, ${quote(CYR_LOWER)}))`;
  s = `translate(${s}, ${quote(FOLD_FROM)}, ${quote(FOLD_TO)})`;
  for (const [from, to] of MULTI) s = `replace(${s}, ${quote(from)}, ${quote(to)})`;
  s = `translate(${s}, ${quote(SINGLE_FROM)}, ${quote(SINGLE_TO)})`;
  for (const [from, to] of LATIN_MULTI) s = `replace(${s}, ${quote(from)}, ${quote(to)})`;
  s = `translate(${s}, ${quote(LATIN_FROM)}, ${quote(LATIN_TO)})`;
  return `btrim(regexp_replace(${s}, '[^a-z0-9]+', ' ', 'g'))`;
}

/** The words a query is searched by: its search key's words, the first `maxWords` of them. */
export function searchWords(query: string, maxWords = 6): string[] {
  return searchKey(query).split(' ').filter(Boolean).slice(0, maxWords);
}

/**
 * A prefix tsquery for the 'simple' configuration ('zhanibek:* & kas:*'), or null when the
 * query has no searchable word. Words are [a-z0-9]+ only, so the text is safe for to_tsquery.
 */
export function prefixTsQuery(query: string, maxWords = 6): string | null {
  const words = searchWords(query, maxWords);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
