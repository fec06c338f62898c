// The match sheet checked and signed (ADR 0212): before kick-off each listed player may be marked
// "identity checked" or "refused to play"; after the final whistle the referee closes the sheet
// (`matches.sheet_closed_at`) and each team's official confirms it or records a dispute with a
// reason (`match_signoffs`, one per side); both confirmed locks the protocol. Every step, and a
// league's reopening with its reason, is a row of `match_sheet_history`.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table matches add column sheet_closed_at timestamptz`,
    `create table match_identity_checks (
       match_id integer not null references matches(id) on delete cascade,
       player_id integer not null references players(id) on delete cascade,
       status text not null check (status in ('checked', 'refused')),
       user_id integer references users(id) on delete set null,
       checked_at timestamptz not null default now(),
       primary key (match_id, player_id)
     )`,
    `create table match_signoffs (
       match_id integer not null references matches(id) on delete cascade,
       team_type text not null check (team_type in ('host', 'guest')),
       status text not null check (status in ('confirmed', 'disputed')),
       reason text check (reason is null or length(reason) <= 1000),
       official_user_id integer references users(id) on delete set null,
       on_device boolean not null default false,
       signed_at timestamptz not null default now(),
       primary key (match_id, team_type)
     )`,
    `create table match_sheet_history (
       id serial primary key,
       match_id integer not null references matches(id) on delete cascade,
       action text not null,
       team_type text check (team_type is null or team_type in ('host', 'guest')),
       player_id integer references players(id) on delete set null,
       reason text,
       user_id integer references users(id) on delete set null,
       at timestamptz not null default now()
     )`,
    `create index match_sheet_history_match on match_sheet_history (match_id, id)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    `drop table if exists match_sheet_history`,
    `drop table if exists match_signoffs`,
    `drop table if exists match_identity_checks`,
    `alter table matches drop column if exists sheet_closed_at`,
  ]);
}
