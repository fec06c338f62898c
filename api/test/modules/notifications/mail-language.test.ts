// E-mail in the reader's language (ADR 0189): a user's language is kept from the cabinet's
// sign-in (its Accept-Language) and from the account page (GET/PUT /cabinet/account/language,
// every signed-in role, a bad value an error on its field); the mail of an entry request goes to
// the league's admins and the league's answer — accepted, or refused with its reason — to the
// team's admins, each written in the recipient's language with the names in that language.
import { AccountLanguageResponse } from '@league/shared/contracts';
import { assert } from 'superstruct';
import { dbTargets, login, request, type TestApp } from '../../helpers';
import type { SmtpCatcher } from '../../../../test-support/smtp-catcher';
import { mailOf } from '../../../src/modules/notifications/notifications.mail';
import { notify } from '../../../src/modules/notifications/notify';
import { closeAppWithMail, openAppWithMail, withholdDemoMail } from '../../support/mail';
import { teamAdminClub, youngestBoysTeamOf } from '../../support/demo-cabinet';

const ROLES = ['admin', 'team', 'referee', 'provider', 'media'] as const;
type Language = 'kk' | 'ru' | 'en';

describe.each(dbTargets)("e-mail in the reader's language on %s", (target) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let admin: string;
  let team: string;
  let ownTeam: { id: number; birth_year: number };
  let seasonId: number;
  let seq = 0;

  beforeAll(async () => {
    ({ t, smtp } = await openAppWithMail({ target, seed: 'demo' }));
    admin = await login(t.app, 'admin@league.test');
    team = await login(t.app, 'team@league.test');
    const club = await teamAdminClub(t.db);
    ownTeam = await youngestBoysTeamOf(t.db, club);
    // Titles that differ in each language, so a name in the wrong language shows.
    await t.db
      .updateTable('teams')
      .set({ title_kk: 'Алтай 2012 (қаз)', title_ru: 'Алтай 2012 (рус)', title_en: 'Altai 2012 (en)' })
      .where('id', '=', ownTeam.id)
      .execute();
    const season = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/seasons',
      token: admin,
      payload: {
        title_kk: '2028/2029 маусымы',
        title_ru: 'Сезон 2028/2029',
        title_en: 'Season 2028/2029',
        start_date: '2028-08-01',
        end_date: '2029-06-30',
      },
    });
    expect(season.statusCode).toBe(201);
    seasonId = season.json().data.id;
    await withholdDemoMail(t.db);
  }, 300_000);
  afterAll(() => closeAppWithMail({ t, smtp }));

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | undefined,
    payload?: object,
    language?: Language,
  ) => request(t.app, { method, url: `/api/v1${url}`, token, payload, language });
  const stored = async (email: string) =>
    (await t.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;
  const signIn = (email: string, language?: Language) =>
    request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/login',
      payload: { email, password: 'league-demo-2026' },
      language,
    });

  /** A tournament for the team's birth year taking entries today (the demo's today is 2026-03-01). */
  async function newTournament(): Promise<number> {
    seq += 1;
    const r = await call('POST', '/cabinet/tournaments', admin, {
      title_kk: `Кубок ${seq} (қаз)`,
      title_ru: `Кубок ${seq} (рус)`,
      title_en: `Cup ${seq} (en)`,
      season_id: seasonId,
      age_group: 'U-X',
      birth_year_from: ownTeam.birth_year,
      birth_year_to: ownTeam.birth_year,
      gender: 'male',
      entry_opens_on: '2026-02-20',
      entry_closes_on: '2026-03-10',
    });
    expect(r.statusCode).toBe(201);
    return r.json().data.id as number;
  }

  it('keeps the language the cabinet signs in in; a sign-in that names none leaves it; every role reads and sets its own', async () => {
    expect((await signIn('referee@league.test', 'ru')).statusCode).toBe(200);
    expect(await stored('referee@league.test')).toBe('ru');
    expect((await signIn('referee@league.test')).statusCode).toBe(200);
    expect(await stored('referee@league.test')).toBe('ru');
    expect((await signIn('referee@league.test', 'en')).statusCode).toBe(200);
    expect(await stored('referee@league.test')).toBe('en');

    for (const role of ROLES) {
      const token = await login(t.app, `${role}@league.test`);
      const read = await call('GET', '/cabinet/account/language', token);
      expect(read.statusCode).toBe(200);
      assert(read.json(), AccountLanguageResponse);
      const saved = await call('PUT', '/cabinet/account/language', token, { language: 'ru' });
      expect([role, saved.statusCode, saved.json().data]).toEqual([role, 200, { language: 'ru' }]);
      expect((await call('GET', '/cabinet/account/language', token)).json().data).toEqual({ language: 'ru' });
      expect(await stored(`${role}@league.test`)).toBe('ru');
    }
    expect((await call('GET', '/cabinet/account/language', undefined)).statusCode).toBe(401);
    expect((await call('PUT', '/cabinet/account/language', undefined, { language: 'en' })).statusCode).toBe(401);
  });

  it('refuses a language it does not write, on the field and in the request’s language', async () => {
    for (const [body, language] of [
      [{ language: 'de' }, 'ru'],
      [{}, 'en'],
      [{ language: 7 }, 'kk'],
    ] as const) {
      const r = await call('PUT', '/cabinet/account/language', team, body, language);
      expect(r.statusCode).toBe(422);
      expect(Object.keys(r.json().data.errors)).toEqual(['language']);
    }
    const ru = await call('PUT', '/cabinet/account/language', team, { language: 'de' }, 'ru');
    expect(ru.json().data.errors.language[0]).toMatch(/[а-яё]/i);
  });

  it("mails a team's entry request to the league's admins and the answers to the team's admin, each in their own language", async () => {
    // The team's admin works in the Russian cabinet; the league's admin chose English.
    expect((await signIn('team@league.test', 'ru')).statusCode).toBe(200);
    expect((await call('PUT', '/cabinet/account/language', admin, { language: 'en' })).statusCode).toBe(200);
    const admins = await t.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['u.email', 'u.language'])
      .where('r.slug', '=', 'super_admin')
      .where('u.is_active', '=', true)
      .execute();
    expect(admins.length).toBeGreaterThan(0);

    const refusedIn = await newTournament();
    const acceptedIn = await newTournament();
    const refusedSeq = seq - 1;
    smtp.mails.length = 0;
    const asked = await call('POST', `/cabinet/tournaments/${refusedIn}/entries`, team, { team_id: ownTeam.id });
    expect(asked.statusCode).toBe(201);
    const entry = asked.json().data.id as number;
    await t.app.mailer!.drain();
    const toLeague = smtp.mails.filter((mail) => admins.some((a) => mail.to.includes(a.email)));
    expect(toLeague.map((mail) => mail.to[0]).sort()).toEqual(admins.map((a) => a.email).sort());
    const toAdmin = toLeague.find((mail) => mail.to.includes('admin@league.test'))!;
    expect(toAdmin.subject).toBe(`Altai 2012 (en) asks to enter Cup ${refusedSeq} (en)`);
    expect(toAdmin.text).toContain(`/en/cabinet/tournaments/${refusedIn}`);
    expect(smtp.mails.some((mail) => mail.to.includes('team@league.test'))).toBe(false);

    smtp.mails.length = 0;
    const refused = await call('POST', `/cabinet/tournaments/${refusedIn}/entries/${entry}/decision`, admin, {
      decision: 'refuse',
      reason: 'Мест нет',
    });
    expect(refused.statusCode).toBe(200);
    await t.app.mailer!.drain();
    const toTeam = smtp.mails.filter((mail) => mail.to.includes('team@league.test'));
    expect(toTeam).toHaveLength(1);
    expect(toTeam[0].subject).toBe(
      `Алтай 2012 (рус): заявка на участие в турнире «Кубок ${refusedSeq} (рус)» отклонена`,
    );
    expect(toTeam[0].text).toContain('Причина: Мест нет');
    expect(toTeam[0].text).toContain(`/ru/cabinet/tournaments/${refusedIn}`);
    expect(toTeam[0].text).not.toMatch(/қаз|\(en\)/);

    const second = await call('POST', `/cabinet/tournaments/${acceptedIn}/entries`, team, { team_id: ownTeam.id });
    expect(second.statusCode).toBe(201);
    await t.app.mailer!.drain();
    smtp.mails.length = 0;
    const accepted = await call(
      'POST',
      `/cabinet/tournaments/${acceptedIn}/entries/${second.json().data.id}/decision`,
      admin,
      { decision: 'accept' },
    );
    expect(accepted.statusCode).toBe(200);
    await t.app.mailer!.drain();
    expect(smtp.mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [['team@league.test'], `Алтай 2012 (рус) включена в турнир «Кубок ${seq} (рус)»`],
    ]);
  });

  it('writes a rejected application in Russian for a Russian reader: the names too', async () => {
    expect((await signIn('team@league.test', 'ru')).statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'team@league.test')
      .executeTakeFirstOrThrow();
    const tournament = await newTournament();
    await notify(t.db, { userIds: [user.id] }, 'application_status', {
      status: 'rejected',
      count: 2,
      reason: 'Нет справки',
      team_id: ownTeam.id,
      tournament_id: tournament,
      link: `/cabinet/tournaments/${tournament}`,
    });
    smtp.mails.length = 0;
    await t.app.mailer!.drain();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].subject).toBe(`Алтай 2012 (рус): отклонены заявки на «Кубок ${seq} (рус)»: 2`);
    expect(smtp.mails[0].text).toContain('Причина: Нет справки');
    expect(smtp.mails[0].text).toContain('Письма можно отключить');
  });
});

