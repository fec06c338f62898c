// `npm run backup` → `npm run restore` (ADR 0273) on both databases, with the demo league and its
// files: the restore into an empty database gives the same league — every table's row count as
// the backup's manifest says, the same public answers and pages, a cabinet list after signing in
// with the restored accounts, the same image bytes, private documents still 0600 in 0700 folders. On PostgreSQL
// the backup runs while another connection keeps writing, and the counts still match: they are
// read in pg_dump's own snapshot. A restore over data is refused unless told to set it aside;
// an embedded database in use by an API process is refused with that process named.
import { dbTargets, openPreparedDatabase } from '../helpers';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/connection';
import { backup } from '../../src/ops/backup/backup';
import { restore } from '../../src/ops/backup/restore';
import { answersOf, appOn, samplePaths, type Answers } from './backup-compare';

const PRIVATE_FILE = join('private', 'documents', 'test', 'consent.pdf');
const LOGO = 'clubs/backup-test-logo.png';

/** The demo league (from the tests' template) and files: a club's logo and a private document. */
async function seedLeague(handle: DatabaseHandle, uploadDir: string): Promise<void> {
  mkdirSync(join(uploadDir, 'public', 'clubs'), { recursive: true });
  writeFileSync(join(uploadDir, 'public', LOGO), randomBytes(4096));
  mkdirSync(join(uploadDir, 'private', 'documents', 'test'), { recursive: true, mode: 0o700 });
  writeFileSync(join(uploadDir, PRIVATE_FILE), '%PDF-1.4 consent', { mode: 0o600 });
  const club = await handle.db.selectFrom('clubs').select('id').orderBy('id').executeTakeFirstOrThrow();
  await handle.db.updateTable('clubs').set({ logo: LOGO }).where('id', '=', club.id).execute();
}

/** An embedded database in `dataDir` holding the demo league, made from the tests' template. */
async function embeddedLeague(dataDir: string): Promise<DatabaseHandle> {
  const template = await openPreparedDatabase('pglite', 'demo');
  const dump = await template.pglite!.dumpDataDir('none');
  await template.drop();
  return openPglite(dataDir, { loadDataDir: dump });
}

async function answersFrom(handle: DatabaseHandle, uploadDir: string): Promise<{ answers: Answers; paths: string[] }> {
  const paths = await samplePaths(handle.db);
  const app = await appOn(handle, uploadDir);
  try {
    return { answers: await answersOf(app, paths, `/uploads/${LOGO}`), paths };
  } finally {
    await app.close();
  }
}

function expectSameLeague(restored: Answers, original: Answers): void {
  expect([...restored.pages.keys()]).toEqual([...original.pages.keys()]);
  const ok = [...original.pages.values()].filter((page) => page.status === 200).length;
  expect(ok).toBeGreaterThan(30);
  for (const [url, page] of original.pages) expect({ url, ...restored.pages.get(url) }).toEqual({ url, ...page });
  expect(original.cabinet).toMatch(/^200 /);
  expect(restored.cabinet).toBe(original.cabinet);
  expect(restored.image.bytes.equals(original.image.bytes)).toBe(true);
}

const work = () => mkdtempSync(join(tmpdir(), 'league-backup-test-'));

