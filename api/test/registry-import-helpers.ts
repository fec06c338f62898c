// What the registry import's tests share: an empty database with its first super_admin (as
// `npm run create-admin` makes it), a file sent as multipart, and the sample registry export of
// ../shared/samples (a copy is kept beside the tests, so they run where that folder is absent).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAdmin } from '../src/cli/admin';
import { multipartBody } from './cabinet-people-helpers';
import { createTestApp, login, request, type DbTarget, type TestApp } from './helpers';

export const ADMIN = { email: 'chief@league.example', password: 'a-long-password-2026', name: 'Chief Admin' };

/** An app on an empty migrated database with one super_admin, signed in. */
export async function emptyLeague(target: DbTarget, replicas = 0): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp({ target, replicas });
  await createAdmin(t.db, ADMIN);
  return { t, token: await login(t.app, ADMIN.email, ADMIN.password) };
}

export interface EmptyLeagueSuite {
  t: TestApp;
  /** The super_admin's token. */
  token: string;
  /** Sends a file to an import endpoint (`/api/v1` + url) as the super_admin. */
  upload: (
    url: string,
    file: { name: string; bytes: Buffer },
    options?: Parameters<typeof upload>[4],
  ) => Promise<LightMyRequestResponse>;
}

/**
 * Registers in the calling `describe` an empty league (on `target`) for its tests: `t` and `token`
 * are set once `beforeAll` has run; the app is closed after.
 */
export function emptyLeagueSuite(target: DbTarget): EmptyLeagueSuite {
  const league = {
    upload: (url, file, options) => upload(league.t.app, url, league.token, file, options),
  } as EmptyLeagueSuite;
  beforeAll(async () => {
    Object.assign(league, await emptyLeague(target));
  }, 240_000);
  afterAll(async () => {
    await league.t?.close();
  });
  return league;
}

export const SAMPLE_CSV = readFileSync(join(__dirname, 'modules/registry-import/registry-players.csv'));

export function upload(
  app: FastifyInstance,
  url: string,
  token: string,
  file: { name: string; bytes: Buffer },
  options: { language?: 'kk' | 'ru' | 'en'; fields?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const type = file.name.endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv';
  const body = multipartBody(options.fields ?? {}, [{ field: 'file', name: file.name, type, bytes: file.bytes }]);
  return request(app, { method: 'POST', url: `/api/v1${url}`, token, language: options.language ?? 'en', ...body });
}

/** A workbook of sheets given as rows of cells (the first row the header). */
export async function workbook(sheets: Record<string, string[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A CSV text as a Russian-locale office saves it: `;`, CRLF, a BOM. */
export const csv = (rows: string[][]): Buffer =>
  Buffer.from(`\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`, 'utf8');
