// A required document about to expire is e-mailed to the club's admins (ADR 0167 with ADR 0180's
// mail): the reminder job stores the notification as due, the mailer sends it after the commit,
// through real SMTP to a local catcher, in the reminder's own words — once.
import { createDocumentRemindersService } from '../../../src/modules/documents/index';
import { createTestApp, dbTargets, type TestApp } from '../../helpers';
import { startSmtpCatcher, type SmtpCatcher } from '../../../../test-support/smtp-catcher';

const morning = (day: string) => new Date(`${day}T05:00:00Z`);
const TODAY = '2026-05-10';
const EXPIRES = '2026-05-24';

describe.each(dbTargets)('document reminders by e-mail on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      target,
      seed: 'demo',
      config: { mail: { smtpUrl: smtp.url, from: 'league@league.test' } },
    });
    // Mail due from the demo data is not this suite's.
    await t.db.updateTable('notifications').set({ email_state: null }).execute();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('e-mails the club’s admin 14 days before a player’s identity document expires, once', async () => {
    const clubId = (
      await t.db.selectFrom('users').select('club_id').where('email', '=', 'team@league.test').executeTakeFirstOrThrow()
    ).club_id!;
    const player = await t.db
      .selectFrom('team_players as m')
      .innerJoin('teams as tm', 'tm.id', 'm.team_id')
      .innerJoin('players as p', 'p.id', 'm.player_id')
      .innerJoin('player_documents as d', (join) =>
        join.onRef('d.player_id', '=', 'p.id').on('d.type', '=', 'identity'),
      )
      .select(['p.id', 'p.last_name_kk', 'p.first_name_kk'])
      .where('tm.club_id', '=', clubId)
      .where('m.is_active', '=', true)
      .where('p.status', '=', 'active')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('player_documents')
      .set({ expires_at: EXPIRES })
      .where('player_id', '=', player.id)
      .where('type', '=', 'identity')
      .execute();

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
