// `npm run bench:accounts`: the accounts list as the super_admin pages it (issue 32), on an
// empty league with the first super_admin and BENCH_ACCOUNTS (default 2,000) more accounts:
// p50/p95/p99 of GET /cabinet/accounts (first page, a search, a role filter) over BENCH_REQUESTS
// (default 200) requests each, through the whole API (inject, no network); and the forgotten
// password's answer for an address with an account and one without, side by side (the answers
// must not tell them apart: their medians should differ by noise only). Embedded PGlite, or a
// fresh PostgreSQL database with BENCH_DATABASE_URL=postgres://… (it must be empty).
// Prints figures; asserts nothing.
import { createAdmin } from '../api/src/cli/admin';
import { openPglite, openPostgres } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { hashPassword } from '../api/src/modules/auth/password';
import { benchApp } from './lib/bench-league';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 2000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite();
  try {
    await migrateToLatest(database.db);
    await createAdmin(database.db, { email: 'chief@bench.example', password: 'bench-password-2026', name: 'Chief' });
    const role = await database.db.selectFrom('roles').select(['id', 'slug']).execute();
    const hash = await hashPassword('bench-password-2026');
    for (let start = 0; start < ACCOUNTS; start += 500) {
      await database.db
        .insertInto('users')
        .values(
          Array.from({ length: Math.min(500, ACCOUNTS - start) }, (_, i) => ({
            role_id: role[(start + i) % role.length].id,
            name: `Person ${start + i}`,
            email: `person${start + i}@bench.example`,
            password_hash: hash,
            club_id: null,
            referee_id: null,
          })),
        )
        .execute();
    }
    // Mail set up (both answers queue one mail, as in production) but never sent: no mail loop.
    const app = await benchApp({
      database,
      jobs: false,
      config: { mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'bench@bench.example' } },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/cabinet/login',
      payload: { email: 'chief@bench.example', password: 'bench-password-2026' },
    });
    const token = login.json().data.token as string;
    const time = async (inject: () => Promise<unknown>) => {
      const started = performance.now();
      await inject();
      return performance.now() - started;
    };
    console.log(`accounts: ${ACCOUNTS + 1}, ${REQUESTS} requests each, ${url ? 'PostgreSQL' : 'PGlite'}`);
    const bare: number[] = [];
    for (let i = 0; i < REQUESTS; i++)
      bare.push(
        await time(() =>
          app.inject({ method: 'GET', url: '/api/v1/cabinet/me', headers: { authorization: `Bearer ${token}` } }),
        ),
      );
    console.log(`GET /cabinet/me (the signed-in request's own cost, for scale): p50 ${ms(pct(bare, 0.5))}`);
    for (const [label, query] of [
      ['first page', ''],
      ['search "person 1"', '?q=person%201'],
      ['role referee, by last sign-in', '?role=referee&sort=-last_login_at'],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++)
        times.push(
          await time(() =>
            app.inject({
              method: 'GET',
              url: `/api/v1/cabinet/accounts${query}`,
              headers: { authorization: `Bearer ${token}` },
            }),
          ),
        );
      console.log(
        `GET /cabinet/accounts ${label}: p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, p99 ${ms(pct(times, 0.99))}`,
      );
    }
    // Forgotten password: alternate a known and an unknown address (each from its own client
    // address, under the counters' limits).
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 60; i++) {
      const forgot = (email: string, n: number) =>
        time(() =>
          app.inject({
            method: 'POST',
            url: '/api/v1/cabinet/password/forgot',
            payload: { email },
            remoteAddress: `10.9.${n >> 8}.${n & 255}`,
          }),
        );
      known.push(await forgot(`person${i}@bench.example`, 2 * i));
      unknown.push(await forgot(`nobody${i}@bench.example`, 2 * i + 1));
    }
    console.log(
      `POST /cabinet/password/forgot: with an account p50 ${ms(pct(known, 0.5))}, without p50 ${ms(pct(unknown, 0.5))} (p95 ${ms(pct(known, 0.95))} / ${ms(pct(unknown, 0.95))})`,
    );
    await app.close();
  } finally {
    await database.destroy();
  }
}

await main();
