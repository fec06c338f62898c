// The registry import's figures (ADR 0250): a workbook of 1,000 players (and their 4 clubs and 16
// teams) previewed and imported through the API on an empty database — the embedded PGlite, or a
// fresh PostgreSQL database with BENCH_DATABASE_URL=postgres://…/postgres. Prints figures; the
// targets (preview ≤ 3 s, import ≤ 10 s on the development machine) are read, never asserted.
// Run with: node --import @league/api/register scripts/bench-import.ts   (ROWS=1000 by default)
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { buildApp } from '../api/src/app';
import { createAdmin } from '../api/src/cli/admin';
import { openPglite, openPostgres, type DatabaseHandle } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';

const ROWS = Number(process.env.ROWS ?? 1000);
const PASSWORD = 'bench-password-2026';

/** A valid IIN of a boy born on `iso` with serial `n`. */
function iin(iso: string, n: number): string {
  for (let serial = n; ; serial++) {
    const head = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}5${String(serial % 10000).padStart(4, '0')}`;
    const d = [...head].map(Number);
    let check = d.reduce((s, x, i) => s + x * (i + 1), 0) % 11;
    if (check === 10) check = d.reduce((s, x, i) => s + x * [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2][i], 0) % 11;
    if (check !== 10) return `${head}${check}`;
  }
}

async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const clubs = ['Алатау', 'Есіл', 'Тобыл', 'Ертіс'];
  const years = [2011, 2012, 2013, 2014];
  book.addWorksheet('Clubs').addRows([['Club'], ...clubs.map((c) => [c])]);
  book
    .addWorksheet('Teams')
    .addRows([['Club', 'Team', 'Birth year'], ...clubs.flatMap((c) => years.map((y) => [c, `${c} ${y}`, String(y)]))]);
  const players = book.addWorksheet('Players');
  players.addRow(['Club', 'Team', 'Last name', 'First name', 'Birth date', 'IIN', 'Number', 'Position', 'Citizenship']);
  for (let i = 0; i < rows; i++) {
    const club = clubs[i % 4];
    const year = years[Math.floor(i / 4) % 4];
    const day = `${year}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const number = (Math.floor(i / 16) % 99) + 1;
    players.addRow([
      club,
      `${club} ${year}`,
      `Ойыншы${i}`,
      `Аты${i}`,
      `${day.slice(8)}.${day.slice(5, 7)}.${year}`,
      iin(day, i),
      String(number),
      'MF',
      'KZ',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----bench';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="league.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function database(): Promise<{ handle: DatabaseHandle; done: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = await openPglite();
    return { handle, done: () => handle.destroy() };
  }
  const name = `bench_import_${Date.now()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const handle = openPostgres(url.replace(/\/[^/]*$/, `/${name}`));
  return {
    handle,
    done: async () => {
      await handle.destroy();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

async function main(): Promise<void> {
  const { handle, done } = await database();
  await migrateToLatest(handle.db);
  await createAdmin(handle.db, { email: 'bench@league.example', password: PASSWORD });
  const app = await buildApp({
    database: handle,
    migrate: false,
    seed: false,
    logger: false,
    serveUploads: false,
    jobs: false,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cabinet/login',
    payload: { email: 'bench@league.example', password: PASSWORD },
  });
  const auth = { authorization: `Bearer ${login.json().data.token}` };
  const bytes = await workbook(ROWS);
  const timed = async (label: string, url: string, fields?: Record<string, string>) => {
    const body = multipart(bytes, fields);
    const start = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    const ms = performance.now() - start;
    if (answer.statusCode !== 200) throw new Error(`${label}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    return { ms, data: answer.json().data };
  };
  console.log(
    `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; file: ${ROWS} players, 4 clubs, 16 teams, ${(bytes.length / 1024).toFixed(0)} KB XLSX`,
  );
  const previews: number[] = [];
  for (let i = 0; i < 3; i++) previews.push((await timed('preview', '/api/v1/cabinet/import/preview')).ms);
  previews.sort((a, b) => a - b);
  console.log(
    `preview of ${ROWS} rows: median ${(previews[1] / 1000).toFixed(2)} s (runs ${previews.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; target ≤ 3 s)`,
  );
  const run = await timed('import', '/api/v1/cabinet/import');
  console.log(
    `import of ${ROWS} rows: ${(run.ms / 1000).toFixed(2)} s, created ${JSON.stringify(run.data.created)} (target ≤ 10 s)`,
  );
  const again = await timed('import again', '/api/v1/cabinet/import');
  console.log(`the same file again: ${(again.ms / 1000).toFixed(2)} s, repeated=${again.data.repeated}`);
  const after = await timed('preview after', '/api/v1/cabinet/import/preview');
  console.log(
    `preview once imported (every row found in the registry): ${(after.ms / 1000).toFixed(2)} s, earlier import named: ${after.data.imported ? 'yes' : 'no'}`,
  );
  await app.close();
  await done();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