describe('the mail of each kind that asks for action, in each language', () => {
  const names = {
    team: { kk: 'Алтай (қаз)', ru: 'Алтай (рус)', en: 'Altai (en)' },
    tournament: { kk: 'Кубок (қаз)', ru: 'Кубок (рус)', en: 'Cup (en)' },
    match: {
      host: { kk: 'А (қаз)', ru: 'А (рус)', en: 'A (en)' },
      guest: { kk: 'Б (қаз)', ru: 'Б (рус)', en: 'B (en)' },
      date_time: '2026-03-08T10:00:00Z',
    },
  };
  const KINDS: Array<[string, Record<string, unknown>]> = [
    ['application_sent', { count: 3 }],
    ['application_status', { status: 'rejected', count: 1, reason: 'R' }],
    ['departure_sent', {}],
    ['departure_status', { status: 'rejected', reason: 'R' }],
    ['entry_requested', { status: 'pending' }],
    ['entry_decided', { status: 'accepted' }],
    ['entry_decided', { status: 'refused', reason: 'R' }],
  ];
  it.each(['kk', 'ru', 'en'] as const)('names everything in %s', (language) => {
    for (const [kind, payload] of KINDS) {
      const mail = mailOf(
        kind,
        { ...payload, link: '/cabinet/tournaments/1' },
        names,
        language,
        'https://league.example',
      );
      expect(mail).not.toBeNull();
      const other = (['kk', 'ru', 'en'] as const).filter((l) => l !== language);
      // Every name in the reader's language, none in another.
      expect(mail!.subject).toContain(names.team[language]);
      for (const l of other) expect(`${mail!.subject}\n${mail!.text}`).not.toContain(names.team[l]);
      expect(mail!.text).toContain(
        `https://league.example${language === 'kk' ? '' : `/${language}`}/cabinet/tournaments/1`,
      );
    }
  });
});
