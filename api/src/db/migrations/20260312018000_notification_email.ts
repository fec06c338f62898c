// E-mail of the notifications that ask for action (ADR 0180). `users.email_notifications`: the
// user's own on/off (the account page), on by default. `notifications.email_state`: the
// notification row is its own outbox — 'due' when it was stored for a kind that is e-mailed,
// 'sending' while a mailer has claimed it (at `email_claimed_at`: a claim older than the lease,
// its process gone, is taken again), then 'sent', 'failed' (the SMTP server refused it or could
// not be reached after the tries) or 'off' (the reader had turned e-mail off when it was due);
// null for kinds that are not e-mailed. The partial index keeps the mailer's look cheap however
// long the list grows.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table users add column email_notifications boolean not null default true`,
    `alter table notifications add column email_state text check (email_state in ('due', 'sending', 'sent', 'failed', 'off'))`,
    `alter table notifications add column email_claimed_at timestamptz`,
    `alter table notifications add column email_tries smallint not null default 0`,
    `create index notifications_email_due on notifications (id) where email_state in ('due', 'sending')`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    'drop index if exists notifications_email_due',
    'alter table notifications drop column if exists email_tries',
    'alter table notifications drop column if exists email_claimed_at',
    'alter table notifications drop column if exists email_state',
    'alter table users drop column if exists email_notifications',
  ]);
}
