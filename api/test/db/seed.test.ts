// The demo seed: deterministic, consistent with the domain rules, complete enough to demo
// every screen (see docs/domain.md for what it contains).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { reseed, seedDemo } from '../../src/db/seed';
import { TABLE_ORDER } from '../../src/db/seed/generate';
import { dbTargets, DEMO_BASE_DATE, openTestDatabase } from '../helpers';
import { teamAdminClub } from '../support/demo-cabinet';

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLE_ORDER) {
    const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(db);
    out[table] = result.rows[0].count;
  }
  return out;
}

const firstPlayers = (db: Kysely<Database>) =>
  db
    .selectFrom('players')
    .select(['first_name_kk', 'last_name_kk', 'first_name_ru', 'first_name_en', 'last_name_en', 'birth_date'])
    .orderBy('id')
    .limit(5)
    .execute();

describe.each(dbTargets)('demo seed on %s', (target) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await openTestDatabase(target);
    db = database.db;
    drop = database.drop;
    await migrateToLatest(db);
    await seedDemo(db, { baseDate: DEMO_BASE_DATE });
  });
  afterAll(async () => {
    await drop?.();
  });

  it('is deterministic: a second database gets the same counts and the same players', async () => {
    const other = await openTestDatabase(target);
    try {
      await migrateToLatest(other.db);
      await seedDemo(other.db, { baseDate: DEMO_BASE_DATE });
      expect(await counts(other.db)).toEqual(await counts(db));
      expect(await firstPlayers(other.db)).toEqual(await firstPlayers(db));
    } finally {
      await other.drop();
    }
  });

  it('has the promised amounts', async () => {
    const c = await counts(db);
    expect(c.seasons).toBe(2);
    expect(c.tournaments).toBeGreaterThanOrEqual(4);
    expect(c.clubs).toBeGreaterThanOrEqual(12);
    expect(c.teams).toBeGreaterThanOrEqual(32);
    expect(c.players).toBeGreaterThanOrEqual(600);
    expect(c.news).toBeGreaterThanOrEqual(30);
    expect(c.users).toBe(5);
    for (const table of [
      'referees',
      'staff',
      'stadiums',
      'media_albums',
      'videos',
      'press_items',
      'sport_analytics',
      'pages',
      'public_documents',
      'partners',
      'banners',
      'translations',
      'departures',
      'notifications',
      'match_statistics',
    ]) {
      expect(c[table]).toBeGreaterThan(0);
    }
  });

  it('stores names in Kazakh, Russian and Latin spelling', async () => {
    const players = await db
      .selectFrom('players')
      .select(['first_name_kk', 'first_name_ru', 'first_name_en'])
      .execute();
    expect(players.some((p) => /[әғқңөұүһі]/i.test(p.first_name_kk))).toBe(true);
    expect(players.every((p) => /^[A-Za-z' -]+$/.test(p.first_name_en ?? ''))).toBe(true);
    expect(players.every((p) => !/[әғқңөұүһі]/i.test(p.first_name_ru ?? ''))).toBe(true);
  });

  it('fits players to their team birth year (jokers one year older)', async () => {
    const rows = await db
      .selectFrom('players as p')
      .innerJoin('team_players as tp', 'tp.player_id', 'p.id')
      .innerJoin('teams as t', 't.id', 'tp.team_id')
      .select(['p.birth_date', 'p.is_joker', 't.birth_year'])
      .execute();
    for (const row of rows) expect(Number(row.birth_date.slice(0, 4))).toBe(row.birth_year - (row.is_joker ? 1 : 0));
  });

  it('plays every finished match consistently: score from regular goals, events by squad players', async () => {
    const finished = await db
      .selectFrom('matches')
      .select(['id', 'technical_result'])
      .where('status', '=', 'finished')
      .execute();
    expect(finished.length).toBeGreaterThan(100);
    const outsiders = await sql<{ n: number }>`
      select count(*)::int as n from (
        select match_id, player_id from goals where player_id is not null
        union all select match_id, player_id from punishments where player_id is not null
        union all select match_id, player_in_id from replacements
        union all select match_id, player_out_id from replacements
        union all select match_id, player_id from missed_penalties
      ) e
      where not exists (select 1 from match_squads s where s.match_id = e.match_id and s.player_id = e.player_id)`.execute(
      db,
    );
    expect(outsiders.rows[0].n).toBe(0);
    // A player substituted out or sent off does not come back or score later.
    const afterExit = await sql<{ n: number }>`
      select count(*)::int as n from goals g
      join replacements r on r.match_id = g.match_id and r.player_out_id = g.player_id
      where g.match_scope = 'regular' and g.minute > r.minute`.execute(db);
    expect(afterExit.rows[0].n).toBe(0);
    const technical = finished.filter((m) => m.technical_result !== null);
    expect(technical).toHaveLength(1);
    const technicalEvents = await db.selectFrom('goals').select('id').where('match_id', '=', technical[0].id).execute();
    expect(technicalEvents).toHaveLength(0);
  });

  it('covers every kind of event at least once', async () => {
    const methods = await db.selectFrom('goals').select('method').distinct().execute();
    expect(methods.map((m) => m.method).sort()).toEqual(['assistant', 'free-kick', 'goal', 'own_goal', 'penalty']);
    const cards = await db.selectFrom('punishments').select('card').distinct().execute();
    expect(cards.map((c) => c.card).sort()).toEqual(['red', 'second_yellow', 'yellow']);
    const scopes = await db.selectFrom('punishments').select('match_scope').distinct().execute();
    expect(scopes.map((s) => s.match_scope)).toContain('before');
    const shootout = await db
      .selectFrom('goals')
      .select('match_id')
      .where('match_scope', '=', 'after')
      .distinct()
      .execute();
    expect(shootout).toHaveLength(1);
    // Missed penalties both in a shoot-out and in the regular time.
    const missScopes = await db.selectFrom('missed_penalties').select('match_scope').distinct().execute();
    expect(missScopes.map((s) => s.match_scope)).toEqual(expect.arrayContaining(['after', 'regular']));
    const statuses = await db.selectFrom('matches').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['finished', 'live', 'postponed', 'scheduled']);
    const possession = await db
      .selectFrom('match_statistics')
      .select(['host_value', 'guest_value'])
      .where('metric', '=', 'pure_possession_of_the_ball')
      .limit(20)
      .execute();
    for (const row of possession) {
      expect(row.host_value).toMatch(/^\d{2}:\d{2}$/);
      expect(row.guest_value).toMatch(/^\d{2}:\d{2}$/);
    }
    const crews = await sql<{
      n: number;
    }>`select count(*)::int as n from (select match_id from match_referees group by match_id having count(distinct role) <> 6) x`.execute(
      db,
    );
    expect(crews.rows[0].n).toBe(0);
  });

  it('has mixed application and departure statuses for the team account', async () => {
    const ownClub = await teamAdminClub(db);
    const departures = await db
      .selectFrom('departures as d')
      .innerJoin('teams as t', 't.id', 'd.team_id')
      .select('d.status')
      .where('t.club_id', '=', ownClub)
      .execute();
    expect(new Set(departures.map((d) => d.status)).size).toBeGreaterThanOrEqual(5);
    const applications = await db.selectFrom('player_applications').select('status').distinct().execute();
    expect(applications.map((a) => a.status).sort()).toEqual([
      'disqualified',
      'empty',
      'pending',
      'rejected',
      'submitted',
      'unsubmitted',
    ]);
    const history = await db.selectFrom('application_status_history').select('to_status').distinct().execute();
    expect(history.map((h) => h.to_status)).toEqual(
      expect.arrayContaining(['pending', 'submitted', 'rejected', 'unsubmitted']),
    );
  });

  it('reseeds (truncate + seed) to the same state', async () => {
    const before = await counts(db);
    await reseed(db, { baseDate: DEMO_BASE_DATE });
    expect(await counts(db)).toEqual(before);
    // Sequences continue after the seeded ids.
    const inserted = await db
      .insertInto('countries')
      .values({ code: 'TJ', title_kk: 'Тәжікстан', title_ru: 'Таджикистан', title_en: 'Tajikistan' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(before.countries + 1);
  });
});
