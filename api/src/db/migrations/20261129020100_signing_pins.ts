// A team official's signing PIN (ADR 0251): six digits, stored as a scrypt hash like a password,
// used to sign a match sheet on the referee's device. Wrong PINs are counted per official; the
// fifth in a row refuses that PIN until `locked_until`.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table signing_pins (
       user_id integer primary key references users(id) on delete cascade,
       pin_hash text not null,
       failures integer not null default 0 check (failures >= 0),
       locked_until timestamptz,
       updated_at timestamptz not null default now()
     )`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [`drop table if exists signing_pins`]);
}
