// Notifications of the cabinet: the new count, the list (newest first, paged, only the reader's
// own), marking as seen (some or all; another user's ids change nothing), who may call.
import { NotificationsResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { notify } from '../../../src/modules/notifications/notify';
import { dbTargets, request } from '../../helpers';
import { demoCabinetSuite, userIdsOf, WHO, type Who } from '../../support/demo-cabinet';
import { countRows } from '../../../src/db/count-rows';

describe.each(dbTargets)('cabinet notifications on %s', (target) => {
  const { t, tokens } = demoCabinetSuite(target, {}, 180_000);
  let userIds: Record<Who, number>;

  beforeAll(async () => {
    userIds = await userIdsOf(t.db, WHO);
  }, 180_000);

  const call = (method: 'GET' | 'POST', url: string, who: Who | null, payload?: object) =>
    request(t.app, { method, url: `/api/v1${url}`, token: who ? tokens[who] : undefined, payload, language: 'en' });
  const count = async (who: Who) =>
    (await call('GET', '/cabinet/notifications/new-count', who)).json().data.count as number;
  const unseenInDb = (who: Who) =>
    countRows(t.db.selectFrom('notifications').where('user_id', '=', userIds[who]).where('seen_at', 'is', null));

  it('lets each role call exactly what it may', async () => {
    const probes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/cabinet/notifications/new-count'],
      ['GET', '/cabinet/notifications'],
      ['POST', '/cabinet/notifications/mark-as-seen', { all: true }],
    ];
    for (const [method, url, payload] of probes) {
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      expect((await call(method, url, 'media', payload)).statusCode).toBe(403);
    }
    for (const who of ['admin', 'team', 'referee', 'provider'] as const) {
      expect((await call('GET', '/cabinet/notifications/new-count', who)).statusCode).toBe(200);
    }
  });

  it('counts, lists newest first and marks as seen — only the reader’s own', async () => {
    const before = await count('referee');
    expect(before).toBe(await unseenInDb('referee'));
    await t.db.transaction().execute(async (trx) => {
      expect(await notify(trx, { userIds: [userIds.referee] }, 'application_status', { n: 1 })).toBe(1);
      expect(await notify(trx, { userIds: [userIds.referee] }, 'departure_status', { n: 2 })).toBe(1);
    });
    expect(await count('referee')).toBe(before + 2);

    const list = (await call('GET', '/cabinet/notifications?per_page=2', 'referee')).json();
    assert(list, NotificationsResponse);
    expect(list.data.map((n) => n.payload.n)).toEqual([2, 1]);
    expect(list.data.every((n) => !n.seen)).toBe(true);
    expect(list.meta.total).toBeGreaterThanOrEqual(2);
    const unseenOnly = (await call('GET', '/cabinet/notifications?unseen=1&per_page=100', 'referee')).json();
    expect(unseenOnly.meta.total).toBe(before + 2);

    // Another user's ids change nothing.
    const others = (await call('GET', '/cabinet/notifications?per_page=100', 'team'))
      .json()
      .data.map((n: { id: number }) => n.id);
    const teamBefore = await count('team');
    const foreign = await call('POST', '/cabinet/notifications/mark-as-seen', 'referee', { ids: others });
    expect(foreign.json().data.marked).toBe(0);
    expect(await count('team')).toBe(teamBefore);

    // One, then all.
    const one = await call('POST', '/cabinet/notifications/mark-as-seen', 'referee', { ids: [list.data[0].id] });
    expect(one.json().data).toEqual({ marked: 1, count: before + 1 });
    expect(await count('referee')).toBe(before + 1);
    const again = await call('POST', '/cabinet/notifications/mark-as-seen', 'referee', { ids: [list.data[0].id] });
    expect(again.json().data.marked).toBe(0);
    const all = await call('POST', '/cabinet/notifications/mark-as-seen', 'referee', { all: true });
    expect(all.json().data).toEqual({ marked: before + 1, count: 0 });
    expect(await count('referee')).toBe(0);
    const seen = (await call('GET', '/cabinet/notifications?per_page=2', 'referee')).json().data;
    expect(seen.every((n: { seen: boolean }) => n.seen)).toBe(true);
  });

  it('refuses a mark-as-seen without ids or all, and bad input, with field errors', async () => {
    const empty = await call('POST', '/cabinet/notifications/mark-as-seen', 'admin', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.errors.ids).toBeDefined();
    expect((await call('POST', '/cabinet/notifications/mark-as-seen', 'admin', { ids: ['x'] })).statusCode).toBe(422);
    expect((await call('GET', '/cabinet/notifications?per_page=1000', 'admin')).statusCode).toBe(422);
  });

  it('leaves out the user who made a change', async () => {
    const club = (
      await t.db.selectFrom('users').select('club_id').where('id', '=', userIds.team).executeTakeFirstOrThrow()
    ).club_id!;
    const stored = await t.db
      .transaction()
      .execute((trx) => notify(trx, { clubId: club }, 'application_status', {}, { except: userIds.team }));
    const all = await t.db.transaction().execute((trx) => notify(trx, { clubId: club }, 'application_status', {}));
    expect(stored).toBe(all - 1);
  });
});
