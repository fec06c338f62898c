// `@league/shared/labels`: titles of the closed lists, one place for kk, ru and en.
import { LANGUAGES } from '../contracts/enums';
import { ENUM_LABELS, type EnumLabelSet, type EnumName } from './enum-labels';

export { ENUM_LABELS, type EnumLabelSet, type EnumName, type MatchLifecycle } from './enum-labels';

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
