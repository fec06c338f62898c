/** Tabs of the tournament page after the table (each is `/tournaments/:id/<tab>`). */
export const TOURNAMENT_TABS = [
  'form',
  'scorers',
  'assistants',
  'disqualifications',
  'checkerboard',
  'calendar',
] as const;
