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
}
