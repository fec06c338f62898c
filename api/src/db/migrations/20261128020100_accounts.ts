// Accounts beyond the first super_admin (ADR 0220): invitations (an e-mail, a role and its scope;
// the link's token stored as sha256 only, one open invitation per e-mail), password resets (the
// same, short-lived), the account mail outbox (mail to an address that has no account yet — the
// link leaves the row once the mail is sent) and two-factor sign-in of a super_admin (ADR 0221).
import type { Kysely } from 'kysely';
import { bigId, createdAt, id, oneOf, run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `create table invitations (
      ${id},
      email text not null check (email = lower(email)),
      name text not null,
      role_id integer not null references roles (id),
      club_id integer references clubs (id),
      referee_id integer references referees (id),
      ${oneOf('language', ['kk', 'ru', 'en'], false, 'kk')},
      token_hash char(64) not null unique,
      expires_at timestamptz not null,
      created_by integer references users (id) on delete set null,
      ${createdAt},
      sent_at timestamptz not null default now(),
      accepted_at timestamptz,
      user_id integer references users (id) on delete set null,
      revoked_at timestamptz
    )`,
    // One open invitation per address: two invitations of one e-mail at once make one.
    `create unique index invitations_open_email_idx on invitations (email) where accepted_at is null and revoked_at is null`,
    `create table password_resets (
      ${bigId},
      user_id integer not null references users (id) on delete cascade,
      token_hash char(64) not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      ${createdAt}
    )`,
    `create index password_resets_user_idx on password_resets (user_id)`,
    `create table account_mail (
      ${bigId},
      email text not null,
      ${oneOf('kind', ['invitation', 'password_reset', 'no_account'])},
      ${oneOf('language', ['kk', 'ru', 'en'])},
      link text,
      name text,
      role text,
      ${oneOf('state', ['due', 'sending', 'sent', 'failed'], false, 'due')},
      claimed_at timestamptz,
      tries integer not null default 0,
      ${createdAt}
    )`,
    `create index account_mail_due_idx on account_mail (id) where state in ('due', 'sending')`,
    `alter table users add column totp_secret text`,
    `alter table users add column totp_enabled_at timestamptz`,
    `alter table users add column totp_last_step bigint`,
    `create table recovery_codes (
      ${bigId},
      user_id integer not null references users (id) on delete cascade,
      code_hash char(64) not null,
      used_at timestamptz,
      ${createdAt}
    )`,
    `create index recovery_codes_user_idx on recovery_codes (user_id)`,
    // The accounts list's default order (by name): a page is read from the index, not a sort of every account.
    `create index users_name_lower_idx on users (lower(name), id)`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    'drop index if exists users_name_lower_idx',
    'drop table if exists recovery_codes',
    'alter table users drop column if exists totp_last_step',
    'alter table users drop column if exists totp_enabled_at',
    'alter table users drop column if exists totp_secret',
    'drop table if exists account_mail',
    'drop table if exists password_resets',
    'drop table if exists invitations',
  ]);
}
