// The feedback inbox: a message is read, handled (by whom, when) and answered by e-mail. The
// language of the form it came from is the language of its answer. `version` moves with each
// change. Answers are their own rows and their own outbox: `email_state` as the notifications'
// (due → sending → sent | failed), claimed with a lease by one mailer at a time.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table feedback add column language text not null default 'kk' check (language in ('kk', 'ru', 'en'))`,
    `alter table feedback add column read_at timestamptz`,
    `alter table feedback add column handled_at timestamptz`,
    `alter table feedback add column handled_by integer references users (id) on delete set null`,
    `alter table feedback add column version integer not null default 0`,
    `create index feedback_open_idx on feedback (created_at desc) where handled_at is null`,
    `create table feedback_replies (
      id serial primary key,
      feedback_id integer not null references feedback (id) on delete cascade,
      author_id integer references users (id) on delete set null,
      text text not null,
      email_state text not null default 'due' check (email_state in ('due', 'sending', 'sent', 'failed', 'off')),
      email_tries integer not null default 0,
      email_claimed_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create index feedback_replies_feedback_idx on feedback_replies (feedback_id)`,
    `create index feedback_replies_due_idx on feedback_replies (id) where email_state in ('due', 'sending')`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    'drop table if exists feedback_replies',
    'drop index if exists feedback_open_idx',
    ...['version', 'handled_by', 'handled_at', 'read_at', 'language'].map(
      (column) => `alter table feedback drop column if exists ${column}`,
    ),
  ]);
}
