// Ids in page addresses (`:id`, `:club_id`, `:match_id`, `?tournament_id=` …), read one way by
// the shell and every remote: the digits of a positive id written plainly (no sign, no leading
// zero, no exponent), no larger than an id the API accepts (`id()` of the contracts). A route's
// `validate` and the page behind it read the same way, so an address the route admits is one the
// page can use, and one the API would refuse is the not-found page instead of an error. Slugs
// (`:slug`, `:team_slug` …) are read one way too.
import { is } from 'superstruct';
import { id } from '../contracts/fields';

const ID = id();

/** A route or query parameter read as a record id, or null for anything else. */
export function positiveId(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const value = Number(raw);
  return is(value, ID) ? value : null;
}

/** A route's validity check (`RemoteRoute.validate`): every named parameter is an id. */
export function hasIds(...names: string[]): (params: Record<string, string | undefined>) => boolean {
  return (params) => names.every((name) => positiveId(params[name]) !== null);
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;

/** A club's, team's or person's slug in an address: letters, digits and inner hyphens, at most 120. */
export function isSlug(raw: string | null | undefined): boolean {
  return typeof raw === 'string' && SLUG.test(raw);
}

/** A route's validity check for an article or an album: its `slug` has no separator or space, at most 200. */
export function hasContentSlug(params: Record<string, string | undefined>): boolean {
  return /^[^/?#\s]{1,200}$/.test(params.slug ?? '');
}
