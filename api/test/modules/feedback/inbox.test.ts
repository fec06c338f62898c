// The feedback inbox on an empty database: a visitor's message tells the super_admins (a
// notification linking the inbox), the inbox lists it paged and filtered (unread, not handled,
// handled), a message is read, handled and answered by e-mail — in the language of the form it
// came from, from the league's own name, through the outbox — and a change from a stale version,
// or an answer to a message without an address, is a 409 with the message as it is. The media
// manager reads and answers too; nobody else. Ten answers at once on every process: one answer.
import { FeedbackListResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import type { SmtpCatcher } from '../../../../test-support/smtp-catcher';
import { createAdmin } from '../../../src/cli/admin';
import { fireTogether, refusalsWithoutState, tally } from '../../concurrency-helpers';
import { dbTargets, login, request, type TestApp } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { identityBody, insertStaff } from '../league/identity-helpers';
import { closeAppWithMail, openAppWithMail } from '../../support/mail';

const PASSWORD = 'first-start-pass-2026';
let ip = 20;

describe.each(dbTargets)('the feedback inbox on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let admin: string;
  let media: string;

  beforeAll(async () => {
    ({ t, smtp } = await openAppWithMail({ target, replicas: 1 }));
    await createAdmin(t.db, { email: 'chief@example.org', password: PASSWORD, name: 'Chief' });
    admin = await login(t.app, 'chief@example.org', PASSWORD);
    media = await insertStaff(t, 'media_manager');
  }, 120_000);
  afterAll(() => closeAppWithMail({ t, smtp }));

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token?: string,
    payload?: object,
    language = 'en' as const,
  ) => request(t.app, { method, url: `/api/v1${url}`, token, payload, language });
  const send = (fields: Record<string, string>, language: 'kk' | 'ru' | 'en') =>
    request(t.app, {
      method: 'POST',
      url: '/api/v1/feedback',
      payload: fields,
      language,
      remoteAddress: `10.1.0.${ip++}`,
    });
  const messageOf = async (id: number) =>
    (
      (await call('GET', '/cabinet/feedback?per_page=100', admin)).json().data as { id: number; version: number }[]
    ).find((m) => m.id === id)!;

  it("stores a visitor's message and tells the super_admins, linking the inbox", async () => {
    const sent = await send(
      { name: 'Айгерім', phone: '+7 701 111 22 33', email: 'parent@example.org', text: 'Когда игры?' },
      'ru',
    );
    expect(sent.statusCode).toBe(201);
    const notes = await call('GET', '/cabinet/notifications', admin);
    expect(notes.json().data[0]).toMatchObject({ kind: 'feedback_received', payload: { link: '/cabinet/feedback' } });
    const counts = await call('GET', '/cabinet/feedback/counts', media);
    expect(counts.json().data).toEqual({ unread: 1, open: 1 });
  });

  it('lists the messages newest first, paged, filtered by unread, open and handled', async () => {
    await send({ name: 'Second', phone: '87012223344', text: 'No e-mail here' }, 'en');
    const all = await call('GET', '/cabinet/feedback?per_page=1', admin);
    expect(all.statusCode).toBe(200);
    assert(all.json(), FeedbackListResponse);
    expect(all.json().meta).toEqual({ total: 2, page: 1, per_page: 1 });
    expect(all.json().data[0].name).toBe('Second');
    const first = all.json().data[0];
    const read = await call('POST', `/cabinet/feedback/${first.id}/read`, admin, { version: first.version });
    expect(read.json().data.read_at).not.toBeNull();
    expect((await call('GET', '/cabinet/feedback?state=unread', admin)).json().meta.total).toBe(1);
    const handled = await call('POST', `/cabinet/feedback/${first.id}/handled`, media, {
      version: read.json().data.version,
      handled: true,
    });
    expect(handled.json().data).toMatchObject({ handled_by: { name: expect.any(String) } });
    expect(
      (await call('GET', '/cabinet/feedback?state=handled', admin)).json().data.map((m: { id: number }) => m.id),
    ).toEqual([first.id]);
    expect((await call('GET', '/cabinet/feedback?state=open', admin)).json().meta.total).toBe(1);
  });

  it('refuses an answer to a message without an e-mail, and a change from a stale version, with the message', async () => {
    const list = (await call('GET', '/cabinet/feedback?state=handled', admin)).json().data;
    const noEmail = list[0];
    const answer = await call('POST', `/cabinet/feedback/${noEmail.id}/reply`, admin, {
      version: noEmail.version,
      text: 'Hi',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('The sender left no e-mail address: answer them by phone');
    expect(answer.json().data.current.id).toBe(noEmail.id);
    const stale = await call('POST', `/cabinet/feedback/${noEmail.id}/handled`, admin, { version: 0, handled: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current.version).toBe(noEmail.version);
  });

  it("answers by e-mail in the message's language, from the league's name, quoting the message", async () => {
    const saved = await call('PUT', '/cabinet/league', admin, identityBody(0));
    expect(saved.statusCode).toBe(200);
    const list = (await call('GET', '/cabinet/feedback?state=open', admin)).json().data;
    const message = list[0];
    const empty = await call(
      'POST',
      `/cabinet/feedback/${message.id}/reply`,
      admin,
      { version: message.version, text: ' ' },
      'ru' as never,
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.errors.text).toEqual(['Это поле обязательно для заполнения']);
    const answer = await call('POST', `/cabinet/feedback/${message.id}/reply`, media, {
      version: message.version,
      text: 'Игры по субботам.',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      handled_at: expect.any(String),
      replies: [{ text: 'Игры по субботам.', email_state: 'due' }],
    });
    await t.app.mailer!.drain();
    const [mail] = await smtp.received(1);
    expect(mail!.to).toEqual(['parent@example.org']);
    expect(mail!.subject).toBe('Лига Алатау: ответ на ваше сообщение');
    expect(mail!.from).toContain('league@league.test');
    expect(mail!.text).toContain('Игры по субботам.');
    expect(mail!.text).toContain('> Когда игры?');
    expect((await messageOf(message.id)) as unknown).toMatchObject({ replies: [{ email_state: 'sent' }] });
  });

  it('takes one of ten answers sent at once from one version, on every process', async () => {
    const id = (
      await send({ name: 'Race', phone: '87013334455', email: 'race@example.org', text: 'Race' }, 'kk')
    ).json().data.id;
    const { version } = await messageOf(id);
    const answers = await fireTogether(
      t.apps,
      Array.from({ length: 10 }, (_, i) => ({
        method: 'POST' as const,
        url: `/cabinet/feedback/${id}/reply`,
        token: i % 2 ? admin : media,
        payload: { version, text: `Answer ${i}` },
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, conflict: 9, serverError: 0, other: {} });
    expect(refusalsWithoutState(answers)).toBe(0);
    const replies = await t.db.selectFrom('feedback_replies').select('id').where('feedback_id', '=', id).execute();
    expect(replies).toHaveLength(1);
  });

  it('lets only the super_admin and the media manager read the inbox', async () => {
    expect((await call('GET', '/cabinet/feedback')).statusCode).toBe(401);
    for (const role of ['command_admin', 'referee', 'provider'] as const) {
      const token = await insertStaff(t, role);
      expect([role, (await call('GET', '/cabinet/feedback', token)).statusCode]).toEqual([role, 403]);
    }
    expect((await call('GET', '/cabinet/first-start', media)).statusCode).toBe(403);
  });
});

describe.each(dbTargets)('the first-start checklist on %s', (target) => {
  const t = suiteApp({ target }, 120_000);

  it('ticks itself from the data: nothing but the first account on an empty database, then the identity', async () => {
    await createAdmin(t.db, { email: 'chief@example.org', password: PASSWORD, name: 'Chief' });
    const admin = await login(t.app, 'chief@example.org', PASSWORD);
    const get = async () =>
      (await request(t.app, { method: 'GET', url: '/api/v1/cabinet/first-start', token: admin })).json().data;
    const before = await get();
    expect(before.done).toBe(false);
    expect(before.items.map((i: { key: string; done: boolean }) => [i.key, i.done])).toEqual([
      ['identity', false],
      ['accounts', false],
      ['referees', false],
      ['registry', false],
      // createAdmin seeds the reference data (roles, seasons) on a migrated database.
      ['season', before.items[4].done],
      ['tournament', false],
    ]);
    await request(t.app, { method: 'PUT', url: '/api/v1/cabinet/league', token: admin, payload: identityBody(0) });
    await insertStaff(t, 'media_manager');
    const after = await get();
    expect(after.items.slice(0, 2)).toEqual([
      { key: 'identity', done: true, count: 0 },
      { key: 'accounts', done: true, count: 1 },
    ]);
  });
});
