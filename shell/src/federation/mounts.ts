// The mount table: which remote serves which path, and which remotes each audience may load.
import type { RemoteName, RoleSlug } from '@league/shared';

interface Mount {
  test: (path: string) => boolean;
  remote: RemoteName;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Cabinet mounts, most specific first. Paths are unprefixed (no locale). */
export const CABINET_MOUNTS: Mount[] = [
  { test: (p) => /^\/cabinet\/tournaments\/[^/]+\/(matches\/[^/]+|departures)(\/|$)/.test(p), remote: 'mf_cabinet_matches' },
  { test: under('/cabinet/tournaments'), remote: 'mf_cabinet_tournaments' },
  { test: under('/cabinet/matches'), remote: 'mf_cabinet_matches' },
  { test: under('/cabinet/departures'), remote: 'mf_cabinet_matches' },
  { test: under('/cabinet/clubs'), remote: 'mf_cabinet_clubs' },
  { test: under('/cabinet/players'), remote: 'mf_cabinet_clubs' },
  { test: under('/cabinet/stadiums'), remote: 'mf_cabinet_clubs' },
  { test: under('/cabinet/team-stats'), remote: 'mf_cabinet_clubs' },
];

export function remoteForPath(path: string): RemoteName | null {
  if (path === '/cabinet' || path.startsWith('/cabinet/')) {
    return CABINET_MOUNTS.find((m) => m.test(path))?.remote ?? null;
  }
  return 'mf_public';
}

/** Cabinet remotes each role may load; everyone may load the public site. */
export const ROLE_REMOTES: Record<RoleSlug, RemoteName[]> = {
  super_admin: ['mf_cabinet_tournaments', 'mf_cabinet_matches', 'mf_cabinet_clubs'],
  command_admin: ['mf_cabinet_tournaments', 'mf_cabinet_matches', 'mf_cabinet_clubs'],
  referee: ['mf_cabinet_matches'],
  provider: ['mf_cabinet_matches', 'mf_cabinet_clubs'],
  media_manager: ['mf_cabinet_tournaments', 'mf_cabinet_matches'],
};

export function remotesFor(role: RoleSlug | null): RemoteName[] {
  return ['mf_public', ...(role ? ROLE_REMOTES[role] : [])];
}
