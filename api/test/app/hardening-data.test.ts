// One process per embedded database directory (a lock file naming the holder, stale locks taken
// over), the directory private to its owner; the database down answers 503 and GETs recover by
// themselves when it is back (PostgreSQL behind a TCP proxy the test stops and starts).
import '../jest-esm';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openPglite } from '../../src/db/connection';
import { DataDirLockedError, lockFileOf } from '../../src/db/data-dir';
import { hostname } from 'node:os';
import { openPostgres } from '../../src/db/connection';
import { dbTargets, request } from '../helpers';
import { appOnDatabase, databaseBehindProxy } from '../ops/ops-helpers';

describe('embedded database directory', () => {
  let base: string;
  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'league-data-dir-'));
  });
  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  it('a second opener is refused with a message naming the holder; after close it opens', async () => {
    const dir = join(base, 'one');
    const first = await openPglite(dir);
    try {
      const lock = JSON.parse(readFileSync(lockFileOf(dir), 'utf8'));
      expect(lock.pid).toBe(process.pid);
      await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
      await expect(openPglite(dir)).rejects.toThrow(new RegExp(`in use by process ${process.pid}`));
    } finally {
      await first.destroy();
    }
    const again = await openPglite(dir);
    await again.destroy();
  }, 120_000);

  it('takes over a stale lock whose process is gone', async () => {
    const dir = join(base, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: Number(dead), host: hostname(), startedAt: '2026-01-01T00:00:00Z' }),
    );
    const handle = await openPglite(dir);
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    await handle.destroy();
  }, 120_000);

  it('keeps the directory 0700 and its files 0600', async () => {
    const dir = join(base, 'private');
    const handle = await openPglite(dir);
    await handle.destroy();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const out = spawnSync('find', [dir, '-perm', '/077']).stdout.toString().trim();
    expect(out).toBe('');
  }, 120_000);

  it("leaves the upload folder inside it (UPLOAD_DIR's default) to the file store's modes", async () => {
    const dir = join(base, 'with-uploads');
    await (await openPglite(dir)).destroy();
    const picture = join(dir, 'uploads', 'public', '2026-03', 'crest.png');
    mkdirSync(dirname(picture), { recursive: true });
    writeFileSync(picture, 'png');
    chmodSync(picture, 0o644);
    chmodSync(join(dir, 'uploads'), 0o755);
    const handle = await openPglite(dir);
    await handle.destroy();
    expect(statSync(picture).mode & 0o777).toBe(0o644);
    expect(statSync(join(dir, 'uploads')).mode & 0o777).toBe(0o755);
    const out = spawnSync('find', [dir, '-path', join(dir, 'uploads'), '-prune', '-o', '-perm', '/077', '-print'])
      .stdout.toString()
      .trim();
    expect(out).toBe('');
  }, 120_000);
});

const postgres = dbTargets.includes('postgres');
(postgres ? describe : describe.skip)('PostgreSQL going away and coming back', () => {
  it('answers 503 with Retry-After while it is down, and GETs recover alone', async () => {
    const { proxy, url, drop } = await databaseBehindProxy();
    const database = openPostgres(url, {
      max: 4,
      onIdleError: () => undefined,
      connectionTimeoutMillis: 1000,
    });
    const app = await appOnDatabase(database);
    try {
      expect((await request(app, { method: 'GET', url: '/api/v1/news' })).statusCode).toBe(200);
      await proxy.stop();
      const down = await request(app, { method: 'GET', url: '/api/v1/news', language: 'en' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('2');
      expect(down.json().message).toBe('The service is temporarily unavailable');
      await proxy.start();
      const started = Date.now();
      let status = 0;
      while (Date.now() - started < 5000) {
        status = (await request(app, { method: 'GET', url: '/api/v1/news' })).statusCode;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await app.close();
      await database.destroy();
      await drop();
    }
  }, 120_000);
});
