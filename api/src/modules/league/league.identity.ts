// The row as the identity every reader gets: a column left null is the default of
// @league/shared (DEFAULT_IDENTITY), so an empty database answers a sensible league.
import type { LeagueIdentity, LeagueIdentityBody } from '@league/shared/contracts';
import { DEFAULT_IDENTITY } from '@league/shared/league';
import { fileUrl } from '../../lib/file-url';
import type { IdentityRow, IdentityValues } from './league.repository';

type Lang = 'kk' | 'ru' | 'en';
const LANGS: readonly Lang[] = ['kk', 'ru', 'en'];

const texts = (row: IdentityRow, prefix: string, fallback: Record<Lang, string>) =>
  Object.fromEntries(
    LANGS.map((lang) => [lang, (row[`${prefix}_${lang}` as keyof IdentityRow] as string | null) ?? fallback[lang]]),
  ) as Record<Lang, string>;

export function identityOf(row: IdentityRow | undefined): LeagueIdentity {
  if (!row) return DEFAULT_IDENTITY;
  const d = DEFAULT_IDENTITY;
  return {
    name: texts(row, 'name', d.name),
    short_name: texts(row, 'short_name', d.short_name),
    logo: fileUrl(row.logo),
    colors: { primary: row.color_primary ?? d.colors.primary, accent: row.color_accent ?? d.colors.accent },
    contacts: {
      email: row.contact_email ?? d.contacts.email,
      phone: row.contact_phone ?? d.contacts.phone,
      address: texts(row, 'address', d.contacts.address),
    },
    social: Array.isArray(row.social) ? row.social : [],
    about: texts(row, 'about', d.about),
    version: row.version,
  };
}

/** The columns of a saved body (texts trimmed). */
export function valuesOf(body: LeagueIdentityBody): IdentityValues {
  const out: Record<string, unknown> = {
    color_primary: body.colors.primary.toLowerCase(),
    color_accent: body.colors.accent.toLowerCase(),
    contact_email: body.contacts.email.trim(),
    contact_phone: body.contacts.phone.trim(),
    social: body.social.map((s) => ({ network: s.network, url: s.url.trim() })),
  };
  for (const lang of LANGS) {
    out[`name_${lang}`] = body.name[lang].trim();
    out[`short_name_${lang}`] = body.short_name[lang].trim();
    out[`address_${lang}`] = body.contacts.address[lang].trim();
    out[`about_${lang}`] = body.about[lang].trim();
  }
  return out as IdentityValues;
}
