// The league's identity with two API processes on one PostgreSQL database: a save on one is what
// the other answers at once (the public data version moves with the write, though each process
// keeps its public answers for a minute), and ten saves from one version at once are one save —
// every other a 409 with the current identity, never a 500.
import { fireTogether, refusalsWithoutState, tally } from '../../concurrency-helpers';
import { createAdmin } from '../../../src/cli/admin';
import { dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { identityBody } from './identity-helpers';

const PASSWORD = 'first-start-pass-2026';
// On PGlite (one process by design) the same cases run on the one instance.
describe.each(dbTargets)("the league's identity on every API process (%s)", (target) => {
  let admin: string;

  const t = suiteApp({ target, replicas: 1, config: { publicCacheTtlMs: 60_000 } }, 120_000);
  beforeAll(async () => {
    await createAdmin(t.db, { email: 'chief@example.org', password: PASSWORD, name: 'Chief' });
    admin = await login(t.app, 'chief@example.org', PASSWORD);
  }, 120_000);

  /** The last instance: the other process on PostgreSQL. */
  const other = () => t.apps.length - 1;
  const identityOn = async (i: number) =>
    (await request(t.apps[i]!, { method: 'GET', url: '/api/v1/league', language: 'en' })).json().data;

  it('shows a save made on one process on the other at once, though it had the old name cached', async () => {
    expect((await identityOn(other())).name.en).toBe('Youth Football League');
    const saved = await request(t.apps[0]!, {
      method: 'PUT',
      url: '/api/v1/cabinet/league',
      token: admin,
      payload: identityBody(0),
    });
    expect(saved.statusCode).toBe(200);
    expect((await identityOn(other())).name.en).toBe('Alatau League');
    const manifest = await request(t.apps[other()]!, { method: 'GET', url: '/api/v1/league/manifest?lang=kk' });
    expect(manifest.json().name).toBe('Алатау лигасы');
  });

  it('takes one of ten saves made from one version at once; the others get 409 with the current identity', async () => {
    const { version } = await identityOn(0);
    const answers = await fireTogether(
      t.apps,
      Array.from({ length: 10 }, (_, i) => ({
        method: 'PUT' as const,
        url: '/cabinet/league',
        token: admin,
        payload: { ...identityBody(version), name: { kk: `Лига ${i}`, ru: `Лига ${i}`, en: `League ${i}` } },
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, conflict: 9, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect((await identityOn(other())).name.en).toBe(`League ${winner}`);
    expect((await identityOn(other())).version).toBe(version + 1);
  });
});
