// Cabinet users, their bearer tokens (stored as sha256) and notifications.
import type { Kysely } from 'kysely';
import { bigId, createdAt, dropTables, id, run, timestamps } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table users (
      ${id},
      role_id integer not null references roles (id),
      name text not null,
      email text not null,
      password_hash text not null,
      club_id integer references clubs (id),
      referee_id integer references referees (id),
      is_active boolean not null default true,
      last_login_at timestamptz,
      ${timestamps}
    )`,
    `create unique index users_email_lower_idx on users (lower(email))`,
    `create table auth_tokens (
      ${bigId},
      user_id integer not null references users (id) on delete cascade,
      token_hash char(64) not null unique,
      ${createdAt},
      expires_at timestamptz not null,
      revoked_at timestamptz,
      last_used_at timestamptz,
      ip text,
      user_agent text
    )`,
    `create index auth_tokens_user_id_idx on auth_tokens (user_id)`,
    `create table notifications (
      ${bigId},
      user_id integer not null references users (id) on delete cascade,
      kind text not null,
      payload jsonb not null default '{}'::jsonb,
      seen_at timestamptz,
      ${createdAt}
    )`,
    `create index notifications_user_unseen_idx on notifications (user_id, seen_at)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['notifications', 'auth_tokens', 'users']);
}
