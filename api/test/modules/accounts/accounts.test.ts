// Accounts on an empty league (issue 32 §1, ADR 0220): the first super_admin invites a team
// administrator and a referee; the e-mail (caught by the local SMTP server) is in the invitee's
// language and carries a one-time link whose token the database keeps only as a hash; following
// it sets the password and signs in with the role and scope. Then the list and an account's page,
// role changes, deactivation (its token refused at once), the last super_admin's guard, resend,
// revoke, expiry, and the forgotten password: the same answer for an unknown address, a link that
// works once within its hour and ends every other session, throttled per address.
import { createHash } from 'node:crypto';
import type { SmtpCatcher } from '../../../../test-support/smtp-catcher';
import { dbTargets, DEMO_NOW, type TestApp } from '../../helpers';
import { closeAppWithMail, openAppWithMail } from '../../support/mail';
import { call, CHIEF, firstAdmin, newClub, tokenOf } from './accounts-helpers';

describe.each(dbTargets)('accounts and invitations on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let chief: string;
  let clubId: number;
  let refereeId: number;
  let now = DEMO_NOW;

  beforeAll(async () => {
    ({ t, smtp } = await openAppWithMail({ target, clock: () => now }));
    chief = await firstAdmin(t.app, t.db);
    clubId = await newClub(t.db);
    const referee = await call(t.app, 'POST', '/cabinet/referees', {
      token: chief,
      payload: { first_name_kk: 'Асқар', last_name_kk: 'Бекұлы', first_name_en: 'Askar', last_name_en: 'Bekuly' },
    });
    expect(referee.statusCode).toBe(201);
    refereeId = referee.json().data.id;
  }, 240_000);
  afterAll(() => closeAppWithMail({ t, smtp }));
  beforeEach(() => {
    now = DEMO_NOW;
  });

  async function mailTo(email: string) {
    await t.app.mailer!.drain();
    const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email));
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  async function invite(payload: Record<string, unknown>) {
    return call(t.app, 'POST', '/cabinet/invitations', { token: chief, payload: { language: 'kk', ...payload } });
  }

  async function accept(token: string, password = 'a-good-password-1') {
    return call(t.app, 'POST', '/cabinet/invitation/accept', {
      payload: { token, password, password_confirmation: password },
    });
  }

  it('invites a team administrator in Russian; the link works once and signs in at the club', async () => {
    const answer = await invite({
      email: 'Coach@Club.example',
      name: 'Coach One',
      role: 'command_admin',
      club_id: clubId,
      language: 'ru',
    });
    expect(answer.statusCode).toBe(201);
    const { invitation, link, emailed } = answer.json().data;
    expect(emailed).toBe(true);
    expect(link).toBeNull();
    expect(invitation).toMatchObject({ email: 'coach@club.example', role: 'command_admin', state: 'open' });
    expect(invitation.scope.club.id).toBe(clubId);
    const mail = await mailTo('coach@club.example');
    expect(mail.subject).toBe('Приглашение в кабинет лиги');
    expect(mail.text).toContain('/ru/cabinet/welcome#token=');
    const token = tokenOf(mail.text);
    // Only the hash is stored, and the outbox forgot the link once it was sent.
    const stored = await t.db
      .selectFrom('invitations')
      .select('token_hash')
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const outbox = await t.db.selectFrom('account_mail').select(['link', 'state']).execute();
    expect(outbox.every((m) => m.link === null && m.state === 'sent')).toBe(true);

    const preview = await call(t.app, 'POST', '/cabinet/invitation/check', { payload: { token } });
    expect(preview.json().data).toEqual({ email: 'coach@club.example', name: 'Coach One', role: 'command_admin' });
    const differ = await call(t.app, 'POST', '/cabinet/invitation/accept', {
      payload: { token, password: 'a-good-password-1', password_confirmation: 'another-password' },
    });
    expect(differ.statusCode).toBe(422);
    expect(differ.json().data.errors.password_confirmation).toBeDefined();
    const signedIn = await accept(token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({
      email: 'coach@club.example',
      role: { slug: 'command_admin' },
      club_id: clubId,
    });
    const me = await call(t.app, 'GET', '/cabinet/me', { token: signedIn.json().data.token });
    expect(me.json().data.club_id).toBe(clubId);
    const again = await accept(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.current).toEqual({ state: 'accepted' });
    const login = await call(t.app, 'POST', '/cabinet/login', {
      payload: { email: 'coach@club.example', password: 'a-good-password-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('invites a referee to a referee record, once per record; the scope each role needs is required', async () => {
    const missing = await invite({ email: 'ref@league.example', name: 'Ref', role: 'referee' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.errors.referee_id).toBeDefined();
    const noClub = await invite({ email: 'x@league.example', name: 'X', role: 'command_admin', club_id: 999_999 });
    expect(noClub.json().data.errors.club_id).toBeDefined();
    const ok = await invite({
      email: 'ref@league.example',
      name: 'Ref',
      role: 'referee',
      referee_id: refereeId,
      language: 'en',
    });
    expect(ok.statusCode).toBe(201);
    const mail = await mailTo('ref@league.example');
    expect(mail.subject).toBe("Invitation to the league's cabinet");
    const signedIn = await accept(tokenOf(mail.text));
    expect(signedIn.json().data.role.slug).toBe('referee');
    const user = await t.db
      .selectFrom('users')
      .select(['referee_id', 'language'])
      .where('email', '=', 'ref@league.example')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ referee_id: refereeId, language: 'en' });
    const second = await invite({
      email: 'ref2@league.example',
      name: 'Ref 2',
      role: 'referee',
      referee_id: refereeId,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().data.errors.referee_id[0]).toContain('Another account');
  });

  it('refuses an e-mail that has an account, and a second open invitation (409 with it); re-sends, revokes, expires', async () => {
    const taken = await invite({ email: CHIEF.email, name: 'Chief', role: 'provider' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.errors.email).toBeDefined();
    const first = (await invite({ email: 'travel@league.example', name: 'Travel', role: 'provider' })).json().data
      .invitation;
    const oldToken = tokenOf((await mailTo('travel@league.example')).text);
    const twice = await invite({ email: 'travel@league.example', name: 'Travel', role: 'media_manager' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.current.id).toBe(first.id);

    const resent = await call(t.app, 'POST', `/cabinet/invitations/${first.id}/resend`, { token: chief });
    expect(resent.statusCode).toBe(200);
    const newToken = tokenOf((await mailTo('travel@league.example')).text);
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken)).statusCode).toBe(422);

    const revoked = await call(t.app, 'DELETE', `/cabinet/invitations/${first.id}`, { token: chief });
    expect(revoked.json().data.state).toBe('revoked');
    expect((await accept(newToken)).statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `/cabinet/invitations/${first.id}`, { token: chief })).statusCode).toBe(409);

    // A new invitation after the revoked one; eight days later its link has expired.
    await invite({ email: 'travel@league.example', name: 'Travel', role: 'provider' });
    const late = tokenOf((await mailTo('travel@league.example')).text);
    now = new Date(DEMO_NOW.getTime() + 8 * 86_400_000);
    const expired = await accept(late);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().data.errors.token).toBeDefined();
    // The chief's session has ended too, that long after.
    const later = (
      await call(t.app, 'POST', '/cabinet/login', { payload: { email: CHIEF.email, password: CHIEF.password } })
    ).json().data.token;
    const list = await call(t.app, 'GET', '/cabinet/invitations?state=expired', { token: later });
    expect(list.json().data.map((i: { email: string }) => i.email)).toContain('travel@league.example');
    // Inviting the address again renews the expired invitation.
    const renewed = await call(t.app, 'POST', '/cabinet/invitations', {
      token: later,
      payload: { email: 'travel@league.example', name: 'Travel', role: 'provider', language: 'kk' },
    });
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().data.invitation.state).toBe('open');
  });

  it('refuses a made-up token the same way as an expired one', async () => {
    for (const token of ['nonsense', 'A'.repeat(43)]) {
      const answer = await accept(token);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().data.errors.token).toBeDefined();
    }
  });

  it('lists accounts with search and filters; an account page shows sessions and invitations', async () => {
    const list = await call(t.app, 'GET', '/cabinet/accounts?q=coach', { token: chief });
    expect(list.json().data).toHaveLength(1);
    const coach = list.json().data[0];
    expect(coach).toMatchObject({ email: 'coach@club.example', role: 'command_admin', active: true });
    expect(coach.scope.club.id).toBe(clubId);
    expect(coach.last_login_at).not.toBeNull();
    const referees = await call(t.app, 'GET', '/cabinet/accounts?role=referee&state=active', { token: chief });
    expect(referees.json().data.map((a: { email: string }) => a.email)).toEqual(['ref@league.example']);
    const page = await call(t.app, 'GET', `/cabinet/accounts/${coach.id}`, { token: chief });
    expect(page.json().data.sessions.length).toBeGreaterThan(0);
    expect(page.json().data.invitations[0]).toMatchObject({ state: 'accepted', invited_by: 'Chief Admin' });
  });

  it('deactivates an account: its token is refused at once; reactivation lets it sign in again', async () => {
    const coachId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'coach@club.example').executeTakeFirstOrThrow()
    ).id;
    const token = (
      await call(t.app, 'POST', '/cabinet/login', {
        payload: { email: 'coach@club.example', password: 'a-good-password-1' },
      })
    ).json().data.token;
    const off = await call(t.app, 'PUT', `/cabinet/accounts/${coachId}/active`, {
      token: chief,
      payload: { active: false },
    });
    expect(off.json().data.account.active).toBe(false);
    expect(off.json().data.sessions).toEqual([]);
    expect((await call(t.app, 'GET', '/cabinet/me', { token })).statusCode).toBe(401);
    const refused = await call(t.app, 'POST', '/cabinet/login', {
      payload: { email: 'coach@club.example', password: 'a-good-password-1' },
    });
    expect(refused.statusCode).toBe(401);
    await call(t.app, 'PUT', `/cabinet/accounts/${coachId}/active`, { token: chief, payload: { active: true } });
    const back = await call(t.app, 'POST', '/cabinet/login', {
      payload: { email: 'coach@club.example', password: 'a-good-password-1' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('changes role and scope; never deactivates or demotes the last active super_admin', async () => {
    const chiefId = (
      await t.db.selectFrom('users').select('id').where('email', '=', CHIEF.email).executeTakeFirstOrThrow()
    ).id;
    /** Saves an account's name, role and scope as the given signed-in account. */
    const saveAccount = (token: string, id: number, payload: object) =>
      call(t.app, 'PUT', `/cabinet/accounts/${id}`, { token, payload });
    const self = await call(t.app, 'PUT', `/cabinet/accounts/${chiefId}/active`, {
      token: chief,
      payload: { active: false },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().data.current).toMatchObject({ id: chiefId, role: 'super_admin', active: true });
    const demote = await saveAccount(chief, chiefId, { name: 'Chief', role: 'provider' });
    expect(demote.statusCode).toBe(409);
    const coachId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'coach@club.example').executeTakeFirstOrThrow()
    ).id;
    const promoted = await saveAccount(chief, coachId, { name: 'Coach One', role: 'super_admin', club_id: clubId });
    expect(promoted.json().data.account).toMatchObject({ role: 'super_admin', scope: { club: null, referee: null } });
    // Two super_admins now: the chief may step down, and the coach then can not.
    expect((await saveAccount(chief, chiefId, { name: 'Chief', role: 'media_manager' })).statusCode).toBe(200);
    const coach = (
      await call(t.app, 'POST', '/cabinet/login', {
        payload: { email: 'coach@club.example', password: 'a-good-password-1' },
      })
    ).json().data.token;
    expect(
      (await call(t.app, 'PUT', `/cabinet/accounts/${coachId}/active`, { token: coach, payload: { active: false } }))
        .statusCode,
    ).toBe(409);
    expect((await saveAccount(coach, chiefId, { name: 'Chief Admin', role: 'super_admin' })).statusCode).toBe(200);
  });

  it('answers a forgotten password the same for an unknown address; the link works once and ends other sessions', async () => {
    const other = (
      await call(t.app, 'POST', '/cabinet/login', {
        payload: { email: 'ref@league.example', password: 'a-good-password-1' },
      })
    ).json().data.token;
    const known = await call(t.app, 'POST', '/cabinet/password/forgot', { payload: { email: 'REF@league.example' } });
    const unknown = await call(t.app, 'POST', '/cabinet/password/forgot', {
      payload: { email: 'nobody@league.example' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const nobody = await mailTo('nobody@league.example');
    expect(nobody.text).not.toContain('#token=');
    const mail = await mailTo('ref@league.example');
    expect(mail.text).toContain('/en/cabinet/password/reset#token=');
    const token = tokenOf(mail.text);
    const reset = await call(t.app, 'POST', '/cabinet/password/reset', {
      payload: { token, password: 'a-new-password-22', password_confirmation: 'a-new-password-22' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/cabinet/me', { token: other })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/cabinet/me', { token: reset.json().data.token })).statusCode).toBe(200);
    const twice = await call(t.app, 'POST', '/cabinet/password/reset', {
      payload: { token, password: 'a-third-password-3', password_confirmation: 'a-third-password-3' },
    });
    expect(twice.statusCode).toBe(422);
  });

  it('expires a reset link after its hour and throttles requests per address', async () => {
    await call(t.app, 'POST', '/cabinet/password/forgot', { payload: { email: 'coach@club.example' } });
    const token = tokenOf((await mailTo('coach@club.example')).text);
    now = new Date(DEMO_NOW.getTime() + 61 * 60_000);
    const late = await call(t.app, 'POST', '/cabinet/password/reset', {
      payload: { token, password: 'a-new-password-22', password_confirmation: 'a-new-password-22' },
    });
    expect(late.statusCode).toBe(422);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        (await call(t.app, 'POST', '/cabinet/password/forgot', { payload: { email: 'flood@league.example' } }))
          .statusCode,
      );
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
