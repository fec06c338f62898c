// The league's identity: its name and short name in kk/ru/en, logo, two colours, contacts,
// social links and about text. Read by everyone (GET /league), written by the super_admin
// (PUT /cabinet/league, the logo apart as a file). `version` moves with every write: a save names
// the version it was made from, a stale one is a 409 with the current identity.
import { array, enums, type Infer, integer, nullable, object, refine, string, type } from 'superstruct';
import { COLOR_PATTERN } from '../league/colors';
import * as rules from '../validation/rules';
import { successEnvelope } from './envelope';
import { int, link, ruleFailure, text } from './fields';
import { optionalEmail } from './feedback';

export const IDENTITY_LIMITS = { name: 120, short: 30, address: 300, about: 4000, phone: 32, social: 8 } as const;
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'telegram',
  'youtube',
  'tiktok',
  'x',
  'vk',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const Texts = type({ kk: string(), ru: string(), en: string() });

export const LeagueIdentity = type({
  name: Texts,
  short_name: Texts,
  /** The logo's public URL (SVG or PNG), or null: the league's mark is drawn from its colours. */
  logo: nullable(string()),
  colors: type({ primary: string(), accent: string() }),
  contacts: type({ email: string(), phone: string(), address: Texts }),
  social: array(type({ network: string(), url: string() })),
  about: Texts,
  /** 0 until the league saved its identity (the defaults are shown). */
  version: integer(),
});
export type LeagueIdentity = Infer<typeof LeagueIdentity>;
export const LeagueIdentityResponse = successEnvelope(LeagueIdentity);

const required = (max: number) => text({ required: true, max });
const optional = (max: number) => text({ max });
const texts = (make: () => ReturnType<typeof text>) => object({ kk: make(), ru: make(), en: make() });

/** `#rrggbb`; the contrast of the pair is checked by the API (colorIssues) on the field it concerns. */
const color = () => refine(string(), 'color', (value) => (COLOR_PATTERN.test(value) ? true : ruleFailure('color')));

/** An optional phone: empty, or any spelling with 11 digits. */
const optionalPhone = () =>
  refine(string(), 'phone', (value) => {
    if (value.trim() === '') return true;
    return rules.max(value, IDENTITY_LIMITS.phone) && rules.phone(value) ? true : ruleFailure('phone');
  });

/** A required http(s) link. */
const requiredLink = () => refine(link(), 'url', (value) => (value.trim() === '' ? ruleFailure('required') : true));

export const LeagueIdentityBody = object({
  version: int({ min: 0 }),
  name: texts(() => required(IDENTITY_LIMITS.name)),
  short_name: texts(() => required(IDENTITY_LIMITS.short)),
  colors: object({ primary: color(), accent: color() }),
  contacts: object({
    email: optionalEmail(),
    phone: optionalPhone(),
    address: texts(() => optional(IDENTITY_LIMITS.address)),
  }),
  social: refine(
    array(object({ network: enums(SOCIAL_NETWORKS), url: requiredLink() })),
    'social',
    (value) => value.length <= IDENTITY_LIMITS.social || ruleFailure('max_value', { value: IDENTITY_LIMITS.social }),
  ),
  about: texts(() => optional(IDENTITY_LIMITS.about)),
});
export type LeagueIdentityBody = Infer<typeof LeagueIdentityBody>;
