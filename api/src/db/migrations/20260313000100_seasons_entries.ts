// Seasons the league runs from the cabinet and teams' requests to enter a tournament (ADR 0175,
// 0176). A season gets its dates (end after start) and `current`: at most one current season, held
// by a partial unique index (the make-current write also locks the seasons, so exactly one stays
// current). Existing seasons take their calendar year; the latest one is current.
// A tournament gets an entry window (`entry_opens_on`..`entry_closes_on`, both days included).
// `entry_requests`: one row per request; a team has at most one open (pending) or accepted request
// per tournament (partial unique index), a refused one may ask again.
import type { Kysely } from 'kysely';
import { id, run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table seasons add column start_date date, add column end_date date, add column current boolean not null default false, add column updated_at timestamptz not null default now()`,
    `update seasons set start_date = make_date(year, 1, 1), end_date = make_date(year, 12, 31)`,
    `update seasons set current = true where id = (select id from seasons order by year desc limit 1)`,
    `alter table seasons alter column start_date set not null, alter column end_date set not null, add constraint seasons_dates_order check (end_date > start_date)`,
    `create unique index seasons_one_current on seasons (current) where current`,
    `alter table tournaments add column entry_opens_on date, add column entry_closes_on date, add constraint tournaments_entry_window check (entry_closes_on is null or entry_opens_on is null or entry_closes_on >= entry_opens_on)`,
    `create table entry_requests (
      ${id},
      tournament_id integer not null references tournaments (id) on delete cascade,
      team_id integer not null references teams (id) on delete cascade,
      status text not null default 'pending' check (status in ('pending', 'accepted', 'refused')),
      reason text,
      requested_by integer references users (id) on delete set null,
      decided_by integer references users (id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create unique index entry_requests_open on entry_requests (tournament_id, team_id) where status in ('pending', 'accepted')`,
    `create index entry_requests_team_idx on entry_requests (team_id)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    'drop table if exists entry_requests',
    'alter table tournaments drop constraint if exists tournaments_entry_window, drop column if exists entry_opens_on, drop column if exists entry_closes_on',
    'drop index if exists seasons_one_current',
    'alter table seasons drop constraint if exists seasons_dates_order, drop column if exists start_date, drop column if exists end_date, drop column if exists current, drop column if exists updated_at',
  ]);
}
