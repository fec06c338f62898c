import type { DehydratedState } from '@tanstack/react-query';
import type { LeagueOffsets, PageMeta } from '@league/shared';

/** The id of the script element that carries a server-rendered page's API answers and metadata. */
export const SSR_DATA_ID = 'league-ssr';

/**
 * What that element holds (written by shell/src/server/render.tsx, read by the bootstrap): the
 * page's API answers, its metadata and Almaty's offsets for its dates. The browser checks the
 * offsets' shape before using them (`adoptLeagueOffsets`).
 */
export interface ServerData {
  state: DehydratedState;
  meta: PageMeta & { path?: string };
  offsets?: LeagueOffsets;
  /** The site's public address the page's absolute links were written with (`publicOriginAtom`). */
  origin?: string;
}

/** The id of the JSON block that names a server-rendered page's application scripts (ADR 0135). */
export const APP_SCRIPTS_ID = 'league-app';

/**
 * What that block holds (written by shell/src/server/render.tsx, read by shell/src/wake.ts): the
 * scripts that start the application, in order, the files they will ask for (preloaded when the
 * application starts), and whether the page starts it at load instead of on the visitor's first
 * intent (a page that updates itself, or whose form waits for the scripts).
 */
export interface AppScripts {
  scripts: string[];
  preload: { href: string; as: 'script' | 'fetch' }[];
  atLoad: boolean;
}

/**
 * Set on `<html>` (to "true") by the app once React has taken the page over, hydrated or
 * rendered: styles, tests and the wake script (which then gives the page what the visitor did
 * before) read it.
 */
export const LIVE_ATTRIBUTE = 'data-live';

/**
 * Set on `<html>` by the bootstrap when React takes the page over (`hydrateRoot`): from then on
 * React itself answers, or replays, a tap on a part not yet hydrated, so the wake script stops
 * keeping taps for later.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';
