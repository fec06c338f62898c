// Notifications people read (ADR 0180): a bulk sending of N players is one notification with
// the count and a link to the team's application list; names are answered in the reader's
// language at read time (ids stored, not one language's title); the notifications that ask for
// action are e-mailed after the write committed through real SMTP to a local catcher, not when
// the reader turned e-mail off, and a refused delivery is tried again, then given up — the
// in-app list stays the record either way.
import { NotificationSettingsResponse, NotificationsResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, DEMO_NOW, type TestApp } from '../../helpers';
import { currentEntriesOfClub, roleCall, signIn, teamAdminClub } from '../../support/demo-cabinet';
import type { SmtpCatcher } from '../../../../test-support/smtp-catcher';
import { closeAppWithMail, openAppWithMail, withholdDemoMail } from '../../support/mail';
import { newRosterPlayer } from '../../support/people';

const WHO = ['admin', 'team', 'media'] as const;
type Who = (typeof WHO)[number];
describe.each(dbTargets)('grouped notifications and their e-mail on %s', (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let tokens: Record<Who, string>;
  let club: number;
  let tournament: number;
  let team: { id: number; birth_year: number };
  let seq = 0;

  beforeAll(async () => {
    ({ t, smtp } = await openAppWithMail({ target, seed: 'demo' }));
    tokens = await signIn(t, WHO);
    club = await teamAdminClub(t.db);
    const entry = await currentEntriesOfClub(t.db, club).executeTakeFirstOrThrow();
    tournament = entry.tournament_id;
    team = { id: entry.id, birth_year: entry.birth_year };
    // Titles that differ in each language, so a name in the wrong language shows.
    await t.db
      .updateTable('teams')
      .set({ title_kk: 'Алтай 2012 (қаз)', title_ru: 'Алтай 2012 (рус)', title_en: 'Altai 2012 (en)' })
      .where('id', '=', team.id)
      .execute();
    await t.db
      .updateTable('tournaments')
      .set({ title_kk: 'U-14 чемпионаты', title_ru: 'Чемпионат U-14', title_en: 'U-14 Championship' })
      .where('id', '=', tournament)
      .execute();
    await withholdDemoMail(t.db);
  }, 180_000);
  afterAll(() => closeAppWithMail({ t, smtp }));

  const call = roleCall(() => ({ t, tokens }));
  const mailsTo = (who: Who) => smtp.mails.filter((mail) => mail.to.includes(`${who}@league.test`));

  async function newPlayers(count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      seq += 1;
      const playerId = await newRosterPlayer(
        t.db,
        team.id,
        {
          slug: `grouped-${target}-${seq}`,
          first_name_kk: `Ойыншы${seq}`,
          first_name_ru: `Игрок${seq}`,
          first_name_en: `Player${seq}`,
          last_name_kk: 'Тестов',
          last_name_ru: 'Тестов',
          last_name_en: 'Testov',
          middle_name_kk: null,
          middle_name_ru: null,
          middle_name_en: null,
          birth_date: `${team.birth_year}-05-05`,
          position: 'MF',
          number: null,
          height_cm: null,
          weight_kg: null,
          identity_kind: 'identification',
          identity_number: `77000${seq}`.padStart(12, '0'),
          citizenship: null,
          photo: null,
        },
        `g${seq}`,
      );
      ids.push(playerId);
    }
    return ids;
  }
  const send = async (playerIds: number[]) => {
    const response = await call('POST', '/cabinet/applications/players', 'team', {
      tournament_id: tournament,
      team_id: team.id,
      players: playerIds.map((player_id) => ({ player_id })),
    });
    expect(response.statusCode).toBe(201);
  };
  const newest = async (who: Who, language: 'kk' | 'ru' | 'en') => {
    const list = (await call('GET', '/cabinet/notifications?per_page=1', who, undefined, language)).json();
    assert(list, NotificationsResponse);
    return list.data[0];
  };

  it('tells the league once for a sending of 17 players, names in the reader’s language, and e-mails it', async () => {
    const before = (await call('GET', '/cabinet/notifications/new-count', 'admin')).json().data.count as number;
    await send(await newPlayers(17));
    expect((await call('GET', '/cabinet/notifications/new-count', 'admin')).json().data.count).toBe(before + 1);

    const ru = await newest('admin', 'ru');
    expect(ru).toMatchObject({
      kind: 'application_sent',
      seen: false,
      payload: {
        count: 17,
        team_id: team.id,
        tournament_id: tournament,
        link: `/cabinet/tournaments/${tournament}/teams/${club}`,
      },
    });
    expect(ru.payload.team).toEqual({ kk: 'Алтай 2012 (қаз)', ru: 'Алтай 2012 (рус)', en: 'Altai 2012 (en)' });
    expect(ru.payload.tournament).toEqual({ kk: 'U-14 чемпионаты', ru: 'Чемпионат U-14', en: 'U-14 Championship' });

    // A rename after the fact is what the list reads: names come from the ids, not a stored copy.
    await t.db.updateTable('teams').set({ title_ru: 'Алтай-2012 (рус)' }).where('id', '=', team.id).execute();
    expect((await newest('admin', 'ru')).payload.team).toMatchObject({ ru: 'Алтай-2012 (рус)' });
    await t.db.updateTable('teams').set({ title_ru: 'Алтай 2012 (рус)' }).where('id', '=', team.id).execute();

    // Nothing is sent inside the write; the mailer sends what committed.
    expect(mailsTo('admin')).toHaveLength(0);
    expect(await t.app.mailer!.drain()).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo('admin');
    expect(mail.from).toBe('league@league.test');
    expect(mail.subject).toBe('Алтай 2012 (қаз) командасы «U-14 чемпионаты» турниріне 17 өтінім жіберді');
    expect(mail.text).toContain(`/cabinet/tournaments/${tournament}/teams/${club}\n`);
    const state = await t.db
      .selectFrom('notifications')
      .select('email_state')
      .where('id', '=', ru.id)
      .executeTakeFirstOrThrow();
    expect(state.email_state).toBe('sent');
    // Drained: a second look sends nothing twice.
    expect(await t.app.mailer!.drain()).toBe(0);
    expect(mailsTo('admin')).toHaveLength(1);
  });

  it('e-mails a rejection with its reason to the club, and a status that asks for nothing not at all', async () => {
    const [player] = await newPlayers(1);
    await send([player]);
    await t.app.mailer!.drain();
    const application = await t.db
      .selectFrom('player_applications')
      .select('id')
      .where('player_id', '=', player)
      .executeTakeFirstOrThrow();
    expect(
      (
        await call('PUT', `/cabinet/applications/players/${application.id}`, 'admin', {
          status: 'rejected',
          reason: 'Анализ нечитаем',
        })
      ).statusCode,
    ).toBe(200);
    const teamBefore = mailsTo('team').length;
    await t.app.mailer!.drain();
    const mails = mailsTo('team');
    expect(mails).toHaveLength(teamBefore + 1);
    expect(mails.at(-1)!.subject).toBe('Алтай 2012 (қаз): «U-14 чемпионаты» турниріне 1 өтінім қабылданбады');
    expect(mails.at(-1)!.text).toContain('Себебі: Анализ нечитаем');

    // Sent again and accepted: the acceptance is in the list, not in the mailbox.
    expect(
      (await call('PUT', `/cabinet/applications/players/${application.id}`, 'team', { status: 'pending' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/cabinet/applications/players/${application.id}`, 'admin', { status: 'submitted' }))
        .statusCode,
    ).toBe(200);
    await t.app.mailer!.drain();
    expect(mailsTo('team')).toHaveLength(teamBefore + 1);
    expect((await newest('team', 'en')).payload).toMatchObject({ status: 'submitted' });
  });

  it('sends nothing to a reader who turned e-mail off — the list still has it', async () => {
    expect((await call('GET', '/cabinet/notifications/settings', 'admin')).json().data).toEqual({
      email: true,
      email_available: true,
    });
    const off = await call('PUT', '/cabinet/notifications/settings', 'admin', { email: false });
    expect(off.statusCode).toBe(200);
    assert(off.json(), NotificationSettingsResponse);
    expect((await call('GET', '/cabinet/notifications/settings', 'admin')).json().data.email).toBe(false);
    expect((await call('PUT', '/cabinet/notifications/settings', 'admin', { email: 'no' })).statusCode).toBe(422);
    expect((await call('GET', '/cabinet/notifications/settings', 'media')).statusCode).toBe(403);
    expect((await call('GET', '/cabinet/notifications/settings', null)).statusCode).toBe(401);

    const before = mailsTo('admin').length;
    await send(await newPlayers(2));
    await t.app.mailer!.drain();
    expect(mailsTo('admin')).toHaveLength(before);
    const note = await newest('admin', 'en');
    expect(note.payload).toMatchObject({ count: 2 });
    expect(
      (await t.db.selectFrom('notifications').select('email_state').where('id', '=', note.id).executeTakeFirstOrThrow())
        .email_state,
    ).toBe('off');

    expect((await call('PUT', '/cabinet/notifications/settings', 'admin', { email: true })).json().data.email).toBe(
      true,
    );
  });

  it('tries a refused delivery again, gives up after three tries and logs nothing as sent', async () => {
    smtp.refuse.add('admin@league.test');
    try {
      await send(await newPlayers(1));
      const note = await newest('admin', 'en');
      const state = () =>
        t.db
          .selectFrom('notifications')
          .select(['email_state', 'email_tries'])
          .where('id', '=', note.id)
          .executeTakeFirstOrThrow();
      await t.app.mailer!.drain();
      expect(await state()).toEqual({ email_state: 'due', email_tries: 1 });
      await t.app.mailer!.drain();
      await t.app.mailer!.drain();
      expect(await state()).toEqual({ email_state: 'failed', email_tries: 3 });
      await t.app.mailer!.drain();
      expect((await state()).email_tries).toBe(3);
      expect(note.seen).toBe(false);
    } finally {
      smtp.refuse.delete('admin@league.test');
    }
  });

  it('takes again a claim whose mailer is gone, not one being sent now', async () => {
    await send(await newPlayers(1));
    const note = await newest('admin', 'en');
    const before = mailsTo('admin').length;
    // Claimed a minute ago by a mailer still at work: left alone.
    await t.db
      .updateTable('notifications')
      .set({ email_state: 'sending', email_claimed_at: new Date(DEMO_NOW.getTime() - 60_000) })
      .where('id', '=', note.id)
      .execute();
    await t.app.mailer!.drain();
    expect(mailsTo('admin')).toHaveLength(before);
    // Claimed an hour ago (its process died mid-send): sent now.
    await t.db
      .updateTable('notifications')
      .set({ email_claimed_at: new Date(DEMO_NOW.getTime() - 3_600_000) })
      .where('id', '=', note.id)
      .execute();
    await t.app.mailer!.drain();
    expect(mailsTo('admin')).toHaveLength(before + 1);
    expect(
      await t.db
        .selectFrom('notifications')
        .select(['email_state', 'email_claimed_at'])
        .where('id', '=', note.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ email_state: 'sent', email_claimed_at: null });
  });
});
