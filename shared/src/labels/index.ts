// `@league/shared/labels`: titles of the closed lists, one place for kk, ru and en.
import { LANGUAGES } from '../contracts/enums';
import { ENUM_LABELS, type EnumLabelSet, type EnumName } from './enum-labels';

export { ENUM_LABELS, type EnumLabelSet, type EnumName, type MatchLifecycle } from './enum-labels';

/** Uniform colours: key → hex (titles in `ENUM_LABELS[language].color`). */
export const UNIFORM_COLORS: Readonly<Record<string, string>> = {
  white: '#ffffff',
  black: '#111111',
  red: '#c62828',
  blue: '#1565c0',
  'sky-blue': '#4fc3f7',
  navy: '#0d2747',
  yellow: '#fdd835',
  green: '#2e7d32',
  orange: '#ef6c00',
  purple: '#6a1b9a',
  grey: '#9e9e9e',
  claret: '#7b1f1f',
};

/** The i18n namespace the labels live in on the browser side: `t('enums:position.GK')`. */
export const ENUM_NAMESPACE = 'enums';

type Language = (typeof LANGUAGES)[number];

/** The title of an enum value in a language, falling back to kk, then to the value itself. */
export function enumLabel<N extends EnumName>(name: N, value: string, language: Language): string {
  const own = (ENUM_LABELS[language][name] as Record<string, string>)[value];
  return own ?? (ENUM_LABELS.kk[name] as Record<string, string>)[value] ?? value.replace(/_/g, ' ');
}

/** All titles of one enum in a language, in the order the enum lists them. */
export function enumLabels<N extends EnumName>(name: N, language: Language): EnumLabelSet[N] {
  return ENUM_LABELS[language][name];
}

export { ELIGIBILITY_MESSAGES, eligibilityMessage } from './eligibility';
export { COUNTRY_NAMES, countryName, countryOptions } from './countries';
export { daysText, documentReminderText, type ReminderText } from './reminders';
