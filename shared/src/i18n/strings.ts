// The shared namespaces' strings by language: `common` (with the cabinet kit's part) and the enum
// titles. The server render and the tests take them whole (bundled.ts); a browser build loads the
// page's language only, as `./strings?locale=…` (config/locale-strings-loader.cjs, ADR 0203).
import type { Locale } from '../locale';
import { ENUM_LABELS } from '../labels/enum-labels';
import { ENUM_NAMESPACE } from '../labels';
import { common } from './common';

type Namespaces = Record<string, Record<string, unknown>>;
const of = (locale: Locale): Namespaces => ({ common: common[locale], [ENUM_NAMESPACE]: { ...ENUM_LABELS[locale] } });

export const strings: Record<Locale, Namespaces> = {
  kk: of('kk'),
  ru: of('ru'),
  en: of('en'),
};
