// The access table's club scope (`own_club`, shared/src/access) as the API applies it: the one
// place that says which club a user's reads and writes are limited to. Services and repositories
// call these; none compares a role or a club id by hand.
import { SCOPED_ROLE } from '@league/shared/access';
import type { CurrentUser } from './auth.service';

/** A club id no row has: a club administrator's account without a club sees nothing. */
const NO_CLUB = -1;

/** The club the user is limited to: a club administrator's own, null for roles that see every club. */
export function clubScope(user: CurrentUser): number | null {
  return user.role === SCOPED_ROLE.own_club ? (user.clubId ?? NO_CLUB) : null;
}

/** The same as a repository's club filter: undefined for every club. */
export const clubFilter = (user: CurrentUser): number | undefined => clubScope(user) ?? undefined;

/** Whether the user is limited to one club (and `clubScope` names it). */
export const isClubScoped = (user: CurrentUser): boolean => clubScope(user) !== null;

/**
 * Whether a row belonging to these clubs (a team's one, a match's two, a person's several) is in
 * the user's scope; outside it, a row is answered as not found.
 */
export function inClubScope(user: CurrentUser, ...clubIds: readonly (number | null | undefined)[]): boolean {
  const own = clubScope(user);
  return own === null || clubIds.includes(own);
}
