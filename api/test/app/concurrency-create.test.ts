// Creates sent at the same moment (a double-clicked save, two admins typing the same club): ten
// creates of one title at once, spread over two API instances on PostgreSQL. Each must be answered
// as it would be alone, in turn: a slug made from the title takes the next free suffix, a title
// the club already has is the 422 on its field, a likely duplicate person the 409 with the person
// found — never a 5xx, and exactly the rows that the answers acknowledge are stored.
import type { LightMyRequestResponse } from 'fastify';
import { fireTogether, tally, type Writer } from '../concurrency-helpers';
import { dbTargets, login } from '../helpers';
import { suiteApp } from '../support/suite-app';
import { latestSeasonId, teamAdminClub } from '../support/demo-cabinet';

const N = 10;

/** The slugs that ten creates of one base get when made one after the other. */
const suffixed = (base: string) => [base, ...Array.from({ length: N - 1 }, (_, i) => `${base}-${i + 2}`)].sort();

describe.each(dbTargets)('creates of one title at the same moment on %s', (target) => {
  let admin: string;
  let team: string;
  let cityId: number;
  let seasonId: number;
  let ownClub: number;
  let teams: number[];

  const t = suiteApp({ target, seed: 'demo', replicas: 1 }, 240_000);
  beforeAll(async () => {
    admin = await login(t.app, 'admin@league.test');
    team = await login(t.app, 'team@league.test');
    cityId = (await t.db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    seasonId = await latestSeasonId(t.db);
    ownClub = await teamAdminClub(t.db);
    teams = (
      await t.db
        .selectFrom('teams')
        .select('id')
        .where('club_id', '=', ownClub)
        .where('is_active', '=', true)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    expect(teams.length).toBeGreaterThanOrEqual(2);
  }, 240_000);

  const creates = (url: string, payload: (i: number) => object, token = admin): Writer[] =>
    Array.from({ length: N }, (_, i) => ({ method: 'POST', url, token, payload: payload(i) }));
  const slugsOf = (answers: LightMyRequestResponse[]) => answers.map((a) => a.json().data.slug as string).sort();
  /** The own club's teams whose title in one language is `title`: their slugs. */
  const ownClubTeamsTitled = (column: 'title_kk' | 'title_ru', title: string) =>
    t.db.selectFrom('teams').select('slug').where('club_id', '=', ownClub).where(column, '=', title).execute();

  it.each([
    ['clubs', { title_kk: 'Егіз клуб', title_en: 'Twin Club' }, 'twin-club'],
    ['stadiums', { title_kk: 'Егіз стадион', title_en: 'Twin Arena' }, 'twin-arena'],
  ] as const)('stores ten %s of one title with the slugs they get one after the other', async (table, titles, slug) => {
    const answers = await fireTogether(
      t.apps,
      creates(`/cabinet/${table}`, () => ({ ...titles, city_id: cityId })),
    );
    expect(tally(answers)).toEqual({ ok: N, conflict: 0, serverError: 0, other: {} });
    expect(slugsOf(answers)).toEqual(suffixed(slug));
    const stored = await t.db.selectFrom(table).select('slug').where('title_kk', '=', titles.title_kk).execute();
    expect(stored.map((r) => r.slug).sort()).toEqual(suffixed(slug));
  });

  it('stores ten tournaments of one title with the slugs they get one after the other', async () => {
    const body = {
      title_kk: 'Егіз кубогы',
      title_en: 'Twin Cup',
      season_id: seasonId,
      age_group: 'U-14',
      birth_year_from: 2012,
      birth_year_to: 2012,
      gender: 'male',
    };
    const answers = await fireTogether(
      t.apps,
      creates('/cabinet/tournaments', () => body),
    );
    expect(tally(answers)).toEqual({ ok: N, conflict: 0, serverError: 0, other: {} });
    const stored = await t.db
      .selectFrom('tournaments')
      .select(['id', 'slug'])
      .where('title_kk', '=', 'Егіз кубогы')
      .execute();
    expect(stored.map((r) => r.id).sort()).toEqual(answers.map((a) => a.json().data.id as number).sort());
    expect(stored.map((r) => r.slug).sort()).toEqual(suffixed('twin-cup'));
  });

  it('stores one team of a title in a club and answers the others the 422 on the title that a second save gets', async () => {
    const answers = await fireTogether(
      t.apps,
      creates('/cabinet/teams', () => ({
        club_id: ownClub,
        title_kk: 'Егіздер',
        title_ru: 'Близнецы',
        title_en: 'Twins',
        birth_year: 2013,
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, conflict: 0, serverError: 0, other: { 422: N - 1 } });
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(answer.json().data.errors).toMatchObject({ title_kk: ['The club already has a team with this title'] });
    }
    expect(await ownClubTeamsTitled('title_kk', 'Егіздер')).toEqual([{ slug: 'twins' }]);
  });

  it('stores one team of a Russian title in a club when the Kazakh titles differ (no index knows it); the others get the 422 on it', async () => {
    const answers = await fireTogether(
      t.apps,
      creates('/cabinet/teams', (i) => ({
        club_id: ownClub,
        title_kk: `Үштік ${i}`,
        title_ru: 'Тройня',
        birth_year: 2013,
      })),
    );
    expect(tally(answers)).toEqual({ ok: 1, conflict: 0, serverError: 0, other: { 422: N - 1 } });
    for (const answer of answers.filter((a) => a.statusCode === 422))
      expect(answer.json().data.errors).toEqual({ title_ru: ['The club already has a team with this title'] });
    expect(await ownClubTeamsTitled('title_ru', 'Тройня')).toHaveLength(1);
  });

  it('stores the team of one title that ten clubs add at once, each with its own slug suffix', async () => {
    const clubs: number[] = [];
    for (let i = 0; i < N; i++) {
      clubs.push(
        (
          await t.db
            .insertInto('clubs')
            .values({ slug: `double-club-${i}`, title_kk: `Қос клуб ${i}` })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
    const answers = await fireTogether(
      t.apps,
      creates('/cabinet/teams', (i) => ({ club_id: clubs[i], title_kk: 'Қос', title_en: 'Double', birth_year: 2013 })),
    );
    expect(tally(answers)).toEqual({ ok: N, conflict: 0, serverError: 0, other: {} });
    expect(slugsOf(answers)).toEqual(suffixed('double'));
  });

  describe.each([
    [
      'players',
      { position: 'MF', birth_date: '2012-09-09' },
      { first_name_kk: 'Егізбек', last_name_kk: 'Қосанов' },
      'kosanov',
    ],
    [
      'staff',
      { kind: 'coach', birth_date: '1985-09-09' },
      { first_name_kk: 'Егізхан', last_name_kk: 'Қосбаев' },
      'kosbaev',
    ],
  ] as const)('%s', (kind, fields, name, lastSlug) => {
    it('stores one person when ten teams add the same child at once; the others get the 409 with the person found', async () => {
      const writers = creates(
        `/cabinet/${kind}`,
        (i) => ({
          ...fields,
          ...name,
          identity_number: `${kind === 'players' ? 1209 : 8509}09500111`,
          team_id: teams[i % 2],
        }),
        team,
      );
      const answers = await fireTogether(t.apps, writers);
      expect(tally(answers)).toEqual({ ok: 1, conflict: N - 1, serverError: 0, other: {} });
      const created = answers.find((a) => a.statusCode === 201)!.json().data as { id: number; slug: string };
      for (const answer of answers.filter((a) => a.statusCode === 409)) {
        expect(answer.json()).toMatchObject({ data: { duplicate: { id: created.id, slug: created.slug } } });
      }
      expect(
        await t.db.selectFrom(kind).select('id').where('first_name_kk', '=', name.first_name_kk).execute(),
      ).toEqual([{ id: created.id }]);
    });

    it('stores ten people of one name when the duplicate is confirmed, each with its own slug', async () => {
      const answers = await fireTogether(
        t.apps,
        creates(`/cabinet/${kind}`, (i) => ({
          ...fields,
          first_name_kk: 'Айдос',
          last_name_kk: name.last_name_kk,
          first_name_en: 'Aidos',
          last_name_en: lastSlug,
          team_id: teams[i % 2],
          confirm_duplicate: true,
        })),
      );
      expect(tally(answers)).toEqual({ ok: N, conflict: 0, serverError: 0, other: {} });
      expect(slugsOf(answers)).toEqual(suffixed(`aidos-${lastSlug}`));
    });
  });
});
