// Two product processes on one PostgreSQL database, as a deployment runs them behind its proxy
// (docs/operations.md). Both are started at once on a new database (one migrates and seeds, the
// other waits), with the same DATA_DIR, and every claim is checked through HTTP across them:
//   - a write taken by one shows at once in the other's public answers and server-rendered
//     pages, though both keep them in memory (micro-cache, snapshots, rendered pages);
//   - a live event posted to one reaches a stream opened on the other;
//   - login limits count across both, and a session ended on one is refused by the other;
//   - the embedded database's directory lock plays no part, and each process has its own pool.
// The database is created and dropped here. Without a PostgreSQL server on 127.0.0.1:5432 the
// file is skipped, saying so.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = [Number(process.env.E2E_PORT ?? 3210) + 2, Number(process.env.E2E_PORT ?? 3210) + 3];
const PASSWORD = 'league-demo-2026';
const database = `league_e2e_processes_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'league-e2e-processes-'));

let servers: ChildProcess[] = [];
let skipReason: string | null = null;
let created = false;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

async function postgresAnswers(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL does not answer at ${ADMIN_URL} (${(error as Error).message}): the two-process test needs it`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, on = ADMIN_URL): Promise<T> {
  const client = new pg.Client({ connectionString: on });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Up once its API answers; a process that exits first fails the wait. */
async function ready(port: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the process on port ${port} exited with ${server.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/datetime`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the process on port ${port} did not answer within 240 s`);
}

test.beforeAll(async () => {
  // Two starts on a busy machine: migrations, the demo seed, the page server's first render.
  test.setTimeout(300_000);
  skipReason = await postgresAnswers();
  if (skipReason) {
    console.log(`processes.spec.ts skipped: ${skipReason}`);
    return;
  }
  await admin((client) => client.query(`create database ${database}`));
  created = true;
  // Both at once, on the same new database and the same DATA_DIR.
  servers = PORTS.map((port) =>
    spawn(process.execPath, [path.resolve(process.cwd(), '..', 'scripts', 'start.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(),
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        SEED_BASE_DATE: '2026-03-01',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await Promise.all(PORTS.map((port, i) => ready(port, servers[i])));
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(async (server) => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }),
  );
  if (created) await admin((client) => client.query(`drop database if exists ${database} with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  test.skip(skipReason !== null, skipReason ?? '');
});

const base = (i: 0 | 1) => `http://127.0.0.1:${PORTS[i]}`;

/** One API call on process `i`: status, parsed body and headers. */
async function api<T = unknown>(
  i: 0 | 1,
  method: string,
  url: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base(i)}/api/v1${url}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as { data: T }, headers: response.headers };
}

async function login(i: 0 | 1, email: string, password = PASSWORD): Promise<string> {
  const answer = await api<{ token: string }>(i, 'POST', '/cabinet/login', { body: { email, password } });
  expect(answer.status, `login ${email} on process ${i}`).toBe(200);
  return answer.json.data.token;
}

/** A server-rendered page of process `i`, as a browser asks for it. */
async function page(i: 0 | 1, url: string): Promise<string> {
  const response = await fetch(`${base(i)}${url}`, { headers: { accept: 'text/html' } });
  expect(response.status, url).toBe(200);
  return response.text();
}

test('both processes run on one database and one DATA_DIR, each with its own connections', async () => {
  // The embedded database's lock is for PGlite only.
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
  const names = await admin(
    (client) =>
      client.query<{ application_name: string; connections: number }>(
        `select application_name, count(*)::int as connections from pg_stat_activity where datname = $1 and application_name like 'league api %' group by 1`,
        [database],
      ),
    ADMIN_URL,
  );
  expect(names.rows).toHaveLength(2);
  for (const row of names.rows) expect(row.connections).toBeGreaterThanOrEqual(1);
});

test("a write taken by one process shows at once in the other's public answers and rendered pages", async () => {
  const token = await login(0, 'admin@league.test');
  const club = (await api<Array<{ id: number }>>(0, 'GET', '/cabinet/clubs?per_page=1', { token })).json.data[0];
  const form = await api<{ values: { slug: string; title_en: string | null } }>(
    0,
    'GET',
    `/cabinet/clubs/${club.id}/form`,
    { token },
  );
  const slug = form.json.data.values.slug;

  // The other process keeps the club's answer and page in memory: the second ask is a hit.
  const before = await api<{ club: { title: string } }>(1, 'GET', `/clubs/${slug}`);
  expect((await api(1, 'GET', `/clubs/${slug}`)).headers.get('x-cache')).toBe('hit');
  const renderedBefore = await page(1, `/en/clubs/${slug}`);
  expect(renderedBefore).toContain(before.json.data.club.title);

  const title = `Two Processes FC ${randomBytes(3).toString('hex')}`;
  expect((await api(0, 'PATCH', `/cabinet/clubs/${club.id}`, { token, body: { title_en: title } })).status).toBe(200);

  // At once: the very next requests to the other process, no wait.
  expect((await api<{ club: { title: string } }>(1, 'GET', `/clubs/${slug}`)).json.data.club.title).toBe(title);
  expect(await page(1, `/en/clubs/${slug}`)).toContain(title);
});

interface Candidate {
  player_id: number;
  position: string | null;
  eligible: boolean;
}

/** An SSE stream of a match on process `i`: resolves once it is open; `next(source)` waits for a message from that source. */
async function openStream(i: 0 | 1, matchId: number) {
  const controller = new AbortController();
  const response = await fetch(`${base(i)}/api/v1/matches/${matchId}/live`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: Array<{ event: string; data: { kind?: string; event?: { kind?: string } } }> = [];
  const waiting: Array<() => void> = [];
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) frames.push({ event, data: data ? JSON.parse(data) : {} });
        for (const wake of waiting.splice(0)) wake();
      }
    }
  })();
  const until = async (found: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!found()) {
      if (Date.now() > deadline)
        throw new Error(`no ${what} on the stream of process ${i} within 10 s (frames: ${JSON.stringify(frames)})`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  };
  await until(() => frames.some((f) => f.event === 'ready'), 'ready frame');
  return {
    /** A live message saying an event of this kind was added (ADR 0179: the message carries the event). */
    added: (kind: string) =>
      until(
        () => frames.some((f) => f.event === 'match' && f.data.kind === 'event_added' && f.data.event?.kind === kind),
        `message adding a ${kind}`,
      ),
    close: () => controller.abort(),
  };
}

test('a live event posted to one process reaches a stream opened on the other', async () => {
  const token = await login(0, 'referee@league.test');
  const list = await api<Array<{ id: number; lifecycle: string }>>(0, 'GET', '/cabinet/matches?per_page=100', {
    token,
  });
  const match = list.json.data.find((m) => m.lifecycle === 'scheduled')!;
  expect(match, 'a scheduled match of the referee').toBeTruthy();
  const form = await api<Record<'host' | 'guest', { team: { id: number }; candidates: Candidate[] }>>(
    0,
    'GET',
    `/cabinet/matches/${match.id}/squad/form`,
    { token },
  );
  const squads = await api<Record<'host' | 'guest', { version: number }>>(
    0,
    'GET',
    `/cabinet/matches/${match.id}/squad`,
    { token },
  );
  let scorer = 0;
  for (const side of ['host', 'guest'] as const) {
    const eligible = form.json.data[side].candidates.filter((c) => c.eligible);
    const gk = eligible.find((c) => c.position === 'GK')!;
    const starters = [gk, ...eligible.filter((c) => c !== gk).slice(0, 10)];
    if (side === 'host') scorer = starters[9].player_id;
    const players = starters.map((c, n) => ({
      player_id: c.player_id,
      kind: 'main',
      number: n + 1,
      is_captain: n === 1,
    }));
    expect(
      (
        await api(0, 'POST', `/cabinet/matches/${match.id}/squad`, {
          token,
          body: { team_id: form.json.data[side].team.id, version: squads.json.data[side].version, players },
        })
      ).status,
    ).toBe(200);
  }
  const protocol = await api<{ version: number }>(0, 'GET', `/cabinet/matches/${match.id}/protocol`, { token });
  expect(
    (
      await api(0, 'PATCH', `/cabinet/matches/${match.id}/protocol`, {
        token,
        body: { version: protocol.json.data.version, transition: 'start' },
      })
    ).status,
  ).toBe(200);

  const stream = await openStream(1, match.id);
  try {
    const goal = {
      kind: 'goal',
      team_type: 'host',
      match_scope: 'regular',
      minute: 12,
      additional_minute: null,
      player_id: scorer,
      method: 'goal',
    };
    const posted = await api(0, 'POST', `/cabinet/matches/${match.id}/events`, {
      token,
      body: goal,
      headers: { 'idempotency-key': `processes-${randomBytes(4).toString('hex')}` },
    });
    expect(posted.status).toBe(200);
    await stream.added('goal');
  } finally {
    stream.close();
  }
});

test('login limits count across both processes', async () => {
  const email = 'media@league.test';
  // Wrong passwords, alternating between the processes, until one says 429.
  let refusedAt = 0;
  let refusedBy: 0 | 1 = 0;
  for (let attempt = 1; attempt <= 40 && !refusedAt; attempt++) {
    const i = (attempt % 2) as 0 | 1;
    const answer = await api(i, 'POST', '/cabinet/login', { body: { email, password: `wrong-${attempt}` } });
    if (answer.status === 429) {
      refusedAt = attempt;
      refusedBy = i;
    } else expect(answer.status).toBe(401);
  }
  expect(refusedAt, 'a 429 within 40 attempts').toBeGreaterThan(0);
  // The other process, which saw only half the attempts, refuses the pair too — even the right password.
  const other = (1 - refusedBy) as 0 | 1;
  expect((await api(other, 'POST', '/cabinet/login', { body: { email, password: PASSWORD } })).status).toBe(429);
});

test('a session ended on one process is refused by the other at once', async () => {
  const email = 'provider@league.test';
  const ending = await login(0, email);
  const keeping = await login(0, email);
  expect((await api(1, 'GET', '/cabinet/me', { token: ending })).status).toBe(200);
  const sessions = await api<Array<{ id: number; current: boolean }>>(0, 'GET', '/cabinet/sessions', {
    token: keeping,
  });
  const others = sessions.json.data.filter((s) => !s.current);
  expect(others).toHaveLength(1);
  expect((await api(0, 'DELETE', `/cabinet/sessions/${others[0].id}`, { token: keeping })).status).toBeLessThan(300);
  expect((await api(1, 'GET', '/cabinet/me', { token: ending })).status).toBe(401);
  expect((await api(1, 'GET', '/cabinet/me', { token: keeping })).status).toBe(200);
});
