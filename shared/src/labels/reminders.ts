// How a reminder of an expiring document reads (ADR 0167), in kk, ru and en: one text for every
// channel — the cabinet's notification list renders it in the reader's language, and an e-mail
// sender (issue "league office") renders the same payload in the recipient's. Whose document,
// which type, its last valid day (DD.MM.YYYY, the spec's format) and the days left.
import type { Language } from '../contracts/enums';
import type { DocumentExpiringPayload } from '../contracts/notifications';
import { ENUM_LABELS } from './enum-labels';

export interface ReminderText {
  /** A short title ("A document expires in 14 days"). */
  title: string;
  /** The sentence: whose document, which, until when. */
  line: string;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
const dotted = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : day;

/** "14 days" with the language's plural (Russian has three forms; Kazakh none). */
export function daysText(days: number, language: Language): string {
  if (language === 'kk') return `${days} күн`;
  if (language === 'en') return `${days} ${days === 1 ? 'day' : 'days'}`;
  const mod10 = days % 10;
  const mod100 = days % 100;
  const word =
    mod10 === 1 && mod100 !== 11 ? 'день' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'дня' : 'дней';
  return `${days} ${word}`;
}

const TEXTS: Record<
  Language,
  { title: (days: string, left: number) => string; line: (doc: string, person: string, date: string) => string }
> = {
  kk: {
    title: (days, left) => (left === 0 ? 'Құжаттың мерзімі бүгін бітеді' : `Құжаттың мерзімі ${days}нен кейін бітеді`),
    line: (doc, person, date) => `${person}: «${doc}» — ${date} дейін жарамды`,
  },
  ru: {
    title: (days, left) => (left === 0 ? 'Срок документа истекает сегодня' : `Срок документа истекает через ${days}`),
    line: (doc, person, date) => `${person}: «${doc}» действует до ${date} включительно`,
  },
  en: {
    title: (days, left) => (left === 0 ? 'A document expires today' : `A document expires in ${days}`),
    line: (doc, person, date) => `${person}: “${doc}” is valid until ${date}`,
  },
};

/** The reminder's title and line in `language` (kk when unknown). */
export function documentReminderText(
  payload: Pick<DocumentExpiringPayload, 'person' | 'document_type' | 'expires_at' | 'days_left'>,
  language: Language,
): ReminderText {
  const lang: Language = TEXTS[language] ? language : 'kk';
  const labels = ENUM_LABELS[lang] ?? ENUM_LABELS.kk;
  const doc =
    labels.documentType[payload.document_type] ??
    ENUM_LABELS.kk.documentType[payload.document_type] ??
    String(payload.document_type);
  const person = payload.person?.[lang] || payload.person?.kk || '';
  const left = Math.max(0, Math.trunc(payload.days_left));
  return {
    title: TEXTS[lang].title(daysText(left, lang), left),
    line: TEXTS[lang].line(doc, person, dotted(payload.expires_at)),
  };
}
