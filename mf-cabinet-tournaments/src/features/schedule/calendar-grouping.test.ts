import type { CabinetMatch } from '@league/shared';
import { groupCalendar, inGroup } from './calendar-page';
import { matchBody } from './matches-page';

const match = (
  id: number,
  tour: number | null,
  date: string | null,
  time: string,
  status: CabinetMatch['status'] = 'scheduled',
): CabinetMatch => ({
  id,
  tour: tour === null ? null : { id: tour * 10, number: tour, title: `Round ${tour}` },
  date_time: date ? `${date}T${time}:00Z` : null,
  date,
  time: date ? time : null,
  status,
  host: { id: 1, title: 'A' },
  guest: { id: 2, title: 'B' },
  stadium: null,
  crew: [],
  played: status === 'finished',
  openable: true,
});

test('groups by tour in tour order (untoured last), then by day, in kick-off order', () => {
  const groups = groupCalendar([
    match(1, 2, '2026-05-09', '12:00'),
    match(2, null, null, '00:00'),
    match(3, 1, '2026-05-03', '15:00'),
    match(4, 1, '2026-05-02', '18:00'),
    match(5, 1, '2026-05-02', '10:00'),
  ]);
  expect(groups.map((g) => g.title)).toEqual(['Round 1', 'Round 2', null]);
  expect(groups[0]!.days.map((d) => [d.date, d.matches.map((m) => m.id)])).toEqual([
    ['2026-05-02', [5, 4]],
    ['2026-05-03', [3]],
  ]);
});

test('the groups of the public calendar: not started = scheduled or postponed, completed = finished', () => {
  const all = [
    match(1, 1, '2026-05-02', '10:00', 'scheduled'),
    match(2, 1, '2026-05-02', '10:00', 'postponed'),
    match(3, 1, '2026-05-02', '10:00', 'finished'),
    match(4, 1, '2026-05-02', '10:00', 'live'),
  ];
  expect(all.filter((m) => inGroup(m, 'not_started')).map((m) => m.id)).toEqual([1, 2]);
  expect(all.filter((m) => inGroup(m, 'completed')).map((m) => m.id)).toEqual([3]);
  expect(all.filter((m) => inGroup(m, 'all'))).toHaveLength(4);
});

test('the match form becomes the API body: numbers, no empty crew roles, null stadium', () => {
  expect(
    matchBody({
      host_team_id: 3,
      guest_team_id: 4,
      date: '2026-05-02',
      time: '10:30',
      tour_number: '2',
      referees: { main_referee: 7 },
    }),
  ).toEqual({
    host_team_id: 3,
    guest_team_id: 4,
    stadium_id: null,
    date: '2026-05-02',
    time: '10:30',
    tour_number: 2,
    referees: { main_referee: 7 },
  });
});
