// The one jotai store and the atoms every app reads live in @league/runtime (a strict singleton,
// ADR 0300); here they carry the product's own types.
import type { Atom, WritableAtom } from 'jotai';
import * as runtime from '@league/runtime';
import type { AuthUser } from '../contracts/auth';
import type { RoleSlug } from '../roles';

export {
  store,
  forgetStoredAuth,
  localeAtom,
  toastAtom,
  showToast,
  dismissToast,
  CABINET_API_CACHE,
  publicOriginAtom,
  publicOrigin,
  followedTeamsAtom,
  type Toast,
} from '@league/runtime';

export type AuthState = runtime.AuthState<AuthUser>;

/** Token and user; survives a reload through localStorage, cleared by logout. */
export const authAtom = runtime.authAtom as unknown as WritableAtom<AuthState | null, [AuthState | null], void>;
export const roleAtom = runtime.roleAtom as Atom<RoleSlug | null>;

export { useStoreValue } from './use-store-value';
