// Matches with referee crews, squads, the four event lists, statistics, and departures.
import type { Kysely } from 'kysely';
import { createdAt, dropTables, id, oneOf, run, timestamps } from './ddl';

const side = oneOf('team_type', ['host', 'guest']);
const scope = oneOf('match_scope', ['before', 'regular', 'after'], false, 'regular');
// Minutes: a regular-time event has one; pre-match and shoot-out events may not.
const timing = `
  minute smallint check (minute between 0 and 200),
  additional_minute smallint check (additional_minute between 0 and 30),
  ${scope},
  ${createdAt},
  check (match_scope <> 'regular' or minute is not null)`;

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table matches (
      ${id},
      tournament_id integer not null references tournaments (id) on delete cascade,
      tour_id integer references tours (id) on delete set null,
      host_team_id integer not null references teams (id),
      guest_team_id integer not null references teams (id),
      stadium_id integer references stadiums (id) on delete set null,
      date_time timestamptz,
      ${oneOf('status', ['scheduled', 'live', 'finished', 'postponed', 'cancelled'], false, 'scheduled')},
      ${oneOf('technical_result', ['host_win', 'guest_win'], true)},
      broadcast_url text,
      host_color text,
      guest_color text,
      spectators integer check (spectators >= 0),
      additions jsonb not null default '{}'::jsonb,
      protocol_confirmed_at timestamptz,
      ${timestamps},
      check (host_team_id <> guest_team_id)
    )`,
    `create index matches_tournament_date_idx on matches (tournament_id, date_time)`,
    `create index matches_tour_id_idx on matches (tour_id)`,
    `create index matches_host_team_id_idx on matches (host_team_id)`,
    `create index matches_guest_team_id_idx on matches (guest_team_id)`,
    `create index matches_date_time_idx on matches (date_time)`,
    `create table match_referees (
      ${id},
      match_id integer not null references matches (id) on delete cascade,
      referee_id integer not null references referees (id),
      ${oneOf('role', ['main_referee', 'first_assistant', 'second_assistant', 'backup_referee', 'inspector', 'delegate'])},
      unique (match_id, role)
    )`,
    `create index match_referees_referee_id_idx on match_referees (referee_id)`,
    `create table match_squads (
      ${id},
      match_id integer not null references matches (id) on delete cascade,
      team_id integer not null references teams (id),
      player_id integer not null references players (id),
      ${oneOf('kind', ['main', 'substitute'])},
      number smallint check (number between 1 and 99),
      is_captain boolean not null default false,
      ${oneOf('position', ['GK', 'DF', 'MF', 'FW'], true)},
      unique (match_id, player_id)
    )`,
    `create index match_squads_match_team_idx on match_squads (match_id, team_id)`,
    `create index match_squads_player_id_idx on match_squads (player_id)`,
    // team_type is the side of the player; an own goal counts for the other side.
    `create table goals (
      ${id},
      match_id integer not null references matches (id) on delete cascade,
      ${side},
      player_id integer references players (id) on delete set null,
      ${oneOf('method', ['penalty', 'free-kick', 'assistant', 'own_goal', 'goal'], false, 'goal')},
      assistant_player_id integer references players (id) on delete set null,
      ${timing},
      check (assistant_player_id is null or method = 'assistant')
    )`,
    `create index goals_match_id_idx on goals (match_id)`,
    `create index goals_player_id_idx on goals (player_id)`,
    `create index goals_assistant_player_id_idx on goals (assistant_player_id)`,
    `create table punishments (
      ${id},
      match_id integer not null references matches (id) on delete cascade,
      ${side},
      player_id integer references players (id) on delete set null,
      ${oneOf('card', ['yellow', 'second_yellow', 'red'])},
      ${oneOf(
        'removal_cause',
        [
          'serious_foul_play',
          'violent_conduct',
          'denying_goal_opportunity',
          'offensive_language',
          'unsporting_behaviour',
          'dissent',
          'second_yellow',
        ],
        true,
      )},
      ${timing}
    )`,
    `create index punishments_match_id_idx on punishments (match_id)`,
    `create index punishments_player_id_idx on punishments (player_id)`,
    `create table replacements (
      ${id},
      match_id integer not null references matches (id) on delete cascade,
      ${side},
      player_in_id integer references players (id) on delete set null,
      player_out_id integer references players (id) on delete set null,
      ${timing},
      check (player_in_id is null or player_out_id is null or player_in_id <> player_out_id)
    )`,
    `create index replacements_match_id_idx on replacements (match_id)`,
    `create table missed_penalties (
      ${id},
      match_id integer not null references matches (id) on delete cascade,
      ${side},
      player_id integer references players (id) on delete set null,
      goalkeeper_player_id integer references players (id) on delete set null,
      ${oneOf('failure', ['saved', 'post', 'miss'])},
      ${timing}
    )`,
    `create index missed_penalties_match_id_idx on missed_penalties (match_id)`,
    `create table match_statistics (
      ${id},
      match_id integer not null references matches (id) on delete cascade,
      metric text not null,
      host_value text,
      guest_value text,
      sort smallint not null default 0,
      unique (match_id, metric)
    )`,
    `create table departures (
      ${id},
      tournament_id integer not null references tournaments (id) on delete cascade,
      team_id integer not null references teams (id),
      match_id integer references matches (id) on delete cascade,
      tour_id integer references tours (id) on delete set null,
      ${oneOf('status', ['empty', 'empty-squad', 'pending', 'rejected', 'submitted', 'unsubmitted'], false, 'empty')},
      people_count smallint check (people_count between 0 and 100),
      reject_reason text,
      submitted_at timestamptz,
      reviewed_by integer references users (id) on delete set null,
      reviewed_at timestamptz,
      ${timestamps},
      unique (team_id, match_id)
    )`,
    `create index departures_tournament_status_idx on departures (tournament_id, status)`,
    `create table departure_squad (
      ${id},
      departure_id integer not null references departures (id) on delete cascade,
      player_id integer references players (id) on delete cascade,
      staff_id integer references staff (id) on delete cascade,
      ${createdAt},
      check (num_nonnulls(player_id, staff_id) = 1),
      unique (departure_id, player_id),
      unique (departure_id, staff_id)
    )`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'departure_squad',
    'departures',
    'match_statistics',
    'missed_penalties',
    'replacements',
    'punishments',
    'goals',
    'match_squads',
    'match_referees',
    'matches',
  ]);
}
