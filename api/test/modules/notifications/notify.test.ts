// Who `notify` reaches: a role's active users, a club's command_admins only, or listed users,
// and nothing is stored when the write it belongs to is rolled back.
import type { RoleSlugValue } from '@league/shared/contracts';
import { notify } from '../../../src/modules/notifications/notify';
import { dbTargets } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

describe.each(dbTargets)('notify on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' });

  const usersWith = (role: RoleSlugValue) =>
    t.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['u.id', 'u.club_id', 'u.is_active'])
      .where('r.slug', '=', role)
      .execute();
  const stored = async (kind: string) =>
    t.db
      .selectFrom('notifications')
      .select(['user_id', 'payload'])
      .where('kind', '=', kind as never)
      .orderBy('user_id')
      .execute();

  it('reaches every active user of a role', async () => {
    const admins = (await usersWith('super_admin')).filter((u) => u.is_active);
    expect(admins.length).toBeGreaterThan(0);
    await expect(notify(t.db, { role: 'super_admin' }, 'application_sent', { playerId: 1 })).resolves.toBe(
      admins.length,
    );
    // (the demo data has a sending of its own: only this one's rows)
    const rows = (await stored('application_sent')).filter((r) => (r.payload as { playerId?: number }).playerId === 1);
    expect(rows.map((r) => r.user_id)).toEqual(admins.map((u) => u.id).sort((a, b) => a - b));
    expect(rows[0].payload).toEqual({ playerId: 1 });
  });

  it("reaches a club's command_admins and no one of another club", async () => {
    const teamAdmin = (await usersWith('command_admin')).find((u) => u.club_id !== null)!;
    const count = await notify(t.db, { clubId: teamAdmin.club_id! }, 'application_status', { to: 'submitted' });
    const rows = await stored('application_status');
    expect(count).toBe(rows.length);
    expect(rows.map((r) => r.user_id)).toContain(teamAdmin.id);
    const clubs = await t.db
      .selectFrom('users')
      .select('club_id')
      .where(
        'id',
        'in',
        rows.map((r) => r.user_id),
      )
      .execute();
    expect(new Set(clubs.map((c) => c.club_id))).toEqual(new Set([teamAdmin.club_id]));
  });

  it('stores the kinds that ask for action as due for e-mail, the others not (ADR 0180)', async () => {
    const someone = (await usersWith('super_admin'))[0];
    const cases: Array<[string, Record<string, unknown>, string | null]> = [
      ['application_sent', { marker: 'e1' }, 'due'],
      ['application_status', { marker: 'e2', status: 'rejected', reason: 'x' }, 'due'],
      ['application_status', { marker: 'e3', status: 'submitted' }, null],
      ['departure_sent', { marker: 'e4' }, 'due'],
      ['departure_status', { marker: 'e5', status: 'submitted' }, 'due'],
      ['person_transferred', { marker: 'e6' }, null],
      // A required document about to expire asks the club for a new one.
      ['document_expiring', { marker: 'e7' }, 'due'],
    ];
    for (const [kind, payload] of cases) await notify(t.db, { userIds: [someone.id] }, kind as never, payload);
    const rows = await t.db
      .selectFrom('notifications')
      .select(['payload', 'email_state'])
      .where('user_id', '=', someone.id)
      .execute();
    const state = (marker: string) =>
      rows.find((r) => (r.payload as { marker?: string }).marker === marker)?.email_state;
    for (const [, payload, expected] of cases)
      expect({ marker: payload.marker, state: state(payload.marker as string) }).toEqual({
        marker: payload.marker,
        state: expected,
      });
  });

  it('stores nothing for an empty list and nothing when the write is rolled back', async () => {
    await expect(notify(t.db, { userIds: [] }, 'departure_status', {})).resolves.toBe(0);
    const someone = (await usersWith('provider'))[0];
    await expect(
      t.db.transaction().execute(async (trx) => {
        await notify(trx, { userIds: [someone.id] }, 'departure_sent', {});
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await stored('departure_sent')).filter((r) => !(r.payload as { marker?: string }).marker)).toEqual([]);
  });
});
