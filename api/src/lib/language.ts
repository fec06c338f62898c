// The request's language from Accept-Language: the supported language with the highest
// q-value; kk (the default and fallback) when none is supported.
import { LANGUAGES as CONTRACT_LANGUAGES, type Language } from '@league/shared/contracts';

/** The product's languages: the one list in the contracts, the default first. */
export const LANGUAGES: readonly Language[] = CONTRACT_LANGUAGES;
export const DEFAULT_LANGUAGE: Language = CONTRACT_LANGUAGES[0];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function resolveLanguage(header: string | string[] | undefined): Language {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw) return DEFAULT_LANGUAGE;
  let best: Language | null = null;
  let bestQ = 0;
  for (const part of raw.split(',').slice(0, 20)) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    // 'kz' is a common mistake for Kazakh (kz is the country code).
    const language = primary === 'kz' ? 'kk' : primary;
    if (!isLanguage(language)) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  return best ?? DEFAULT_LANGUAGE;
}
