// The referee's match protocol: a version per protocol part (a save over a newer version is
// refused with 409, so nobody overwrites what another device saved), and the idempotency keys
// of event writes (a double tap or a retry records one event, never two).
import type { Kysely } from 'kysely';
import { createdAt, id, run } from './ddl';

const VERSIONS = [
  'protocol_version',
  'events_version',
  'additions_version',
  'host_squad_version',
  'guest_squad_version',
];

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    ...VERSIONS.map((column) => `alter table matches add column ${column} integer not null default 1`),
    `create table match_event_keys (
      ${id},
      match_id integer not null references matches (id) on delete cascade,
      idempotency_key text not null check (length(idempotency_key) between 8 and 100),
      kind text not null,
      event_id integer not null,
      user_id integer references users (id) on delete set null,
      ${createdAt},
      unique (match_id, idempotency_key)
    )`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    `drop table if exists match_event_keys`,
    ...VERSIONS.map((column) => `alter table matches drop column if exists ${column}`),
  ]);
}
