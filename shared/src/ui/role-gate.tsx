import type { ReactNode } from 'react';
import type { RoleSlug } from '../roles';
import { roleAtom, useStoreValue } from '../store';

/** Renders children only when the signed-in user's role slug is one of `roles`. */
export function RoleGate({ roles, children }: { roles: RoleSlug | RoleSlug[]; children: ReactNode }) {
  const role = useStoreValue(roleAtom);
  const allowed = Array.isArray(roles) ? roles : [roles];
  return role && allowed.includes(role) ? <>{children}</> : null;
}
