// The demo's calendar follows its base date ("today"): results of the last weeks, fixtures of the
// coming days, news of the last weeks, and a live match only while "now" is inside its window.
import '../jest-esm';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { reseed, seedDemo } from '../../src/db/seed';
import { generateDemo } from '../../src/db/seed/generate';
import { dbTargets, openPreparedDatabase } from '../helpers';

const DAY = 86_400_000;
/** Local (Almaty, UTC+5) midnight that starts a day. */
const midnight = (date: string) => Date.parse(`${date}T00:00:00+05:00`);

interface Calendar {
  seasons: number[];
  finished: number[];
  scheduled: number[];
  live: Array<{ date_time: number; minutes: number }>;
  news: number[];
}

async function calendar(db: Kysely<Database>): Promise<Calendar> {
  const matches = await db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select(['m.status', 'm.date_time', 't.match_length_minutes'])
    .execute();
  const time = (value: unknown) => new Date(value as string | Date).getTime();
  const news = await db.selectFrom('news').select('published_at').execute();
  const seasons = await db.selectFrom('seasons').select('year').orderBy('year').execute();
  return {
    seasons: seasons.map((s) => s.year),
    finished: matches.filter((m) => m.status === 'finished').map((m) => time(m.date_time)),
    scheduled: matches.filter((m) => m.status === 'scheduled').map((m) => time(m.date_time)),
    live: matches
      .filter((m) => m.status === 'live')
      .map((m) => ({ date_time: time(m.date_time), minutes: m.match_length_minutes })),
    news: news.map((n) => time(n.published_at)),
  };
}

function expectAliveOn(c: Calendar, baseDate: string, now: Date) {
  const today = midnight(baseDate);
  expect(c.seasons).toEqual([Number(baseDate.slice(0, 4)) - 1, Number(baseDate.slice(0, 4))]);
  // Played before today, scheduled from today on.
  expect(Math.max(...c.finished)).toBeLessThan(today);
  expect(Math.min(...c.scheduled)).toBeGreaterThanOrEqual(today);
  expect(c.finished.filter((t) => t >= today - 14 * DAY).length).toBeGreaterThan(10);
  expect(c.scheduled.filter((t) => t < today + 8 * DAY).length).toBeGreaterThan(10);
  // News of the last weeks, none from the future.
  expect(Math.max(...c.news)).toBeLessThanOrEqual(now.getTime());
  expect(c.news.filter((t) => t >= today - 14 * DAY).length).toBeGreaterThan(5);
  // One live match, and now is inside its window (two halves and a 15-minute break).
  expect(c.live).toHaveLength(1);
  const [live] = c.live;
  expect(live.date_time).toBeLessThanOrEqual(now.getTime());
  expect(now.getTime()).toBeLessThan(live.date_time + (live.minutes + 15) * 60_000);
}

describe.each(dbTargets)('demo calendar on %s', (target) => {
  it('moves the played/scheduled split, the seasons and the news with the base date', async () => {
    const database = await openPreparedDatabase(target, false);
    try {
      await seedDemo(database.db, { baseDate: '2026-03-01' });
      const a = await calendar(database.db);
      await reseed(database.db, { baseDate: '2027-11-22' });
      const b = await calendar(database.db);
      expectAliveOn(a, '2026-03-01', new Date('2026-03-01T06:00:00Z'));
      expectAliveOn(b, '2027-11-22', new Date('2027-11-22T06:00:00Z'));
      // Same league, same amount of matches, on another calendar.
      expect(b.finished.length + b.scheduled.length + b.live.length).toBe(
        a.finished.length + a.scheduled.length + a.live.length,
      );
      expect(Math.max(...b.news) - Math.max(...a.news)).toBeGreaterThan(600 * DAY);
      const birthYears = await sql<{
        min: number;
        max: number;
      }>`select min(birth_year)::int as min, max(birth_year)::int as max from teams where is_active`.execute(
        database.db,
      );
      expect(birthYears.rows[0]).toEqual({ min: 2027 - 16, max: 2027 - 12 });
    } finally {
      await database.drop();
    }
  }, 240_000);
});

describe('the live match of the demo', () => {
  const statuses = (baseDate: string, now: string) => {
    const { rows } = generateDemo({ size: 'normal', baseDate, now });
    return rows.matches.map((m) => ({ status: m.status, time: Date.parse(String(m.date_time)) }));
  };

  it.each(['2026-06-10T04:40:00Z', '2026-06-10T09:10:00Z', '2026-06-10T15:55:00Z'])(
    'is live while now (%s) is inside its window',
    (now) => {
      const live = statuses('2026-06-10', now).filter((m) => m.status === 'live');
      expect(live).toHaveLength(1);
      expect(live[0].time).toBeLessThanOrEqual(Date.parse(now));
      expect(Date.parse(now) - live[0].time).toBeLessThan((70 + 15) * 60_000);
    },
  );

  it('is scheduled for later today early in the morning, and absent late at night', () => {
    const morning = statuses('2026-06-10', '2026-06-10T01:00:00Z');
    expect(morning.filter((m) => m.status === 'live')).toHaveLength(0);
    expect(
      morning.filter((m) => m.status === 'scheduled' && m.time === Date.parse('2026-06-10T05:00:00Z')),
    ).toHaveLength(1);
    const night = statuses('2026-06-10', '2026-06-10T17:30:00Z');
    expect(night.filter((m) => m.status === 'live')).toHaveLength(0);
    expect(night.filter((m) => m.status !== 'finished' && m.time < Date.parse('2026-06-10T19:00:00Z'))).toHaveLength(0);
  });

  it('is never live when now is on another day than the base date', () => {
    expect(statuses('2026-06-10', '2026-06-20T06:00:00Z').filter((m) => m.status === 'live')).toHaveLength(0);
  });
});
