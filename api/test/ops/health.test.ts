// /healthz and /readyz (ADR 0271): alive and ready on a migrated database; not ready — 503 with
// what failed — when a migration this code expects is missing, when the database is cut off
// (PostgreSQL behind a TCP proxy the test stops, as the fault drill does) and as soon as shutdown
// begins; ready again when the database is back. During shutdown the process keeps answering
// while it drains, then lets a request in flight finish, ends its live streams and refuses new
// connections.
import { createTestApp, dbTargets, request, type TestApp } from '../helpers';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openPostgres } from '../../src/db/connection';
import { migrationNames } from '../../src/db/migrate';
import { handleShutdownSignals, shutDown } from '../../src/ops/index';
import { EventEmitter } from 'node:events';
import { appOnDatabase, databaseBehindProxy, openStream, waitFor } from './ops-helpers';

const readyz = async (t: { app: TestApp['app'] }) => {
  const response = await request(t.app, { method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe.each(dbTargets)('health and readiness on %s', (target) => {
  it('is alive and ready on a migrated database, and says what it checked; probes are never cached', async () => {
    const t = await createTestApp({ target });
    try {
      const health = await request(t.app, { method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await readyz(t);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', draining: false },
      });
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.headers['x-request-id']).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });

  it('is not ready while a migration this code expects is missing, and names it', async () => {
    const t = await createTestApp({ target });
    try {
      const newest = migrationNames().at(-1)!;
      await t.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', newest as never)
        .execute();
      await waitFor(async () => (await readyz(t)).status === 503, 'readiness to see the missing migration');
      const report = await readyz(t);
      expect(report.body).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'pending' },
        pending: [newest],
      });
      // Alive all the same: restarting the process would not migrate the database.
      expect((await request(t.app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('on shutdown: not ready at once while still serving, then drains a request in flight and live streams', async () => {
    let release!: () => void;
    let entered = false;
    const t = await createTestApp({
      target,
      seed: 'demo',
      extend: (app) =>
        app.get('/api/v1/__test/slow', async () => {
          entered = true;
          await new Promise<void>((resolve) => (release = resolve));
          return { done: true };
        }),
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const matchId = (await t.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      const stream = openStream(`${base}/api/v1/matches/${matchId}/live`);
      await waitFor(() => stream.frames.some((f) => f.event === 'ready'), 'the live stream to open');
      const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(`${base}/api/v1/__test/slow`, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      await waitFor(() => entered, 'the slow request to reach its handler');

      // Step 1 of the shutdown: readiness down, everything else still answered, connections not reused.
      t.app.ops.readiness.drain();
      const draining = await fetch(`${base}/readyz`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 'not ready', checks: { draining: true } });
      const served = await fetch(`${base}/api/v1/news`);
      expect(served.status).toBe(200);
      expect(served.headers.get('connection')).toBe('close');

      // Step 2: close. The request in flight finishes, the live stream is ended, no new connection.
      const closed = shutDown(t.app, { shutdownDelayMs: 0 });
      await waitFor(() => stream.state.ended, 'the live stream to be ended');
      await waitFor(
        () =>
          new Promise<boolean>((resolve) => {
            http.get(`${base}/healthz`, () => resolve(false)).on('error', () => resolve(true));
          }),
        'new connections to be refused',
      );
      release();
      expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
      await closed;
    } finally {
      release?.();
      await t.close();
    }
  });
});

describe('shutdown signals', () => {
  it('drain on a signal and exit 0; the same Ctrl-C delivered twice does not cut the drain', async () => {
    const t = await createTestApp();
    const signals = new EventEmitter();
    const exits: number[] = [];
    try {
      handleShutdownSignals(
        t.app,
        { shutdownDelayMs: 0, shutdownTimeoutMs: 30_000 },
        (code) => exits.push(code),
        signals,
      );
      signals.emit('SIGINT', 'SIGINT');
      signals.emit('SIGINT', 'SIGINT');
      expect(t.app.ops.readiness.draining).toBe(true);
      await waitFor(() => exits.length > 0, 'the drain to end');
      expect(exits).toEqual([0]);
    } finally {
      await t.close();
    }
  });
});

const postgres = dbTargets.includes('postgres');
(postgres ? describe : describe.skip)('readiness when PostgreSQL is cut off', () => {
  it('answers 503 while the proxy to the database is cut, 200 once it is back; /healthz stays 200', async () => {
    const { proxy, url, drop } = await databaseBehindProxy();
    const database = openPostgres(url, { max: 4, onIdleError: () => undefined });
    const app = await appOnDatabase(database, { jobs: false });
    const t = { app };
    try {
      expect((await readyz(t)).status).toBe(200);
      await proxy.stop();
      await waitFor(async () => (await readyz(t)).status === 503, 'readiness to see the database gone');
      expect((await readyz(t)).body).toMatchObject({
        status: 'not ready',
        checks: { database: 'unreachable', draining: false },
      });
      expect((await request(app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await proxy.start();
      await waitFor(async () => (await readyz(t)).status === 200, 'readiness to see the database back');
    } finally {
      await app.close();
      await database.destroy();
      await drop();
    }
  }, 60_000);
});
