// Titles of enum values in the browser, read from the `enums` namespace of the i18n instance:
// a browser holds the titles of the languages it has loaded (ADR 0203), not the whole table of
// `@league/shared/labels` (which the API and the server render use).
import type { Language } from '../contracts/enums';
import { DEFAULT_LOCALE } from '../locale';
import { ENUM_NAMESPACE, type EnumName } from '../labels';
import type { EnumLabelSet } from '../labels/enum-labels';
import { i18n } from './instance';

const titlesOf = <N extends EnumName>(name: N, language: Language): EnumLabelSet[N] | undefined =>
  i18n.getResource(language, ENUM_NAMESPACE, name) as EnumLabelSet[N] | undefined;

/** The title of an enum value in a loaded language, falling back to kk, then to the value itself. */
export function enumLabel<N extends EnumName>(name: N, value: string, language: Language): string {
  const own = (titlesOf(name, language) as Record<string, string> | undefined)?.[value];
  return (
    own ?? (titlesOf(name, DEFAULT_LOCALE) as Record<string, string> | undefined)?.[value] ?? value.replace(/_/g, ' ')
  );
}

/** All titles of one enum in a loaded language, in the order the enum lists them. */
export function enumLabels<N extends EnumName>(name: N, language: Language): EnumLabelSet[N] {
  return titlesOf(name, language) ?? ({} as EnumLabelSet[N]);
}
