// A user's language (kk, ru or en; ADR 0189): the language their notification e-mail is written in.
// Recorded from the cabinet — the language of the sign-in request, a language switch in the
// cabinet — and editable on the account page. Kazakh, the league's default, for everyone until then.
import type { Kysely } from 'kysely';
import { run } from './ddl';

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, [
    `alter table users add column language text not null default 'kk' check (language in ('kk', 'ru', 'en'))`,
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, ['alter table users drop column if exists language']);
}
