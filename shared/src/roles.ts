import { ROLE_SLUGS } from './contracts/enums';

/** The five cabinet roles: the contracts' one list. */
export const ROLES = ROLE_SLUGS;
export type RoleSlug = (typeof ROLES)[number];

/** Where a role lands after login when no `next` is given (spec §6). */
export const ROLE_HOME: Record<RoleSlug, string> = {
  super_admin: '/cabinet/tournaments',
  media_manager: '/cabinet/tournaments',
  command_admin: '/cabinet/tournaments',
  referee: '/cabinet/matches',
  provider: '/cabinet/departures',
};
