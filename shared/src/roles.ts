export const ROLES = ['super_admin', 'command_admin', 'referee', 'provider', 'media_manager'] as const;
export type RoleSlug = (typeof ROLES)[number];

/** Where a role lands after login when no `next` is given (spec §6). */
export const ROLE_HOME: Record<RoleSlug, string> = {
  super_admin: '/cabinet/tournaments',
  media_manager: '/cabinet/tournaments',
  command_admin: '/cabinet/tournaments',
  referee: '/cabinet/matches',
  provider: '/cabinet/departures',
};
