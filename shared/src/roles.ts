import { CABINET_PATTERNS } from './access/cabinet-paths';
import { ROLE_SLUGS } from './contracts/enums';

/** The five cabinet roles: the contracts' one list. */
export const ROLES = ROLE_SLUGS;
export type RoleSlug = (typeof ROLES)[number];

/** Where a role lands after login when no `next` is given (spec §6). */
export const ROLE_HOME: Record<RoleSlug, string> = {
  super_admin: CABINET_PATTERNS.tournaments,
  media_manager: CABINET_PATTERNS.tournaments,
  command_admin: CABINET_PATTERNS.tournaments,
  referee: CABINET_PATTERNS.refereeMatches,
  provider: CABINET_PATTERNS.departures,
};
