// "My team": the teams a visitor follows, kept on the device in a cookie (no account), so the
// server renders the home page with them in its first HTML. The cookie holds team slugs.
import { followedTeamsAtom, store } from './store';

export const FOLLOW_COOKIE = 'league_teams';
/** At most this many teams are followed (the home page shows each one's next match). */
export const MAX_FOLLOWED = 5;
const SLUG = /^[\p{L}\p{N}_-]{1,160}$/u;

/** The followed slugs a cookie header (or `document.cookie`) holds: valid ones, once each, at most five. */
export function followedFromCookie(cookie: string | undefined | null): string[] {
  const raw = new RegExp(`(?:^|;\\s*)${FOLLOW_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1] ?? '';
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const slugs = text.split(',').filter((s) => SLUG.test(s));
  return [...new Set(slugs)].slice(0, MAX_FOLLOWED);
}

export { followedTeamsAtom };

/** Follows or stops following a team: the cookie (a year, the whole site) and the atom. */
export function setFollowed(slugs: string[], doc: Document = document): void {
  const kept = [...new Set(slugs.filter((s) => SLUG.test(s)))].slice(0, MAX_FOLLOWED);
  const expires = new Date(Date.now() + (kept.length ? 365 : -1) * 24 * 60 * 60 * 1000).toUTCString();
  doc.cookie = `${FOLLOW_COOKIE}=${encodeURIComponent(kept.join(','))}; expires=${expires}; path=/; SameSite=Lax`;
  store.set(followedTeamsAtom, kept);
}
