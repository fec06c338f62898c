// What the accounts suites share: an empty league with its first super_admin (as `npm run
// create-admin` makes it), calls in a language, and the token of a caught e-mail's link.
import type { FastifyInstance } from 'fastify';
import { createAdmin } from '../../../src/cli/admin';
import type { DB } from '../../../src/db/database';
import { login, request } from '../../helpers';

export const CHIEF = { email: 'chief@league.example', password: 'chief-password-2026' };

export async function firstAdmin(app: FastifyInstance, db: DB): Promise<string> {
  await createAdmin(db, { ...CHIEF, name: 'Chief Admin' });
  return login(app, CHIEF.email, CHIEF.password);
}

export const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: object; language?: 'kk' | 'ru' | 'en' } = {},
) => request(app, { method, url: `/api/v1${url}`, language: 'en', ...options });

/** The token of an e-mailed link (`…#token=…`). */
export function tokenOf(text: string): string {
  const match = /#token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(match[1]);
}

export async function newClub(db: DB, title = 'Kairat Academy'): Promise<number> {
  const city = await db.selectFrom('cities').select('id').executeTakeFirst();
  const row = await db
    .insertInto('clubs')
    .values({ slug: title.toLowerCase().replace(/\W+/g, '-'), title_kk: title, city_id: city?.id ?? null } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
