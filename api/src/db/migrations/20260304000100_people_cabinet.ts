// The cabinet's players and staff: a status (active / inactive) on each person, the history of
// transfers between teams (who moved whom, when, from, to, and whether the old place was kept),
// the staff search text (players have one since 20260302000100_search) and an index for the
// duplicate check on identity numbers.
import type { Kysely } from 'kysely';
import { createdAt, dropTables, id, oneOf, run } from './ddl';

const all = (name: string) => ['kk', 'ru', 'en'].map((lang) => `${name}_${lang}`);
const staffNames = [...all('first_name'), ...all('last_name'), ...all('middle_name')]
  .map((column) => `coalesce(${column}, '')`)
  .join(` || ' ' || `);

const transfers = (table: string, person: string, people: string) => `create table ${table} (
  ${id},
  ${person} integer not null references ${people} (id) on delete cascade,
  from_team_id integer references teams (id) on delete set null,
  to_team_id integer not null references teams (id),
  kept boolean not null,
  by_user_id integer references users (id) on delete set null,
  ${createdAt}
)`;

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table players add column ${oneOf('status', ['active', 'inactive'], false, 'active')}`,
    `alter table staff add column ${oneOf('status', ['active', 'inactive'], false, 'active')}`,
    `create index players_identity_number_idx on players (identity_number)`,
    `create index staff_identity_number_idx on staff (identity_number)`,
    `alter table staff add column search_key text generated always as (league_search_key(${staffNames})) stored`,
    `create index staff_search_key_idx on staff using gin (to_tsvector('simple', search_key))`,
    transfers('player_transfers', 'player_id', 'players'),
    `create index player_transfers_player_id_idx on player_transfers (player_id)`,
    transfers('staff_transfers', 'staff_id', 'staff'),
    `create index staff_transfers_staff_id_idx on staff_transfers (staff_id)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['staff_transfers', 'player_transfers']);
  await run(db, [
    'drop index if exists staff_search_key_idx',
    'alter table staff drop column if exists search_key',
    'drop index if exists staff_identity_number_idx',
    'drop index if exists players_identity_number_idx',
    'alter table staff drop column if exists status',
    'alter table players drop column if exists status',
  ]);
}
