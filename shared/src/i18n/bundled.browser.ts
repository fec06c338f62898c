// A browser build's bundled.ts: no strings at start; `loadLanguage` brings the page's (ADR 0203).
import type { Locale } from '../locale';

export const BUNDLED_STRINGS: Partial<Record<Locale, Record<string, Record<string, unknown>>>> = {};
