// Test helpers of the departures pages: the remote's page helpers and a departure as the API
// answers it.
export * from '../../test-utils';

/** A departure as the API answers it (pending for U-14, Yessil 2012 at Altai 2012). */
export const departureCard = (over: Record<string, unknown> = {}) => ({
  id: 4,
  status: 'pending' as const,
  people_count: 1 as number | null,
  reject_reason: null,
  submitted_at: null,
  reviewed_at: null,
  reviewed_by: null,
  team: { id: 9, title: 'Yessil 2012', club_id: 3, club: 'Yessil' },
  tournament: { id: 6, title: 'U-14' },
  match: {
    id: 41,
    date_time: '2026-03-07T07:00:00.000Z',
    status: 'scheduled' as const,
    host: { id: 30, title: 'Altai 2012' },
    guest: { id: 9, title: 'Yessil 2012' },
    stadium: null,
    city: null,
  },
  actions: [] as string[],
  ...over,
});
