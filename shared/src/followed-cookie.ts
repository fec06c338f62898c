// "My team" as the cookie holds it: team slugs, read the same way by the browser and by the
// product server (which renders the home page with them in its first HTML). No browser code here.

export const FOLLOW_COOKIE = 'league_teams';
/** At most this many teams are followed (the home page shows each one's next match). */
export const MAX_FOLLOWED = 5;
export const FOLLOWED_SLUG = /^[\p{L}\p{N}_-]{1,160}$/u;

/** The followed slugs a cookie header (or `document.cookie`) holds: valid ones, once each, at most five. */
export function followedFromCookie(cookie: string | undefined | null): string[] {
  const raw = new RegExp(`(?:^|;\\s*)${FOLLOW_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1] ?? '';
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const slugs = text.split(',').filter((s) => FOLLOWED_SLUG.test(s));
  return [...new Set(slugs)].slice(0, MAX_FOLLOWED);
}
