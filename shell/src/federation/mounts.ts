// The mount table: which remote serves which path, and which remotes each audience may load —
// both read from the one access table of @league/shared (`CABINET_PAGES`).
import { cabinetPage, remotesForRole, type RemoteName, type RoleSlug } from '@league/shared';

/** The remote serving an unprefixed path; null for a cabinet path no page matches. */
export function remoteForPath(path: string): RemoteName | null {
  if (path === '/cabinet' || path.startsWith('/cabinet/')) return cabinetPage(path)?.remote ?? null;
  return 'mf_public';
}

/** Remotes a visitor (null) or a role may load; everyone may load the public site. */
export function remotesFor(role: RoleSlug | null): RemoteName[] {
  return ['mf_public', ...(role ? remotesForRole(role) : [])];
}
