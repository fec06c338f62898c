// The public site's sub-pages of a subject, named once: the public remote routes and links them,
// the API's sitemap lists them (each is a page of its own, canonical to itself).

/** Tabs of the tournament page after the table (each is `/tournaments/:id/<tab>`). */
export const TOURNAMENT_TABS = [
  'form',
  'scorers',
  'assistants',
  'disqualifications',
  'checkerboard',
  'calendar',
] as const;
export type TournamentTabName = (typeof TOURNAMENT_TABS)[number];

/** Sections of a team's page besides its overview that every team has (each is `/teams/:slug/<section>`). */
export const TEAM_SECTIONS = ['calendar', 'squad', 'staff'] as const;
