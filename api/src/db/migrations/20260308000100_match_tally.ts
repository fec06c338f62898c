// A match's tally kept with its row: the played score (regular time; an own goal counts for the
// other side), the penalty shoot-out (null when the match had none) and each side's fair-play
// points (per player: a yellow 1, a second yellow or two yellows 3 in all, a direct red 3 more).
// The derived tables (league table, form, checkerboard) and every match card read these six
// columns instead of the match's goals, cards and missed penalties.
//
// Triggers keep them: any insert, update or delete of goals, punishments or missed penalties,
// by the API, a script or a foreign key's cascade, recounts the matches it touched at the end of
// the statement, in the same transaction. The recount first locks those match rows, so
// concurrent writers to one match recount one after the other and each sees the other's events
// (a volatile function takes a fresh snapshot per statement under read committed).
// The rules are those of api/src/modules/stats (score.ts, cards.ts); a test compares
// the two on generated protocols (api/test/modules/matches/match-tally.test.ts).
import type { Kysely } from 'kysely';
import { run } from './ddl';

const EVENT_TABLES = ['goals', 'punishments', 'missed_penalties'];
export const TALLY_COLUMNS = [
  'host_goals',
  'guest_goals',
  'host_shootout',
  'guest_shootout',
  'host_fair_play',
  'guest_fair_play',
];

// For whom a goal counts: the scorer's side, or the other one for an own goal (boolean xor).
const forHost = `(team_type = 'host') <> (method = 'own_goal')`;
const forGuest = `(team_type = 'guest') <> (method = 'own_goal')`;

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table matches
      add column host_goals integer not null default 0,
      add column guest_goals integer not null default 0,
      add column host_shootout integer,
      add column guest_shootout integer,
      add column host_fair_play integer not null default 0,
      add column guest_fair_play integer not null default 0,
      add check ((host_shootout is null) = (guest_shootout is null))`,
    `create or replace function match_tally_refresh(ids integer[]) returns void language plpgsql volatile as $$
    begin
      if ids is null or cardinality(ids) = 0 then return; end if;
      perform 1 from matches where id = any(ids) order by id for update;
      update matches m set
        host_goals = g.host_goals,
        guest_goals = g.guest_goals,
        host_shootout = case when g.shootout_goals + p.shootout_misses > 0 then g.host_shootout end,
        guest_shootout = case when g.shootout_goals + p.shootout_misses > 0 then g.guest_shootout end,
        host_fair_play = c.host_points,
        guest_fair_play = c.guest_points
      from unnest(ids) as u (id)
      cross join lateral (
        select count(*) filter (where match_scope = 'regular' and ${forHost}) as host_goals,
               count(*) filter (where match_scope = 'regular' and ${forGuest}) as guest_goals,
               count(*) filter (where match_scope = 'after' and ${forHost}) as host_shootout,
               count(*) filter (where match_scope = 'after' and ${forGuest}) as guest_shootout,
               count(*) filter (where match_scope = 'after') as shootout_goals
        from goals where match_id = u.id
      ) g
      cross join lateral (
        select count(*) as shootout_misses from missed_penalties where match_id = u.id and match_scope = 'after'
      ) p
      cross join lateral (
        select coalesce(sum(points) filter (where team_type = 'host'), 0) as host_points,
               coalesce(sum(points) filter (where team_type = 'guest'), 0) as guest_points
        from (
          select team_type,
                 case when count(*) filter (where card = 'second_yellow') > 0 or count(*) filter (where card = 'yellow') >= 2 then 3
                      else count(*) filter (where card = 'yellow') end
                 + 3 * count(*) filter (where card = 'red') as points
          from punishments where match_id = u.id
          group by team_type, coalesce(player_id, 0)
        ) per_player
      ) c
      where m.id = u.id
        and (m.host_goals, m.guest_goals, m.host_shootout, m.guest_shootout, m.host_fair_play, m.guest_fair_play)
            is distinct from (g.host_goals::integer, g.guest_goals::integer,
                              case when g.shootout_goals + p.shootout_misses > 0 then g.host_shootout::integer end,
                              case when g.shootout_goals + p.shootout_misses > 0 then g.guest_shootout::integer end,
                              c.host_points::integer, c.guest_points::integer);
    end
    $$`,
    `create or replace function match_tally_after_events() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform match_tally_refresh(array(select distinct match_id from changed_rows));
      elsif tg_op = 'DELETE' then
        perform match_tally_refresh(array(select distinct match_id from removed_rows));
      else
        perform match_tally_refresh(array(select match_id from changed_rows union select match_id from removed_rows));
      end if;
      return null;
    end
    $$`,
    ...EVENT_TABLES.flatMap((table) => [
      `create trigger ${table}_tally_insert after insert on ${table} referencing new table as changed_rows for each statement execute function match_tally_after_events()`,
      `create trigger ${table}_tally_update after update on ${table} referencing old table as removed_rows new table as changed_rows for each statement execute function match_tally_after_events()`,
      `create trigger ${table}_tally_delete after delete on ${table} referencing old table as removed_rows for each statement execute function match_tally_after_events()`,
    ]),
    // The matches that already have events.
    `select match_tally_refresh(array(select distinct match_id from goals union select distinct match_id from punishments union select distinct match_id from missed_penalties))`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    ...EVENT_TABLES.flatMap((table) =>
      ['insert', 'update', 'delete'].map((op) => `drop trigger if exists ${table}_tally_${op} on ${table}`),
    ),
    'drop function if exists match_tally_after_events()',
    'drop function if exists match_tally_refresh(integer[])',
    `alter table matches ${TALLY_COLUMNS.map((column) => `drop column if exists ${column}`).join(', ')}`,
  ]);
}
