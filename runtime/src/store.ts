// The one jotai store of the product, with the auth, locale and toast state (API data lives in
// the one QueryClient, data/query-client.ts).
import { atom, createStore } from 'jotai';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** What the runtime reads of the signed-in user (the whole record is @league/shared's `AuthUser`). */
export interface SessionUser {
  role: { slug: string };
}

export const store = createStore();

export interface AuthState<User extends SessionUser = SessionUser> {
  token: string;
  user: User;
}

const AUTH_KEY = 'league.auth';

function readStoredAuth(): AuthState | null {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AuthState;
    return parsed && typeof parsed.token === 'string' && parsed.user?.role?.slug ? parsed : null;
  } catch {
    return null;
  }
}

/** The cabinet's API answers the service worker keeps for offline use (shell/public/sw.js, ADR 0178). */
export const CABINET_API_CACHE = 'league-api-v1';

/** Drops the kept cabinet API answers: after a logout no one reads the last user's data offline. */
function dropCabinetAnswers(): void {
  try {
    void globalThis.caches?.delete(CABINET_API_CACHE).catch(() => undefined);
  } catch {
    // no Cache API (an insecure origin, tests): nothing was kept
  }
}

const authBaseAtom = atom<AuthState | null>(readStoredAuth());

/** Token and user; survives a reload through localStorage, cleared by logout. */
export const authAtom = atom(
  (get) => get(authBaseAtom),
  (_get, set, next: AuthState | null) => {
    set(authBaseAtom, next);
    try {
      if (next) globalThis.localStorage?.setItem(AUTH_KEY, JSON.stringify(next));
      else {
        globalThis.localStorage?.removeItem(AUTH_KEY);
        dropCabinetAnswers();
      }
    } catch {
      // storage may be unavailable (private mode): the session still works until reload
    }
  },
);

/**
 * Forgets the stored token while the page keeps its signed-in state for the moment: a sign-out
 * calls it first, so a reload or a closed tab right after "Log out" never finds the token again.
 */
export function forgetStoredAuth(): void {
  dropCabinetAnswers();
  try {
    globalThis.localStorage?.removeItem(AUTH_KEY);
  } catch {
    // storage may be unavailable (private mode): nothing was stored
  }
}

export const roleAtom = atom((get) => get(authAtom)?.user.role.slug ?? null);

export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/**
 * The site's public address (PUBLIC_URL, ADR 0142): set by the server render, and in the browser
 * from the data of the server's page, so absolute links (a calendar's webcal://, the canonical)
 * are the same before and after hydration. A page rendered only in the browser uses its own origin.
 */
export const publicOriginAtom = atom('');
export function publicOrigin(): string {
  return store.get(publicOriginAtom) || (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The teams a visitor follows (their slugs): set by the server render from the request, by the browser from its cookie. */
export const followedTeamsAtom = atom<string[]>([]);

export interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error' | 'info';
}
/** Only one toast is kept: a new one replaces the previous. */
export const toastAtom = atom<Toast | null>(null);

let toastId = 0;
export function showToast(message: string, kind: Toast['kind'] = 'info'): Toast {
  const toast = { id: ++toastId, message, kind };
  store.set(toastAtom, toast);
  return toast;
}
export function dismissToast(id?: number): void {
  const current = store.get(toastAtom);
  if (current && (id === undefined || current.id === id)) store.set(toastAtom, null);
}
