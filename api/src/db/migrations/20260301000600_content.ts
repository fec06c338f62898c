// Public content: news, media, videos, press, sport analytics, static pages, banners,
// partners, ambassadors (trustees), employees, public documents, contacts, and feedback.
import type { Kysely } from 'kysely';
import { createdAt, dropTables, id, oneOf, run, timestamps, tr } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table news (
      ${id},
      slug text not null unique,
      published_at timestamptz not null,
      is_published boolean not null default true,
      image text,
      ${tr('title')},
      ${tr('lead', false)},
      ${tr('body', false)},
      tags text[] not null default '{}',
      match_id integer references matches (id) on delete set null,
      team_id integer references teams (id) on delete set null,
      tournament_id integer references tournaments (id) on delete set null,
      ${timestamps}
    )`,
    `create index news_published_at_idx on news (published_at desc)`,
    `create index news_match_id_idx on news (match_id)`,
    `create table media_albums (
      ${id},
      slug text not null unique,
      ${tr('title')},
      date date not null,
      cover_image text,
      tournament_id integer references tournaments (id) on delete set null,
      match_id integer references matches (id) on delete set null,
      ${timestamps}
    )`,
    `create index media_albums_date_idx on media_albums (date desc)`,
    `create index media_albums_match_id_idx on media_albums (match_id)`,
    `create table media_images (
      ${id},
      album_id integer not null references media_albums (id) on delete cascade,
      path text not null,
      ${tr('caption', false)},
      sort integer not null default 0
    )`,
    `create index media_images_album_id_idx on media_images (album_id)`,
    `create table videos (
      ${id},
      season_id integer references seasons (id) on delete set null,
      tournament_id integer references tournaments (id) on delete set null,
      match_id integer references matches (id) on delete set null,
      ${tr('title')},
      url text not null,
      thumbnail text,
      published_at timestamptz not null,
      ${createdAt}
    )`,
    `create index videos_season_id_idx on videos (season_id)`,
    `create table press_items (
      ${id},
      year smallint not null,
      ${tr('title')},
      source text,
      url text,
      image text,
      published_at date,
      ${createdAt}
    )`,
    `create index press_items_year_idx on press_items (year)`,
    `create table sport_analytics (
      ${id},
      slug text not null unique,
      year smallint not null,
      ${tr('title')},
      ${tr('lead', false)},
      ${tr('body', false)},
      image text,
      file_path text,
      file_size integer,
      file_mime text,
      published_at timestamptz not null,
      ${timestamps}
    )`,
    `create index sport_analytics_year_idx on sport_analytics (year)`,
    `create table pages (${id}, slug text not null unique, ${tr('title')}, ${tr('body', false)}, updated_at timestamptz not null default now())`,
    `create table banners (
      ${id},
      placement text not null,
      ${tr('title', false)},
      image text not null,
      url text,
      sort integer not null default 0,
      is_active boolean not null default true,
      starts_at timestamptz,
      ends_at timestamptz,
      ${createdAt}
    )`,
    `create table partners (
      ${id},
      ${tr('name')},
      logo text,
      url text,
      ${oneOf('kind', ['general', 'official', 'media', 'partner'], false, 'partner')},
      sort integer not null default 0,
      is_active boolean not null default true,
      ${createdAt}
    )`,
    `create table trustees (${id}, slug text not null unique, ${tr('full_name')}, ${tr('description', false)}, photo text, sort integer not null default 0, ${createdAt})`,
    `create table employees (
      ${id},
      ${tr('full_name')},
      ${tr('position', false)},
      photo text,
      email text,
      phone text,
      sort integer not null default 0,
      ${createdAt}
    )`,
    `create table public_documents (
      ${id},
      ${tr('title')},
      category text,
      file_path text not null,
      size_bytes integer not null check (size_bytes >= 0),
      mime text not null,
      sort integer not null default 0,
      published_at timestamptz,
      ${createdAt}
    )`,
    `create table contacts (${id}, kind text not null, ${tr('value')}, url text, sort integer not null default 0)`,
    `create table feedback (
      ${id},
      name text not null,
      phone char(11) not null check (phone ~ '^[0-9]{11}$'),
      email text,
      text text not null,
      ip text,
      user_agent text,
      ${createdAt}
    )`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'feedback',
    'contacts',
    'public_documents',
    'employees',
    'trustees',
    'partners',
    'banners',
    'pages',
    'sport_analytics',
    'press_items',
    'videos',
    'media_images',
    'media_albums',
    'news',
  ]);
}
