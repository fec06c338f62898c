// A required document about to expire is e-mailed to the club's admins (ADR 0167 with ADR 0180's
// mail): the reminder job stores the notification as due, the mailer sends it after the commit,
// through real SMTP to a local catcher, in the reminder's own words — once.
import { createDocumentRemindersService } from '../../../src/modules/documents/index';
import { dbTargets, type TestApp } from '../../helpers';
import type { SmtpCatcher } from '../../../../test-support/smtp-catcher';
import { closeAppWithMail, openAppWithMail, withholdDemoMail } from '../../support/mail';
import { teamAdminClub } from '../../support/demo-cabinet';
import { clubPlayerWithIdentity, identityExpiresOn } from './document-helpers';

const morning = (day: string) => new Date(`${day}T05:00:00Z`);
const TODAY = '2026-05-10';
const EXPIRES = '2026-05-24';

describe.each(dbTargets)('document reminders by e-mail on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    ({ t, smtp } = await openAppWithMail({ target, seed: 'demo' }));
    await withholdDemoMail(t.db);
  }, 180_000);
  afterAll(() => closeAppWithMail({ t, smtp }));

  it('e-mails the club’s admin 14 days before a player’s identity document expires, once', async () => {
    const clubId = await teamAdminClub(t.db);
    const player = await clubPlayerWithIdentity(t.db, clubId);
    await identityExpiresOn(t.db, player.id, EXPIRES);

    const service = createDocumentRemindersService({ db: t.db, clock: () => morning(TODAY) });
    await service.run(morning(TODAY));
    expect(smtp.mails).toHaveLength(0);
    expect(await t.app.mailer!.drain()).toBeGreaterThanOrEqual(1);
    const mails = smtp.mails.filter(
      (mail) => mail.to.includes('team@league.test') && mail.subject.includes(player.last_name_kk),
    );
    expect(mails).toHaveLength(1);
    // Kazakh (users have no language yet): the days left and the expiry date as the list shows them.
    expect(mails[0]!.subject).toContain('14');
    expect(mails[0]!.subject).toContain('24.05.2026');
    // A second run of the day and a second drain send nothing again.
    await service.run(morning(TODAY));
    await t.app.mailer!.drain();
    expect(smtp.mails.filter((mail) => mail.subject.includes(player.last_name_kk))).toHaveLength(1);
  });
});
