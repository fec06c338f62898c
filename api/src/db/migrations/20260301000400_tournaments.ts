// Tournaments, tours, team applications, player/staff applications with their status history,
// and the documents an application needs.
import type { Kysely } from 'kysely';
import { createdAt, dropTables, id, oneOf, run, timestamps, tr } from './ddl';

const STATUSES = ['empty', 'pending', 'rejected', 'submitted', 'unsubmitted', 'disqualified'];
const DOCUMENT_TYPES = [
  'additional_document',
  'club_enrollment_letter',
  'consent_to_data_processing',
  'depth_medical_examination',
  'heart_shot',
  'identity',
  'staff_license',
];

const documentColumns = `
  ${oneOf('type', DOCUMENT_TYPES)},
  file_path text not null,
  original_name text,
  size_bytes integer not null check (size_bytes >= 0),
  mime text not null,
  uploaded_by integer references users (id) on delete set null,
  ${createdAt}`;

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table tournaments (
      ${id},
      season_id integer not null references seasons (id),
      slug text not null unique,
      ${tr('title')},
      ${oneOf('format', ['league', 'cup'], false, 'league')},
      age_group text not null,
      birth_year_from smallint not null,
      birth_year_to smallint not null,
      ${oneOf('gender', ['male', 'female'], false, 'male')},
      match_length_minutes smallint not null default 80 check (match_length_minutes between 10 and 150),
      joker_quota smallint not null default 2 check (joker_quota >= 0),
      table_rules jsonb not null default '{}'::jsonb,
      main boolean not null default false,
      active boolean not null default false,
      start_date date,
      end_date date,
      logo text,
      ${tr('description', false)},
      sort integer not null default 0,
      ${timestamps},
      check (birth_year_from <= birth_year_to),
      check (end_date is null or start_date is null or end_date >= start_date)
    )`,
    `create index tournaments_season_id_idx on tournaments (season_id)`,
    // At most one main tournament (the one on the home page).
    `create unique index tournaments_one_main_idx on tournaments (main) where main`,
    `create table tours (
      ${id},
      tournament_id integer not null references tournaments (id) on delete cascade,
      number smallint not null,
      ${tr('title')},
      start_date date,
      end_date date,
      unique (tournament_id, number)
    )`,
    `create table tournament_teams (
      ${id},
      tournament_id integer not null references tournaments (id) on delete cascade,
      team_id integer not null references teams (id),
      ${oneOf('status', STATUSES, false, 'pending')},
      group_name text,
      seed_position smallint,
      reject_reason text,
      submitted_at timestamptz,
      ${timestamps},
      unique (tournament_id, team_id)
    )`,
    `create index tournament_teams_team_id_idx on tournament_teams (team_id)`,
    `create table player_applications (
      ${id},
      tournament_id integer not null,
      team_id integer not null,
      player_id integer not null references players (id) on delete cascade,
      number smallint check (number between 1 and 99),
      ${oneOf('status', STATUSES, false, 'empty')},
      reject_reason text,
      submitted_at timestamptz,
      ${timestamps},
      foreign key (tournament_id, team_id) references tournament_teams (tournament_id, team_id) on delete cascade,
      unique (tournament_id, team_id, player_id)
    )`,
    `create index player_applications_player_id_idx on player_applications (player_id)`,
    `create index player_applications_team_status_idx on player_applications (team_id, status)`,
    `create table staff_applications (
      ${id},
      tournament_id integer not null,
      team_id integer not null,
      staff_id integer not null references staff (id) on delete cascade,
      ${oneOf('status', STATUSES, false, 'empty')},
      reject_reason text,
      submitted_at timestamptz,
      ${timestamps},
      foreign key (tournament_id, team_id) references tournament_teams (tournament_id, team_id) on delete cascade,
      unique (tournament_id, team_id, staff_id)
    )`,
    `create index staff_applications_staff_id_idx on staff_applications (staff_id)`,
    `create table application_status_history (
      ${id},
      player_application_id integer references player_applications (id) on delete cascade,
      staff_application_id integer references staff_applications (id) on delete cascade,
      ${oneOf('from_status', STATUSES, true)},
      ${oneOf('to_status', STATUSES)},
      reason text,
      changed_by integer references users (id) on delete set null,
      changed_at timestamptz not null default now(),
      check (num_nonnulls(player_application_id, staff_application_id) = 1)
    )`,
    `create index application_history_player_idx on application_status_history (player_application_id)`,
    `create index application_history_staff_idx on application_status_history (staff_application_id)`,
    `create table player_documents (${id}, player_id integer not null references players (id) on delete cascade, ${documentColumns})`,
    `create index player_documents_player_id_idx on player_documents (player_id)`,
    `create table staff_documents (${id}, staff_id integer not null references staff (id) on delete cascade, ${documentColumns})`,
    `create index staff_documents_staff_id_idx on staff_documents (staff_id)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'staff_documents',
    'player_documents',
    'application_status_history',
    'staff_applications',
    'player_applications',
    'tournament_teams',
    'tours',
    'tournaments',
  ]);
}
