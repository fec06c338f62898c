// What the league's identity and inbox suites share: a full identity body, a stored logo read
// back, and a staff account of any role on an empty database.
import { hashPassword } from '../../../src/modules/auth/password';
import { DirectoryStorage } from '../../../src/storage/directory';
import { login, type TestApp } from '../../helpers';

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function identityBody(version: number) {
  return {
    version,
    name: { kk: 'Алатау лигасы', ru: 'Лига Алатау', en: 'Alatau League' },
    short_name: { kk: 'Алатау', ru: 'Алатау', en: 'Alatau' },
    colors: { primary: '#1d3b2a', accent: '#ffd166' },
    contacts: {
      email: 'info@alatau.example',
      phone: '+7 701 123 45 67',
      address: { kk: 'Алматы', ru: 'Алматы', en: 'Almaty' },
    },
    social: [{ network: 'instagram', url: 'https://instagram.com/alatau' }],
    about: { kk: 'Лига туралы', ru: 'О лиге', en: 'About the league' },
  };
}

/** The text of a stored public file by its /uploads path. */
export async function logoText(uploads: string, url: string): Promise<string> {
  const store = new DirectoryStorage(uploads);
  const file = await store.get(`public/${url.slice('/uploads/'.length)}`);
  if (!file) throw new Error(`${url} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

let staffSeq = 0;

/** A signed-in staff account of a role (the role's row made if the database has none). */
export async function insertStaff(
  t: TestApp,
  role: 'super_admin' | 'media_manager' | 'command_admin' | 'referee' | 'provider',
): Promise<string> {
  staffSeq += 1;
  const email = `${role}-${staffSeq}@staff.test`;
  let roleRow = await t.db.selectFrom('roles').select('id').where('slug', '=', role).executeTakeFirst();
  roleRow ??= await t.db
    .insertInto('roles')
    .values({ slug: role, title_kk: role, title_ru: role, title_en: role } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('users')
    .values({
      role_id: roleRow.id,
      name: `Staff ${staffSeq}`,
      email,
      password_hash: await hashPassword('staff-pass-2026'),
    } as never)
    .execute();
  return login(t.app, email, 'staff-pass-2026');
}
