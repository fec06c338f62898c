// Accounts under parallel writers, spread over two API instances on PostgreSQL (two processes):
// one e-mail invited ten times at once makes one invitation (the others a 409 with it); one link
// accepted ten times at once makes one account; a token deactivated through one process is
// refused at once by the other; two super_admins deactivating each other at once leave one.
import type { SmtpCatcher } from '../../../../test-support/smtp-catcher';
import { fireTogether, refusalsWithoutState, tally } from '../../concurrency-helpers';
import { dbTargets, login, request, type TestApp } from '../../helpers';
import { call, firstAdmin, tokenOf } from './accounts-helpers';
import { closeAppWithMail, openAppWithMail } from '../../support/mail';

describe.each(dbTargets)('accounts written at the same moment on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let chief: string;

  beforeAll(async () => {
    ({ t, smtp } = await openAppWithMail({ target, replicas: 1 }));
    chief = await firstAdmin(t.app, t.db);
  }, 240_000);
  afterAll(() => closeAppWithMail({ t, smtp }));

  const other = () => t.apps[t.apps.length - 1];

  it('invites one e-mail ten times at once: one invitation, one mail, nine 409s with it', async () => {
    const answers = await fireTogether(
      t.apps,
      Array.from({ length: 10 }, () => ({
        method: 'POST' as const,
        url: '/cabinet/invitations',
        token: chief,
        payload: { email: 'twice@league.example', name: 'Twice', role: 'media_manager', language: 'kk' },
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, conflict: 9, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const rows = await t.db
      .selectFrom('invitations')
      .select('id')
      .where('email', '=', 'twice@league.example')
      .execute();
    expect(rows).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().data.current.id).toBe(rows[0].id);
    await t.app.mailer!.drain();
    expect(smtp.mails.filter((m) => m.to.includes('twice@league.example'))).toHaveLength(1);
  });

  it('accepts one invitation ten times at once: one account', async () => {
    await t.app.mailer!.drain();
    const token = tokenOf(smtp.mails.find((m) => m.to.includes('twice@league.example'))!.text);
    const answers = await fireTogether(
      t.apps,
      Array.from({ length: 10 }, () => ({
        method: 'POST' as const,
        url: '/cabinet/invitation/accept',
        token: '',
        payload: { token, password: 'a-good-password-1', password_confirmation: 'a-good-password-1' },
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, conflict: 9, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'twice@league.example').execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a deactivated account on the other process at once', async () => {
    const token = await login(other(), 'twice@league.example', 'a-good-password-1');
    const me = () => request(other(), { method: 'GET', url: '/api/v1/cabinet/me', token });
    expect((await me()).statusCode).toBe(200);
    const id = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'twice@league.example').executeTakeFirstOrThrow()
    ).id;
    const off = await call(t.app, 'PUT', `/cabinet/accounts/${id}/active`, {
      token: chief,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('lets two super_admins deactivate each other at once: one of them stays', async () => {
    const invited = await call(t.app, 'POST', '/cabinet/invitations', {
      token: chief,
      payload: { email: 'second@league.example', name: 'Second', role: 'super_admin', language: 'en' },
    });
    expect(invited.statusCode).toBe(201);
    await t.app.mailer!.drain();
    const link = tokenOf(smtp.mails.find((m) => m.to.includes('second@league.example'))!.text);
    const second = (
      await call(t.app, 'POST', '/cabinet/invitation/accept', {
        payload: { token: link, password: 'a-good-password-2', password_confirmation: 'a-good-password-2' },
      })
    ).json().data;
    const chiefId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'chief@league.example').executeTakeFirstOrThrow()
    ).id;
    const answers = await fireTogether(t.apps, [
      { method: 'PUT', url: `/cabinet/accounts/${second.user.id}/active`, token: chief, payload: { active: false } },
      { method: 'PUT', url: `/cabinet/accounts/${chiefId}/active`, token: second.token, payload: { active: false } },
    ]);
    const verdict = tally(answers);
    expect(verdict.serverError).toBe(0);
    expect(refusalsWithoutState(answers)).toBe(0);
    const active = await t.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select('u.id')
      .where('r.slug', '=', 'super_admin')
      .where('u.is_active', '=', true)
      .execute();
    expect(active).toHaveLength(1);
    // The one who lost was signed out by the winner: a 401, or the 409 of the last super_admin.
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.every((a) => [200, 401, 409].includes(a.statusCode))).toBe(true);
  });
});
