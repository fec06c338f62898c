// Clubs and their teams, players, staff (team representatives) and referees.
import type { Kysely } from 'kysely';
import { createdAt, dropTables, id, oneOf, run, timestamps, tr } from './ddl';

const names = `${tr('first_name')}, ${tr('last_name')}, ${tr('middle_name', false)}`;
const identity = `${oneOf('identity_kind', ['identification', 'passport'], true)}, identity_number text`;

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table clubs (
      ${id},
      slug text not null unique,
      ${tr('title')},
      city_id integer references cities (id),
      logo text,
      founded_year smallint,
      website text,
      ${tr('description', false)},
      sort integer not null default 0,
      archived_at timestamptz,
      ${timestamps}
    )`,
    `create index clubs_city_id_idx on clubs (city_id)`,
    `create table teams (
      ${id},
      club_id integer not null references clubs (id),
      slug text not null unique,
      ${tr('title')},
      birth_year smallint not null check (birth_year between 1950 and 2100),
      is_woman_squad boolean not null default false,
      position integer not null default 0,
      is_active boolean not null default true,
      logo text,
      ${timestamps}
    )`,
    `create index teams_club_id_idx on teams (club_id)`,
    `create table players (
      ${id},
      slug text not null unique,
      ${names},
      ${oneOf('gender', ['male', 'female'], false, 'male')},
      birth_date date not null,
      ${oneOf('position', ['GK', 'DF', 'MF', 'FW'])},
      number smallint check (number between 1 and 99),
      is_pupil boolean not null default false,
      is_captain boolean not null default false,
      is_joker boolean not null default false,
      height_cm smallint check (height_cm between 50 and 250),
      weight_kg smallint check (weight_kg between 10 and 200),
      ${identity},
      citizenship_country_id integer references countries (id),
      photo text,
      ${timestamps}
    )`,
    `create index players_last_name_kk_idx on players (last_name_kk)`,
    `create index players_birth_date_idx on players (birth_date)`,
    // Membership: a player stays listed with a team until transferred without keeping (left_at).
    `create table team_players (
      ${id},
      team_id integer not null references teams (id),
      player_id integer not null references players (id) on delete cascade,
      number smallint check (number between 1 and 99),
      is_active boolean not null default true,
      joined_at date,
      left_at date,
      ${createdAt},
      unique (team_id, player_id)
    )`,
    `create index team_players_player_id_idx on team_players (player_id)`,
    `create table staff (
      ${id},
      slug text not null unique,
      ${names},
      ${oneOf('kind', ['head_coach', 'coach', 'goalkeeper_coach', 'fitness_coach', 'doctor', 'administrator'], false, 'coach')},
      ${tr('position', false)},
      birth_date date,
      phone text,
      email text,
      ${identity},
      license_number text,
      photo text,
      ${tr('biography', false)},
      ${timestamps}
    )`,
    `create table team_staff (
      ${id},
      team_id integer not null references teams (id),
      staff_id integer not null references staff (id) on delete cascade,
      is_active boolean not null default true,
      joined_at date,
      left_at date,
      ${createdAt},
      unique (team_id, staff_id)
    )`,
    `create index team_staff_staff_id_idx on team_staff (staff_id)`,
    `create table referees (
      ${id},
      slug text not null unique,
      ${names},
      birth_date date,
      city_id integer references cities (id),
      ${tr('category', false)},
      photo text,
      is_active boolean not null default true,
      ${timestamps}
    )`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['referees', 'team_staff', 'staff', 'team_players', 'players', 'teams', 'clubs']);
}