describe('backup and restore of the embedded database', () => {
  it('gives the same league back in an empty DATA_DIR, and refuses what would lose data', async () => {
    const dir = work();
    const dataDir = join(dir, 'db');
    const uploadDir = join(dataDir, 'uploads');
    try {
      const original = await embeddedLeague(dataDir);
      let before: { answers: Answers };
      try {
        await seedLeague(original, uploadDir);
        before = await answersFrom(original, uploadDir);
        // The API holds the directory: the backup is refused, naming the process.
        await expect(backup({ databaseUrl: null, dataDir, uploadDir, outDir: join(dir, 'out') })).rejects.toThrow(
          `in use by process ${process.pid}`,
        );
      } finally {
        await original.destroy();
      }
      const saved = await backup({ databaseUrl: null, dataDir, uploadDir, outDir: join(dir, 'out') });
      expect(statSync(saved.file).mode & 0o777).toBe(0o600);
      expect(saved.manifest).toMatchObject({ database: 'pglite', product: 'league' });
      expect(saved.manifest.counts.players).toBeGreaterThan(100);
      expect(saved.manifest.uploads).toEqual({ files: 2, bytes: 4096 + 16 });

      const restoredDir = join(dir, 'restored');
      const restoredUploads = join(restoredDir, 'uploads');
      const result = await restore({
        file: saved.file,
        databaseUrl: null,
        dataDir: restoredDir,
        uploadDir: restoredUploads,
      });
      expect(result.differences).toEqual([]);
      expect(result.counts).toEqual(saved.manifest.counts);
      expect(result.files).toEqual({ expected: saved.manifest.uploads.files, found: saved.manifest.uploads.files });
      expect(statSync(join(restoredUploads, PRIVATE_FILE)).mode & 0o777).toBe(0o600);
      expect(statSync(join(restoredUploads, 'private')).mode & 0o777).toBe(0o700);

      const restored = await openPglite(restoredDir);
      try {
        expectSameLeague((await answersFrom(restored, restoredUploads)).answers, before!.answers);
      } finally {
        await restored.destroy();
      }

      const again = { file: saved.file, databaseUrl: null, dataDir: restoredDir, uploadDir: restoredUploads };
      await expect(restore(again)).rejects.toThrow(/is not empty: restore into an empty one, or pass --replace/);
      const replaced = await restore({ ...again, replace: true });
      expect(replaced.differences).toEqual([]);
      expect(replaced.setAside).toEqual([expect.stringMatching(/restored\.before-restore-\d{4}-\d{2}-\d{2}T/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

const postgres = dbTargets.includes('postgres');
(postgres ? describe : describe.skip)('backup and restore on PostgreSQL', () => {
  it('gives the same league back in a new database, with counts of the dump snapshot while writes go on', async () => {
    const dir = work();
    const uploadDir = join(dir, 'uploads');
    const source = await openPreparedDatabase('postgres', 'demo');
    const targetUrl = new URL(source.url!);
    targetUrl.pathname = `${targetUrl.pathname}_restored`;
    const writer = openPostgres(source.url!, { max: 1 });
    const run = { writing: true };
    try {
      await seedLeague(source, uploadDir);
      const before = await answersFrom(source, uploadDir);
      // Rows keep arriving while pg_dump runs.
      let day = 0;
      const writes = (async () => {
        while (run.writing) {
          const date = new Date(Date.UTC(2020, 0, 1 + day++)).toISOString().slice(0, 10);
          await writer.db.insertInto('job_runs').values({ job: 'backup-test', day: date }).execute();
        }
      })();
      const saved = await backup({ databaseUrl: source.url!, dataDir: dir, uploadDir, outDir: join(dir, 'out') });
      run.writing = false;
      await writes;
      expect(day).toBeGreaterThan(0);

      const restoredUploads = join(dir, 'restored-uploads');
      const result = await restore({
        file: saved.file,
        databaseUrl: targetUrl.toString(),
        dataDir: dir,
        uploadDir: restoredUploads,
      });
      expect(result.differences).toEqual([]);
      expect(result.counts).toEqual(saved.manifest.counts);
      expect(result.files.found).toBe(saved.manifest.uploads.files);
      expect(statSync(join(restoredUploads, PRIVATE_FILE)).mode & 0o777).toBe(0o600);

      const restored = openPostgres(targetUrl.toString(), { max: 2 });
      try {
        expectSameLeague((await answersFrom(restored, restoredUploads)).answers, before.answers);
        // The sequences came back too: a new row takes the next id, not one in use.
        const admin = await restored.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
        await restored.db.insertInto('notifications').values({ user_id: admin.id, kind: 'after_restore' }).execute();
      } finally {
        await restored.destroy();
      }
      await expect(
        restore({ file: saved.file, databaseUrl: targetUrl.toString(), dataDir: dir, uploadDir: join(dir, 'empty') }),
      ).rejects.toThrow(/is not empty/);
    } finally {
      run.writing = false;
      await writer.destroy();
      await source.drop();
      const admin = new pg.Client({ connectionString: source.url!.replace(/\/[^/]*$/, '/postgres') });
      await admin.connect();
      await admin.query(`drop database if exists ${targetUrl.pathname.slice(1)} with (force)`);
      await admin.end();
      chmodSync(dir, 0o700);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
