// How the texts of a cabinet form travel (a club, a team, a stadium, a referee, a player or a
// staff member): a field kept in Kazakh, Russian and English is edited as three texts ('' when
// missing) and sent trimmed, null when empty.
import { trimmed } from '@league/shared';

export const LANGUAGES = ['kk', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** How a label's string key ends in each language (`person.lastNameKk`). */
export const LANGUAGE_LABELS = { kk: 'Kk', ru: 'Ru', en: 'En' } as const;
type InLanguages<N extends string, V> = { [K in `${N}_${Language}`]: V };

/** The saved texts of the `names` fields in the three languages as the form edits them: a missing one ''. */
export function textsOf<N extends string>(
  saved: Partial<InLanguages<NoInfer<N>, string | null>>,
  names: readonly N[],
): InLanguages<N, string> {
  const out: Record<string, string> = {};
  for (const name of names)
    for (const language of LANGUAGES) out[`${name}_${language}`] = saved[`${name}_${language}`] ?? '';
  return out as InLanguages<N, string>;
}

/** The typed texts of the `names` fields in the three languages as the API body: trimmed, null when empty. */
export function textsBody<N extends string>(
  values: Partial<InLanguages<NoInfer<N>, string>>,
  names: readonly N[],
): InLanguages<N, string | null> {
  const out: Record<string, string | null> = {};
  for (const name of names)
    for (const language of LANGUAGES) out[`${name}_${language}`] = trimmed(values[`${name}_${language}`]);
  return out as InLanguages<N, string | null>;
}
