// The history of changes (ADR 0240): a signed-in write records who, when, which record and each
// field before → after, in the write's own transaction (a write that fails leaves nothing);
// secrets never enter it; the log pages and filters by person, record and days; only the
// super_admin reads it; nothing in the product, and nothing in the database, edits or removes it.
import { ENDPOINTS } from '@league/shared/endpoints';
import { inTransaction } from '../../../src/db/transaction';
import { renamePlayer } from '../../cabinet-people-helpers';
import { dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { rowCount } from '../../support/rows';

interface Change {
  id: number;
  at: string;
  actor: { id: number | null; name: string; role: string };
  entity: string;
  entity_id: number;
  source: string;
  action: string;
  label: string | null;
  changes: Record<string, [unknown, unknown]>;
}

describe.each(dbTargets)('the history of changes on %s', (target) => {
  let admin: string;
  let adminId: number;
  const tokens: Record<string, string> = {};
  let players: Array<{ id: number; slug: string; first_name_kk: string; last_name_kk: string }>;

  const get = (url: string, token?: string) =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, token, language: 'en' });

  const t = suiteApp(
    {
      target,
      seed: 'demo',
      replicas: 1,
      extend: (app) => {
        // A write that changes a player and then fails: its transaction rolls back whole.
        app.post<{ Body: { id: number } }>(
          '/api/v1/__test/failing-write',
          { onRequest: app.authenticate },
          async (req) => {
            await inTransaction(t.db, async (trx) => {
              await trx
                .updateTable('players')
                .set({ first_name_kk: 'Rolled-Back' })
                .where('id', '=', req.body.id)
                .execute();
              throw new Error('the write fails after its update');
            });
          },
        );
      },
    },
    240_000,
  );
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
    for (const email of ['team', 'referee', 'provider', 'media'])
      tokens[email] = await login(t.app, `${email}@league.test`);
    adminId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'admin@league.test').executeTakeFirstOrThrow()
    ).id;
    players = await t.db
      .selectFrom('players')
      .select(['id', 'slug', 'first_name_kk', 'last_name_kk'])
      .orderBy('id')
      .limit(12)
      .execute();
  }, 240_000);

  it('records who changed which player, when, and each field before → after', async () => {
    const player = players[0];
    const saved = await renamePlayer(t.app, admin, player, 'Әлихан', 'Тарихов');
    expect(saved.statusCode).toBe(200);

    const answer = await get(`/cabinet/history/player/${player.id}`, admin);
    expect(answer.statusCode).toBe(200);
    const rows = (answer.json().data as Change[]).filter((c) => c.source === 'players');
    expect(rows).toHaveLength(1);
    const [change] = rows;
    expect(change.actor).toEqual({ id: adminId, name: expect.any(String), role: 'super_admin' });
    expect(change.action).toBe('update');
    expect(change.entity).toBe('player');
    expect(change.entity_id).toBe(player.id);
    expect(change.changes.first_name_kk).toEqual([player.first_name_kk, 'Әлихан']);
    expect(change.changes.last_name_kk).toEqual([player.last_name_kk, 'Тарихов']);
    // Derived columns stay out of the diff.
    expect(change.changes).not.toHaveProperty('updated_at');
    expect(change.changes).not.toHaveProperty('search_vector');
    expect(Date.now() - new Date(change.at).getTime()).toBeLessThan(60_000);

    // The log finds it by person and by record.
    const byPerson = (await get(`/cabinet/history?actor=${adminId}`, admin)).json().data as Change[];
    expect(byPerson.map((c) => c.id)).toContain(change.id);
    const byRecord = (await get(`/cabinet/history?entity=player&entity_id=${player.id}`, admin)).json()
      .data as Change[];
    expect(byRecord.map((c) => c.id)).toContain(change.id);
  });

  it('a write that fails leaves no history', async () => {
    const player = players[1];
    const before = await rowCount(t.db, 'change_history');
    const answer = await request(t.app, {
      method: 'POST',
      url: '/api/v1/__test/failing-write',
      token: admin,
      payload: { id: player.id },
    });
    expect(answer.statusCode).toBe(500);
    const after = await rowCount(t.db, 'change_history');
    expect(after).toBe(before);
    const row = await t.db
      .selectFrom('players')
      .select('first_name_kk')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name_kk).toBe(player.first_name_kk);
  });

  it('records nothing for reads, and nothing a visitor sends is attributed to anyone', async () => {
    const before = await rowCount(t.db, 'change_history');
    await get(`/cabinet/players/${players[2].slug}/form`, admin);
    await request(t.app, {
      method: 'POST',
      url: '/api/v1/feedback',
      payload: { name: 'Visitor', phone: '77011234567', text: 'Hello league' },
    });
    const after = await rowCount(t.db, 'change_history');
    expect(after).toBe(before);
  });

  it('never keeps a secret: password, token and code hashes, TOTP secrets', async () => {
    const invited = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/invitations',
      token: admin,
      language: 'en',
      payload: { email: 'history-invitee@league.test', name: 'History Invitee', language: 'en', role: 'media_manager' },
    });
    expect(invited.statusCode).toBeLessThan(300);
    const setup = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/account/two-factor/setup',
      token: admin,
    });
    expect(setup.statusCode).toBeLessThan(300);

    const invitation = await t.db
      .selectFrom('invitations')
      .select(['id', 'token_hash'])
      .where('email', '=', 'history-invitee@league.test')
      .executeTakeFirstOrThrow();
    const rows = (await get(`/cabinet/history/invitation/${invitation.id}`, admin)).json().data as Change[];
    expect(rows).toHaveLength(1);
    expect(rows[0].action).toBe('create');
    expect(rows[0].changes.email).toEqual([null, 'history-invitee@league.test']);

    const secrets = await t.db
      .selectFrom('users')
      .select(['password_hash', 'totp_secret'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    const everything = JSON.stringify(await t.db.selectFrom('change_history').selectAll().execute());
    for (const column of ['password_hash', 'token_hash', 'code_hash', 'totp_secret'])
      expect(everything).not.toContain(column);
    for (const value of [invitation.token_hash, secrets.password_hash, secrets.totp_secret])
      if (value) expect(everything).not.toContain(value);
  });

  it('pages and filters the log by record and days', async () => {
    const player = players[3];
    for (const name of ['Бір', 'Екі', 'Үш'])
      expect((await renamePlayer(t.app, admin, player, name, 'Тексеру')).statusCode).toBe(200);
    const first = (await get(`/cabinet/history?entity=player&entity_id=${player.id}&per_page=2`, admin)).json();
    expect(first.meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect((first.data as Change[]).map((c) => c.changes.first_name_kk?.[1])).toEqual(['Үш', 'Екі']);
    const second = (await get(`/cabinet/history?entity=player&entity_id=${player.id}&per_page=2&page=2`, admin)).json();
    expect((second.data as Change[]).map((c) => c.changes.first_name_kk?.[1])).toEqual(['Бір']);

    const at = new Date((first.data as Change[])[0].at);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty' }).format(at);
    const sameDay = (
      await get(`/cabinet/history?entity=player&entity_id=${player.id}&from=${day}&to=${day}`, admin)
    ).json();
    expect(sameDay.meta.total).toBe(3);
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const dayAfter = next.toISOString().slice(0, 10);
    const later = (await get(`/cabinet/history?entity=player&entity_id=${player.id}&from=${dayAfter}`, admin)).json();
    expect(later.meta.total).toBe(0);

    const bad = await get('/cabinet/history?from=yesterday&entity=planet', admin);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['entity', 'from']);
  });

  it('only the super_admin reads it', async () => {
    const player = players[0];
    for (const url of ['/cabinet/history', `/cabinet/history/player/${player.id}`]) {
      expect((await get(url)).statusCode).toBe(401);
      for (const role of Object.keys(tokens)) expect((await get(url, tokens[role])).statusCode).toBe(403);
      expect((await get(url, admin)).statusCode).toBe(200);
    }
  });

  it('nobody edits or removes it: no endpoint, and the database refuses', async () => {
    const historyEndpoints = ENDPOINTS.filter((e) => e.path.startsWith('/cabinet/history'));
    expect(historyEndpoints.map((e) => e.method)).toEqual(['GET', 'GET']);
    const [row] = await t.db.selectFrom('change_history').select('id').limit(1).execute();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const answer = await request(t.app, {
        method,
        url: `/api/v1/cabinet/history/player/${row.id}`,
        token: admin,
        payload: {},
      });
      expect(answer.statusCode).toBe(404);
    }
    await expect(
      t.db.updateTable('change_history').set({ actor_name: 'Someone else' }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('change_history').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
  });

  it('parallel writers: each acknowledged edit is recorded exactly once, none lost, no deadlock', async () => {
    const apps = t.apps;
    const targets = players.slice(4, 12);
    const forms = await Promise.all(
      targets.map(async (p) => (await get(`/cabinet/players/${p.slug}/form`, admin)).json().data.values),
    );
    // Each player edited by three writers at once over every instance, each a different name.
    const writes = targets.flatMap((p, i) =>
      ['А', 'Б', 'В'].map((suffix, w) => ({ player: p, form: forms[i], name: `Қатар${suffix}${w}` })),
    );
    const answers = await Promise.all(
      writes.map(({ player, form, name }, i) =>
        request(apps[i % apps.length], {
          method: 'PUT',
          url: `/api/v1/cabinet/players/${player.id}/edit`,
          token: admin,
          language: 'en',
          payload: (({ photo: _p, status: _s, ...rest }) => ({ ...rest, first_name_kk: name }))(form),
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    for (const player of targets) {
      const rows = await t.db
        .selectFrom('change_history')
        .select(['changes'])
        .where('entity', '=', 'player')
        .where('entity_id', '=', player.id)
        .where('source', '=', 'players')
        .orderBy('id')
        .execute();
      // Three edits, each changing the name from the one before it: three rows, chained.
      expect(rows).toHaveLength(3);
      const chain = rows.map((r) => (r.changes as Record<string, [unknown, unknown]>).first_name_kk);
      expect(chain[0][0]).toBe(player.first_name_kk);
      expect(chain[1][0]).toBe(chain[0][1]);
      expect(chain[2][0]).toBe(chain[1][1]);
      const final = await t.db
        .selectFrom('players')
        .select('first_name_kk')
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow();
      expect(final.first_name_kk).toBe(chain[2][1]);
    }
  }, 120_000);
});
