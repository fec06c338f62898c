// "My team": the teams a visitor follows, kept on the device in a cookie (no account), so the
// server renders the home page with them in its first HTML. The cookie holds team slugs.
import { FOLLOW_COOKIE, FOLLOWED_SLUG as SLUG, MAX_FOLLOWED } from './followed-cookie';
import { followedTeamsAtom, store } from './store';

export { FOLLOW_COOKIE, MAX_FOLLOWED, followedFromCookie } from './followed-cookie';

export { followedTeamsAtom };

/** Follows or stops following a team: the cookie (a year, the whole site) and the atom. */
export function setFollowed(slugs: string[], doc: Document = document): void {
  const kept = [...new Set(slugs.filter((s) => SLUG.test(s)))].slice(0, MAX_FOLLOWED);
  const expires = new Date(Date.now() + (kept.length ? 365 : -1) * 24 * 60 * 60 * 1000).toUTCString();
  doc.cookie = `${FOLLOW_COOKIE}=${encodeURIComponent(kept.join(','))}; expires=${expires}; path=/; SameSite=Lax`;
  store.set(followedTeamsAtom, kept);
}
