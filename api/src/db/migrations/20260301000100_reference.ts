// Reference data: geography, seasons, interface translations and cabinet roles.
import type { Kysely } from 'kysely';
import { createdAt, dropTables, id, oneOf, run, timestamps, tr } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table countries (${id}, code char(2) not null unique, ${tr('title')})`,
    `create table cities (${id}, country_id integer not null references countries (id), slug text not null unique, ${tr('title')})`,
    `create index cities_country_id_idx on cities (country_id)`,
    `create table stadiums (
      ${id},
      city_id integer references cities (id),
      slug text not null unique,
      ${tr('title')},
      ${tr('address', false)},
      capacity integer check (capacity >= 0),
      latitude double precision,
      longitude double precision,
      photo text,
      ${timestamps}
    )`,
    `create index stadiums_city_id_idx on stadiums (city_id)`,
    `create table seasons (${id}, year smallint not null unique check (year between 2000 and 2100), ${tr('title')}, ${createdAt})`,
    // Interface strings edited by staff; `key` is global, `tag` groups keys for one screen or handbook.
    `create table translations (
      ${id},
      key text not null unique,
      tag text not null,
      kk text not null,
      ru text,
      en text,
      updated_at timestamptz not null default now()
    )`,
    `create index translations_tag_idx on translations (tag)`,
    `create table roles (${id}, ${oneOf('slug', ['super_admin', 'command_admin', 'referee', 'provider', 'media_manager'])} unique, ${tr('title')})`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['roles', 'translations', 'seasons', 'stadiums', 'cities', 'countries']);
}
