/** Tabs of the tournament page after the table (each is `/tournaments/:id/<tab>`), named in @league/shared with the sitemap's. */
export { TOURNAMENT_TABS } from '@league/shared';
