// Appointments of match officials (ADR 0213): a crew row is an offer until the official answers
// (`status`: offered → accepted | declined, with the decline's reason); rows made before this, and
// crews set directly on the protocol, are accepted. Officials mark the days they cannot officiate.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table match_referees add column status text not null default 'accepted'
       check (status in ('offered', 'accepted', 'declined'))`,
    `alter table match_referees add column decline_reason text check (decline_reason is null or length(decline_reason) <= 1000)`,
    `alter table match_referees add column offered_at timestamptz`,
    `alter table match_referees add column answered_at timestamptz`,
    `create table referee_unavailable_days (
       referee_id integer not null references referees(id) on delete cascade,
       day date not null,
       primary key (referee_id, day)
     )`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    `drop table if exists referee_unavailable_days`,
    `alter table match_referees drop column if exists answered_at`,
    `alter table match_referees drop column if exists offered_at`,
    `alter table match_referees drop column if exists decline_reason`,
    `alter table match_referees drop column if exists status`,
  ]);
}
