// The tally the database keeps with each match (migration 20260308000100_match_tally) against the
// rules of the stats module that the tables used to apply to the events: on generated protocols
// (goals of every method and scope, cards in any mix per player, shoot-out misses), after
// updates that move events between matches or sides, after deletes and a player's removal, for
// every seeded match, and, on PostgreSQL, with two writers adding goals to one match at once
// (also after each inserted a row that names the match).
import fc from 'fast-check';
import { sql } from 'kysely';
import { toMatchInputs } from '../../../src/modules/matches/match-inputs';
import {
  listMatches,
  loadEvents,
  TALLY_COLUMNS,
  type MatchTallyRow,
} from '../../../src/modules/matches/matches.repository';
import * as stats from '../../../src/modules/stats/index';
import { dbTargets } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

const SEED = 20_261_125;

describe.each(dbTargets)('the match tally on %s', (target) => {
  let matchIds: number[];
  let players: { host: number[]; guest: number[] };

  const t = suiteApp({ target, seed: 'demo' }, 120_000);
  beforeAll(async () => {
    const rows = await t.db
      .selectFrom('matches')
      .select(['id', 'host_team_id', 'guest_team_id'])
      .where('status', '=', 'scheduled')
      .orderBy('id')
      .limit(2)
      .execute();
    matchIds = rows.map((r) => r.id);
    const squad = (teamId: number) =>
      t.db
        .selectFrom('players')
        .select('id')
        .where('id', 'in', t.db.selectFrom('team_players').select('player_id').where('team_id', '=', teamId))
        .orderBy('id')
        .limit(4)
        .execute();
    players = {
      host: (await squad(rows[0].host_team_id)).map((p) => p.id),
      guest: (await squad(rows[0].guest_team_id)).map((p) => p.id),
    };
  }, 120_000);

  const stored = async (id: number): Promise<MatchTallyRow> =>
    t.db.selectFrom('matches').select(TALLY_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();

  /** What the stats functions count from the match's events (its stored tally left out). */
  async function counted(id: number): Promise<MatchTallyRow> {
    const rows = await listMatches(t.db, 'kk', { ids: [id] });
    const { tally: _stored, ...input } = toMatchInputs(rows, await loadEvents(t.db, [id]))[0];
    const { regular, shootout } = stats.countScore(input);
    return {
      host_goals: regular.host,
      guest_goals: regular.guest,
      host_shootout: shootout?.host ?? null,
      guest_shootout: shootout?.guest ?? null,
      host_fair_play: stats.sideDisciplinaryPoints(input.punishments, 'host'),
      guest_fair_play: stats.sideDisciplinaryPoints(input.punishments, 'guest'),
    };
  }

  const clear = async (id: number) => {
    for (const table of ['goals', 'punishments', 'missed_penalties'] as const)
      await t.db.deleteFrom(table).where('match_id', '=', id).execute();
  };

  const side = fc.constantFrom<'host' | 'guest'>('host', 'guest');
  const scope = fc.constantFrom<'before' | 'regular' | 'after'>('before', 'regular', 'regular', 'regular', 'after');
  /** A player of the side, or none (a removed player's events keep no player). */
  const player = fc.option(fc.nat(3), { nil: null });
  const goal = fc.record({
    side,
    scope,
    player,
    method: fc.constantFrom('goal', 'penalty', 'free-kick', 'own_goal', 'assistant'),
  });
  const card = fc.record({ side, scope, player, card: fc.constantFrom('yellow', 'yellow', 'second_yellow', 'red') });
  const miss = fc.record({ side, scope, player });
  const protocol = fc.record({
    goals: fc.array(goal, { maxLength: 8 }),
    cards: fc.array(card, { maxLength: 8 }),
    misses: fc.array(miss, { maxLength: 3 }),
  });

  it('equals what the stats count on generated protocols', async () => {
    const id = matchIds[0];
    const playerOf = (s: 'host' | 'guest', index: number | null) =>
      index === null ? null : players[s][index % players[s].length];
    const minute = (s: string, i: number) => (s === 'regular' ? 1 + i : null);
    await fc.assert(
      fc.asyncProperty(protocol, async ({ goals, cards, misses }) => {
        await clear(id);
        // One statement per table, as the protocol saves them, and one row at a time for the rest.
        if (goals.length)
          await t.db
            .insertInto('goals')
            .values(
              goals.map((g, i) => ({
                match_id: id,
                team_type: g.side,
                player_id: playerOf(g.side, g.player),
                method: g.method,
                minute: minute(g.scope, i),
                match_scope: g.scope,
              })),
            )
            .execute();
        for (const [i, c] of cards.entries())
          await t.db
            .insertInto('punishments')
            .values({
              match_id: id,
              team_type: c.side,
              player_id: playerOf(c.side, c.player),
              card: c.card,
              minute: minute(c.scope, i),
              match_scope: c.scope,
            })
            .execute();
        for (const [i, m] of misses.entries())
          await t.db
            .insertInto('missed_penalties')
            .values({
              match_id: id,
              team_type: m.side,
              player_id: playerOf(m.side, m.player),
              failure: 'saved',
              minute: minute(m.scope, i),
              match_scope: m.scope,
            })
            .execute();
        expect(await stored(id)).toEqual(await counted(id));
      }),
      { seed: SEED, numRuns: target === 'pglite' ? 60 : 30 },
    );
  });

  it('follows updates and deletes, on both matches an event moves between', async () => {
    const [a, b] = matchIds;
    await clear(a);
    await clear(b);
    await t.db
      .insertInto('goals')
      .values([
        {
          match_id: a,
          team_type: 'host',
          player_id: players.host[0],
          method: 'goal',
          minute: 10,
          match_scope: 'regular',
        },
        {
          match_id: a,
          team_type: 'host',
          player_id: players.host[1],
          method: 'goal',
          minute: 20,
          match_scope: 'regular',
        },
      ])
      .execute();
    await t.db
      .insertInto('punishments')
      .values([
        {
          match_id: a,
          team_type: 'guest',
          player_id: players.guest[0],
          card: 'yellow',
          minute: 30,
          match_scope: 'regular',
        },
        {
          match_id: a,
          team_type: 'guest',
          player_id: players.guest[0],
          card: 'yellow',
          minute: 40,
          match_scope: 'regular',
        },
      ])
      .execute();
    expect(await stored(a)).toMatchObject({ host_goals: 2, guest_goals: 0, guest_fair_play: 3 });

    // An own goal now: it counts for the guest.
    await t.db
      .updateTable('goals')
      .set({ method: 'own_goal' })
      .where('match_id', '=', a)
      .where('minute', '=', 20)
      .execute();
    expect(await stored(a)).toMatchObject({ host_goals: 1, guest_goals: 1 });

    // Moved to the other match: both are recounted.
    await t.db.updateTable('goals').set({ match_id: b }).where('match_id', '=', a).where('minute', '=', 10).execute();
    expect(await stored(a)).toMatchObject({ host_goals: 0, guest_goals: 1 });
    expect(await stored(b)).toMatchObject({ host_goals: 1, guest_goals: 0 });

    // One of the two yellows gone: no more a sending-off.
    await t.db.deleteFrom('punishments').where('match_id', '=', a).where('minute', '=', 40).execute();
    expect(await stored(a)).toMatchObject({ guest_fair_play: 1 });
    expect(await stored(a)).toEqual(await counted(a));
    expect(await stored(b)).toEqual(await counted(b));
  });

  it('recounts when a removed player takes his name off the cards (the yellows of two players stay apart until then)', async () => {
    const id = matchIds[1];
    await clear(id);
    const [first, second] = players.guest;
    await t.db
      .insertInto('punishments')
      .values([
        { match_id: id, team_type: 'guest', player_id: first, card: 'yellow', minute: 5, match_scope: 'regular' },
        { match_id: id, team_type: 'guest', player_id: second, card: 'yellow', minute: 6, match_scope: 'regular' },
      ])
      .execute();
    expect((await stored(id)).guest_fair_play).toBe(2);
    // Both cards lose their player, as `on delete set null` does: the stats read them as one
    // unknown player with two yellows, and so does the tally.
    await t.db.updateTable('punishments').set({ player_id: null }).where('match_id', '=', id).execute();
    expect(await stored(id)).toEqual(await counted(id));
    expect((await stored(id)).guest_fair_play).toBe(3);
  });

  it('holds for every match of the demo league, as the migration counted them', async () => {
    const withEvents = await t.db
      .selectFrom('goals')
      .select('match_id')
      .distinct()
      .orderBy('match_id')
      .limit(40)
      .execute();
    expect(withEvents.length).toBeGreaterThan(0);
    for (const { match_id } of withEvents) expect(await stored(match_id)).toEqual(await counted(match_id));
  });

  if (target === 'postgres') {
    it('counts the goals of two writers to one match at once', async () => {
      const id = matchIds[0];
      await clear(id);
      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstInserted!: () => void;
      const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
      const goalRow = (minute: number) => ({
        match_id: id,
        team_type: 'host' as const,
        player_id: players.host[0],
        method: 'goal' as const,
        minute,
        match_scope: 'regular' as const,
      });
      const first = t.db.transaction().execute(async (trx) => {
        await trx.insertInto('goals').values(goalRow(1)).execute();
        firstInserted();
        await firstMayCommit;
      });
      await inserted;
      // The second writer's recount waits for the first one's lock on the match row.
      const second = t.db.transaction().execute(async (trx) => {
        await trx.insertInto('goals').values(goalRow(2)).execute();
      });
      await sql`select pg_sleep(0.2)`.execute(t.db);
      releaseFirst();
      await Promise.all([first, second]);
      expect((await stored(id)).host_goals).toBe(2);
    });

    it('counts the goals of two writers that each first inserted a row naming the match', async () => {
      // An idempotency key, as the protocol stores before its event: the foreign key takes a KEY
      // SHARE lock on the match row, which a recount locking `for update` would wait for — each
      // writer for the other's, a deadlock. The recount's `for no key update` does not wait for it.
      const id = matchIds[1];
      await clear(id);
      const user = await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      let named = 0;
      let bothNamed!: () => void;
      const both = new Promise<void>((resolve) => (bothNamed = resolve));
      const writer = (minute: number) =>
        t.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('match_event_keys')
            .values({
              match_id: id,
              idempotency_key: `tally-key-${minute}`,
              kind: 'goal',
              event_id: 0,
              user_id: user.id,
            })
            .execute();
          named += 1;
          if (named === 2) bothNamed();
          await both;
          await trx
            .insertInto('goals')
            .values({
              match_id: id,
              team_type: 'host',
              player_id: players.host[0],
              method: 'goal',
              minute,
              match_scope: 'regular',
            })
            .execute();
        });
      await Promise.all([writer(1), writer(2)]);
      expect((await stored(id)).host_goals).toBe(2);
      await t.db.deleteFrom('match_event_keys').where('match_id', '=', id).execute();
    });
  }
});
