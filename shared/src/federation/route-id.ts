// Ids in page addresses (`:id`, `:club_id`, `:match_id`, `?tournament_id=` …), read one way by
// the shell and every remote: the digits of a positive id written plainly (no sign, no leading
// zero, no exponent), no larger than an id the API accepts (`id()` of the contracts). A route's
// `validate` and the page behind it read the same way, so an address the route admits is one the
// page can use, and one the API would refuse is the not-found page instead of an error.
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
