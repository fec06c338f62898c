// Referees kept in the cabinet (issue 32 §2): a private phone and e-mail (never on the public
// pages), and at most one account per referee record.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table referees add column phone text`,
    `alter table referees add column email text`,
    `create unique index users_referee_idx on users (referee_id) where referee_id is not null`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, [
    'drop index if exists users_referee_idx',
    'alter table referees drop column if exists email',
    'alter table referees drop column if exists phone',
  ]);
}
