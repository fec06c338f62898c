import { screen, within } from '@testing-library/react';
import type { CalendarGroups, MatchCard } from '@league/shared';
import { renderRoute } from '../test-utils';
import { FixturesPrint } from './fixtures-print';

const team = (id: number, title: string) => ({ id, slug: `t${id}`, title, logo: null });
const match = (id: number, extra: Partial<MatchCard>): MatchCard => ({
  id,
  date: '2026-03-07',
  date_time: '2026-03-07T07:00:00Z',
  tour_name: '9-й тур',
  tour_id: 9,
  status: 'scheduled',
  technical_result: null,
  tournament: { id: 1, slug: 'u14', title: 'U-14' },
  host: team(1, 'Алтай 2012'),
  guest: team(2, 'Есиль 2012'),
  score: null,
  shootout: null,
  stadium: { id: 1, slug: 's', title: 'Стадион «Восток»', city: 'Усть-Каменогорск' },
  broadcast_url: null,
  ...extra,
});

// Only the clock's date is fixed ("this year" is 2026); timers stay real.
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-29T12:00:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
});
afterEach(() => jest.useRealTimers());

test('prints every match of every round, whichever the screen shows, with what a moved or live match is', () => {
  const tours = [
    {
      tour_name: '8-й тур',
      tour_number: 8,
      tour_id: 8,
      days: [
        {
          date: '2026-02-28',
          matches: [match(1, { tour_name: '8-й тур', status: 'finished', score: { host: 2, guest: 1 } })],
        },
      ],
    },
    {
      tour_name: '9-й тур',
      tour_number: 9,
      tour_id: 9,
      days: [
        {
          date: '2026-03-07',
          matches: [
            match(2, { status: 'live', score: { host: 0, guest: 0 } }),
            match(3, { status: 'postponed', date_time: null, stadium: null }),
          ],
        },
      ],
    },
  ];
  const calendar = { all: tours, not_started: [tours[1]], completed: [tours[0]] } as CalendarGroups;
  renderRoute('/ru/x', '/x', <FixturesPrint calendar={calendar} />);
  const table = screen.getByRole('table', { name: 'Расписание матчей' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent))).toEqual([
    ['8-й тур', '7 марта, 12:00', 'Алтай 2012', '2 : 1', 'Есиль 2012', 'Стадион «Восток», Усть-Каменогорск'],
    [
      '9-й тур',
      '7 марта, 12:00',
      'Алтай 2012',
      '0 : 0В прямом эфире',
      'Есиль 2012',
      'Стадион «Восток», Усть-Каменогорск',
    ],
    [
      '9-й тур',
      'Время не назначено',
      'Алтай 2012',
      '– : –Матч перенесён: новая дата будет назначена',
      'Есиль 2012',
      '—',
    ],
  ]);
  expect(table).toHaveClass('lg-print-only');
});

test('a kick-off in another year than this one is printed with its year', () => {
  const tours = [
    {
      tour_name: '1-й тур',
      tour_number: 1,
      tour_id: 1,
      days: [
        {
          date: '2026-12-12',
          matches: [
            match(1, { tour_name: '1-й тур', date: '2026-12-12', date_time: '2026-12-12T06:00:00Z' }),
            match(2, { tour_name: '1-й тур', date: '2027-03-07', date_time: '2027-03-07T07:00:00Z' }),
          ],
        },
      ],
    },
  ];
  const calendar = { all: tours, not_started: tours, completed: [] } as CalendarGroups;
  renderRoute('/ru/x', '/x', <FixturesPrint calendar={calendar} />);
  const rows = within(screen.getByRole('table', { name: 'Расписание матчей' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((row) => (row as HTMLTableRowElement).cells[1].textContent)).toEqual([
    '12 декабря, 11:00',
    '7 марта 2027, 12:00',
  ]);
});
