import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { RoleSlug } from '../roles';
import { roleAtom, store } from '../store';

/** Renders children only when the signed-in user's role slug is one of `roles`. */
export function RoleGate({ roles, children }: { roles: RoleSlug | RoleSlug[]; children: ReactNode }) {
  const role = useAtomValue(roleAtom, { store });
  const allowed = Array.isArray(roles) ? roles : [roles];
  return role && allowed.includes(role) ? <>{children}</> : null;
}
