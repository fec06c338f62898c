import { calendar, localDate } from './calendar.js';
import { match } from './stats.fixtures.js';

describe('localDate', () => {
  it('uses the Almaty calendar date (UTC+5)', () => {
    expect(localDate('2026-05-01T19:30:00Z')).toBe('2026-05-02');
    expect(localDate('2026-05-01T18:59:00Z')).toBe('2026-05-01');
    expect(localDate('2026-05-01T19:30:00Z', 'UTC')).toBe('2026-05-01');
  });
});

describe('calendar', () => {
  const m1 = match({
    id: 1,
    hostTeamId: 1,
    guestTeamId: 2,
    tourNumber: 1,
    tourName: 'Tour 1',
    dateTime: '2026-05-01T10:00:00Z',
  });
  const m2 = match({
    id: 2,
    hostTeamId: 3,
    guestTeamId: 4,
    tourNumber: 1,
    tourName: 'Tour 1',
    dateTime: '2026-05-01T19:30:00Z',
    status: 'scheduled',
  });
  const m3 = match({
    id: 3,
    hostTeamId: 2,
    guestTeamId: 3,
    tourNumber: 2,
    tourName: 'Tour 2',
    dateTime: '2026-05-08T12:00:00Z',
    status: 'postponed',
  });
  const m4 = match({
    id: 4,
    hostTeamId: 4,
    guestTeamId: 1,
    tourNumber: 2,
    tourName: 'Tour 2',
    dateTime: '2026-05-08T09:00:00Z',
    status: 'live',
  });
  const m5 = match({
    id: 5,
    hostTeamId: 1,
    guestTeamId: 3,
    tourNumber: 3,
    tourName: 'Tour 3',
    dateTime: '2026-05-15T09:00:00Z',
    status: 'cancelled',
    technicalResult: { winner: 'host' },
  });
  const m6 = match({
    id: 6,
    hostTeamId: 2,
    guestTeamId: 4,
    tourNumber: 3,
    tourName: 'Tour 3',
    dateTime: '2026-05-15T10:00:00Z',
    status: 'cancelled',
  });

  it('de-duplicates by id and groups by tour, then by Almaty day', () => {
    // Input order is scrambled and m2 appears twice.
    const { all } = calendar([m3, m2, m1, m2, m6, m4, m5]);
    expect(all.map((t) => t.tour_name)).toEqual(['Tour 1', 'Tour 2', 'Tour 3']);
    const [tour1, tour2] = all;
    expect(tour1.matches.map((m) => m.id)).toEqual([1, 2]);
    expect(tour1.days).toEqual([
      { date: '2026-05-01', matches: [expect.objectContaining({ id: 1 })] },
      { date: '2026-05-02', matches: [expect.objectContaining({ id: 2 })] },
    ]);
    expect(tour1.matches[1]).toEqual({
      id: 2,
      date: '2026-05-02',
      tour_name: 'Tour 1',
      date_time: '2026-05-01T19:30:00Z',
      tour_id: 101,
      tour_number: 1,
      host_team_id: 3,
      guest_team_id: 4,
      status: 'scheduled',
    });
    expect(tour2.matches.map((m) => m.id)).toEqual([4, 3]);
    expect(tour2.days).toHaveLength(1);
  });

  it('orders tours by tour order, not by name', () => {
    const a = match({ id: 10, hostTeamId: 1, guestTeamId: 2, tourNumber: 10, tourName: 'Tour 10' });
    const b = match({ id: 11, hostTeamId: 1, guestTeamId: 2, tourNumber: 9, tourName: 'Tour 9' });
    expect(calendar([a, b]).all.map((t) => t.tour_name)).toEqual(['Tour 9', 'Tour 10']);
  });

  it('splits not started and completed matches', () => {
    const c = calendar([m1, m2, m3, m4, m5, m6, m1]);
    const ids = (tours: typeof c.all) => tours.flatMap((t) => t.matches.map((m) => m.id));
    expect(ids(c.all)).toEqual([1, 2, 4, 3, 5, 6]);
    expect(ids(c.not_started)).toEqual([2, 3]);
    expect(ids(c.completed)).toEqual([1, 5]);
    expect(c.not_started.map((t) => t.tour_name)).toEqual(['Tour 1', 'Tour 2']);
  });
});
