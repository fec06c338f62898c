// Strings of the public site (namespace `public`): each feature keeps its own file, merged here.
import type { Locale } from '@league/shared';
import { i18n as ui } from './ui';
import { i18n as home } from '../features/home/i18n';
import { i18n as tournaments } from '../features/tournaments/i18n';

type Bundle = Record<Locale, Record<string, unknown>>;

export function mergeBundles(...bundles: Bundle[]): Bundle {
  const out: Bundle = { kk: {}, ru: {}, en: {} };
  for (const bundle of bundles) {
    for (const locale of Object.keys(out) as Locale[]) {
      for (const [key, value] of Object.entries(bundle[locale])) {
        if (key in out[locale]) throw new Error(`public i18n: key "${key}" is defined twice`);
        out[locale][key] = value;
      }
    }
  }
  return out;
}

export const resources = mergeBundles(ui, home, tournaments);
