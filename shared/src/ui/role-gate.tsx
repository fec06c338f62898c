import type { ReactNode } from 'react';
import { policyAllows, type PolicyName } from '../access/index';
import { roleAtom, useStoreValue } from '../store';

/**
 * Renders children only when the signed-in user's role may act under `policy` (the access table's
 * roles: the same the API checks), so a control never restates a role list of its own.
 */
export function RoleGate({ policy, children }: { policy: PolicyName; children: ReactNode }) {
  const role = useStoreValue(roleAtom);
  return policyAllows(policy, role) ? <>{children}</> : null;
}
