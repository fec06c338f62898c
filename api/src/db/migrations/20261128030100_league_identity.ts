// The league's identity (one row, id 1): names and short names in kk/ru/en, the logo's public
// path, two colours, contacts, social links and about text. Null means "the default" (the names
// the product was built with, @league/shared's DEFAULT_IDENTITY), so an empty database shows a
// sensible league and the row never has to be created by a first write (no insert race).
// `version` moves with every write (0: never saved).
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table league_settings (
      id integer primary key check (id = 1),
      name_kk text, name_ru text, name_en text,
      short_name_kk text, short_name_ru text, short_name_en text,
      logo text,
      color_primary text check (color_primary ~ '^#[0-9a-fA-F]{6}$'),
      color_accent text check (color_accent ~ '^#[0-9a-fA-F]{6}$'),
      contact_email text, contact_phone text,
      address_kk text, address_ru text, address_en text,
      social jsonb not null default '[]'::jsonb,
      about_kk text, about_ru text, about_en text,
      version integer not null default 0,
      updated_at timestamptz,
      updated_by integer references users (id) on delete set null
    )`,
    `insert into league_settings (id) values (1)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, ['drop table if exists league_settings']);
}
