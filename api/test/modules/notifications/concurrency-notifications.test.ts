// Notifications under parallel writers on PostgreSQL (several API processes): the same
// notifications marked read from several devices at once are marked once (the counts add up, no
// 5xx), the e-mail switch and the e-mail's language (ADR 0189) saved at once from several devices
// — and sign-ins in several languages — end as one of the values sent, and
// two mailers draining at once send each due mail exactly once (ADR 0180).
import { dbTargets, login, request, type TestApp } from '../../helpers';
import { fireTogether, tally } from '../../concurrency-helpers';
import type { SmtpCatcher } from '../../../../test-support/smtp-catcher';
import { notify } from '../../../src/modules/notifications/notify';
import { userIdsOf } from '../../support/demo-cabinet';
import { closeAppWithMail, openAppWithMail, withholdDemoMail } from '../../support/mail';
describe.each(dbTargets.filter((target) => target === 'postgres'))(
  'notifications with parallel writers on %s',
  (target) => {
    let t: TestApp;
    let smtp: SmtpCatcher;
    let token: string;
    let userId: number;

    beforeAll(async () => {
      ({ t, smtp } = await openAppWithMail({ target, seed: 'demo', replicas: 2 }));
      token = await login(t.app, 'provider@league.test');
      ({ provider: userId } = await userIdsOf(t.db, ['provider']));
      await withholdDemoMail(t.db);
    }, 180_000);
    afterAll(() => closeAppWithMail({ t, smtp }));

    /** The provider's e-mail switch and language as stored. */
    const storedSettings = () =>
      t.db
        .selectFrom('users')
        .select(['email_notifications', 'language'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();

    it('marks the same notifications read from six devices at once: each once, the count right', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        await notify(t.db, { userIds: [userId] }, 'person_transferred', { n: i });
      }
      const unseen = await t.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('seen_at', 'is', null)
        .execute();
      ids.push(...unseen.map((r) => Number(r.id)));
      const answers = await fireTogether(t.apps, [
        ...Array.from({ length: 4 }, () => ({
          method: 'POST' as const,
          url: '/cabinet/notifications/mark-as-seen',
          token,
          payload: { ids },
        })),
        ...Array.from({ length: 2 }, () => ({
          method: 'POST' as const,
          url: '/cabinet/notifications/mark-as-seen',
          token,
          payload: { all: true },
        })),
      ]);
      expect(tally(answers)).toEqual({ ok: 6, conflict: 0, serverError: 0, other: {} });
      const marked = answers.reduce((sum, answer) => sum + (answer.json().data.marked as number), 0);
      expect(marked).toBe(ids.length);
      expect(answers.every((answer) => answer.json().data.count >= 0)).toBe(true);
      const count = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/notifications/new-count', token });
      expect(count.json().data.count).toBe(0);
    });

    it('saves the e-mail switch from several devices at once: no 5xx, one of the sent values stands', async () => {
      const answers = await fireTogether(
        t.apps,
        Array.from({ length: 6 }, (_, i) => ({
          method: 'PUT' as const,
          url: '/cabinet/notifications/settings',
          token,
          payload: { email: i % 2 === 0 },
        })),
      );
      expect(tally(answers)).toEqual({ ok: 6, conflict: 0, serverError: 0, other: {} });
      const stored = await storedSettings();
      expect(typeof stored.email_notifications).toBe('boolean');
      await request(t.app, {
        method: 'PUT',
        url: '/api/v1/cabinet/notifications/settings',
        token,
        payload: { email: true },
      });
    });

    it('saves the language from several devices and sign-ins at once: no 5xx, one of the sent languages stands', async () => {
      const languages = ['kk', 'ru', 'en'] as const;
      const answers = await fireTogether(t.apps, [
        ...Array.from({ length: 6 }, (_, i) => ({
          method: 'PUT' as const,
          url: '/cabinet/account/language',
          token,
          payload: { language: languages[i % 3] },
        })),
        // A sign-in carries no token; its language is its Accept-Language.
        ...languages.map((language) => ({
          method: 'POST' as const,
          url: '/cabinet/login',
          token: '',
          payload: { email: 'provider@league.test', password: 'league-demo-2026' },
          headers: { 'accept-language': language },
        })),
      ]);
      expect(tally(answers)).toEqual({ ok: 9, conflict: 0, serverError: 0, other: {} });
      const stored = await storedSettings();
      expect(languages).toContain(stored.language);
      const read = await request(t.app, { method: 'GET', url: '/api/v1/cabinet/account/language', token });
      expect(read.json().data).toEqual({ language: stored.language });
    });

    it('sends each due mail once when three mailers drain at once', async () => {
      for (let i = 0; i < 30; i++) await notify(t.db, { userIds: [userId] }, 'departure_sent', { burst: i });
      const sent = await Promise.all(t.apps.map((app) => app.mailer!.drain()));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
      const bursts = smtp.mails.filter((mail) => mail.to.includes('provider@league.test'));
      expect(bursts).toHaveLength(30);
      const left = await t.db
        .selectFrom('notifications')
        .select('id')
        .where('email_state', 'in', ['due', 'sending'])
        .execute();
      expect(left).toEqual([]);
    });
  },
);
