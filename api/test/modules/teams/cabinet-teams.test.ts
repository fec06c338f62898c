// The cabinet's teams registry: the role × endpoint matrix (anonymous, a revoked token, each of
// the five roles and a command_admin of another club), scope (another club's team is 404, never
// data), create and edit rules (title unique in the club, birth year range, archived club
// read-only), writes in one transaction, the logo upload's refusals writing nothing, and the
// public answers changing at once after a write.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CabinetTeamDetailResponse,
  CabinetTeamsResponse,
  MyTeamsResponse,
  TeamFormResponse,
} from '@league/shared/contracts';
import { assert } from 'superstruct';
import { JPEG_HEAD, PDF_HEAD, PNG_HEAD, sample } from '../../file-samples';
import { createTestApp, dbTargets, login, request, type TestApp } from '../../helpers';
import { openDemoCabinet, type Who } from '../../support/demo-cabinet';
import { imageForm, listFiles } from '../../support/uploads';
import { rowCount } from '../../support/rows';

const KB = 1024;
const CALLERS = ['anonymous', 'revoked', 'admin', 'team', 'referee', 'provider', 'media', 'otherTeam'] as const;
type Caller = (typeof CALLERS)[number];
type Method = 'GET' | 'POST' | 'DELETE';

/** A team's edit form body as the team is stored. */
const editBodyOf = (row: {
  title_kk: string;
  title_ru: string | null;
  title_en: string | null;
  birth_year: number;
  is_woman_squad: boolean;
  position: number;
  is_active: boolean;
}) => ({
  title_kk: row.title_kk,
  title_ru: row.title_ru,
  title_en: row.title_en,
  birth_year: row.birth_year,
  is_woman_squad: row.is_woman_squad,
  position: row.position,
  is_active: row.is_active,
});

describe.each(dbTargets)('cabinet teams on %s', (target) => {
  let t: TestApp;
  let dir: string;
  let uploads: string;
  const tokens = {} as Record<Caller, string | undefined>;
  let ownClub: number;
  let otherClub: number;
  let ownTeam: number;
  let otherTeam: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'league-teams-'));
    uploads = join(dir, 'uploads');
    let signedIn: Record<Who, string>;
    ({ t, tokens: signedIn } = await openDemoCabinet(target, { config: { uploadDir: uploads } }));
    Object.assign(tokens, signedIn);
    const teamUser = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'team@league.test')
      .executeTakeFirstOrThrow();
    ownClub = teamUser.club_id!;
    otherClub = (
      await t.db.selectFrom('clubs').select('id').where('id', '!=', ownClub).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    ownTeam = (
      await t.db.selectFrom('teams').select('id').where('club_id', '=', ownClub).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    otherTeam = (
      await t.db
        .selectFrom('teams')
        .select('id')
        .where('club_id', '=', otherClub)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    // A command_admin of another club (same password as the demo accounts).
    await t.db
      .insertInto('users')
      .values({
        role_id: teamUser.role_id,
        name: 'Other club admin',
        email: 'other-team@league.test',
        password_hash: teamUser.password_hash,
        club_id: otherClub,
        referee_id: null,
      })
      .execute();
    tokens.otherTeam = await login(t.app, 'other-team@league.test');
    const revoked = await login(t.app, 'admin@league.test');
    expect((await request(t.app, { method: 'POST', url: '/api/v1/cabinet/logout', token: revoked })).statusCode).toBe(
      200,
    );
    tokens.revoked = revoked;
    tokens.anonymous = undefined;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const call = (
    method: Method,
    url: string,
    who: Caller | null,
    payload?: object,
    language: 'kk' | 'ru' | 'en' = 'en',
  ) => request(t.app, { method, url: `/api/v1${url}`, token: who ? tokens[who] : undefined, payload, language });
  const upload = (
    url: string,
    who: Caller,
    file: { name: string; type: string; bytes: Buffer },
    language: 'kk' | 'ru' | 'en' = 'en',
  ) => request(t.app, { method: 'POST', url: `/api/v1${url}`, token: tokens[who], language, ...imageForm(file) });
  const teamRow = (id: number) => t.db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const teamCount = () => rowCount(t.db, 'teams');
  const editBody = async (id: number) => editBodyOf(await teamRow(id));
  const newTeam = async (over: object = {}, clubId = ownClub) => {
    const response = await call('POST', '/cabinet/teams', 'admin', {
      club_id: clubId,
      title_kk: `Жаңа ${Math.random().toString(36).slice(2, 8)}`,
      birth_year: 2013,
      ...over,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; slug: string; club_id: number };
  };
  const png = (size = 2 * KB) => ({ name: 'logo.png', type: 'image/png', bytes: sample(PNG_HEAD, size) });

  it('answers each caller of each endpoint exactly as the access rules say', async () => {
    const allowAll = {
      anonymous: 401,
      revoked: 401,
      admin: 200,
      team: 200,
      referee: 403,
      provider: 403,
      media: 403,
    } as const;
    type Row = { name: string; send: (who: Caller) => Promise<{ statusCode: number }>; expect: Record<Caller, number> };
    const rows: Row[] = [
      {
        name: 'GET /cabinet/teams',
        send: (who) => call('GET', '/cabinet/teams', who),
        expect: { ...allowAll, otherTeam: 200 },
      },
      {
        name: 'GET /cabinet/teams/my-team',
        send: (who) => call('GET', '/cabinet/teams/my-team', who),
        expect: { ...allowAll, otherTeam: 200 },
      },
      {
        name: 'GET /cabinet/team-stats',
        send: (who) => call('GET', '/cabinet/team-stats', who),
        expect: { ...allowAll, otherTeam: 200 },
      },
      {
        name: 'GET /cabinet/teams/{own}',
        send: (who) => call('GET', `/cabinet/teams/${ownTeam}`, who),
        expect: { ...allowAll, otherTeam: 404 },
      },
      {
        name: 'GET /cabinet/teams/{own}/form',
        send: (who) => call('GET', `/cabinet/teams/${ownTeam}/form`, who),
        expect: { ...allowAll, otherTeam: 404 },
      },
      {
        name: 'POST /cabinet/teams/{own}/edit',
        send: async (who) => call('POST', `/cabinet/teams/${ownTeam}/edit`, who, await editBody(ownTeam)),
        expect: { ...allowAll, otherTeam: 404 },
      },
      {
        name: 'POST /cabinet/teams/{own}/logo',
        send: (who) =>
          who === 'anonymous'
            ? call('POST', `/cabinet/teams/${ownTeam}/logo`, null)
            : upload(`/cabinet/teams/${ownTeam}/logo`, who, png()),
        expect: { ...allowAll, otherTeam: 404 },
      },
      {
        name: 'DELETE /cabinet/teams/{own}/logo',
        send: (who) => call('DELETE', `/cabinet/teams/${ownTeam}/logo`, who),
        expect: { ...allowAll, otherTeam: 404 },
      },
      {
        name: 'POST /cabinet/teams',
        send: (who) =>
          call('POST', '/cabinet/teams', who, { club_id: ownClub, title_kk: `Матрица ${who}`, birth_year: 2014 }),
        expect: {
          anonymous: 401,
          revoked: 401,
          admin: 201,
          team: 403,
          referee: 403,
          provider: 403,
          media: 403,
          otherTeam: 403,
        },
      },
    ];
    const seen: Record<string, Record<string, number>> = {};
    const wanted: Record<string, Record<string, number>> = {};
    for (const row of rows) {
      seen[row.name] = {};
      wanted[row.name] = row.expect;
      for (const who of CALLERS) seen[row.name][who] = (await row.send(who)).statusCode;
    }
    expect(seen).toEqual(wanted);
    // 9 endpoints × 8 callers; only the admin's create added a team.
    const cells = rows.length * CALLERS.length;
    const allowed = Object.values(seen)
      .flatMap((r) => Object.values(r))
      .filter((s) => s < 300).length;
    expect({ cells, allowed, denied: cells - allowed }).toEqual({ cells: 72, allowed: 20, denied: 52 });
    expect(await t.db.selectFrom('teams').select('id').where('title_kk', 'like', 'Матрица %').execute()).toHaveLength(
      1,
    );
  });

  it("keeps a command_admin to its own club's teams: another club's is 404 and unchanged", async () => {
    const list = (await call('GET', '/cabinet/teams?per_page=100', 'team')).json();
    assert(list, CabinetTeamsResponse);
    const own = await t.db.selectFrom('teams').select('id').where('club_id', '=', ownClub).execute();
    expect(list.data.map((team) => team.id).sort()).toEqual(own.map((team) => team.id).sort());
    expect(list.data.every((team) => team.club.id === ownClub)).toBe(true);
    // A club filter does not widen a command_admin's scope.
    const filtered = (await call('GET', `/cabinet/teams?club_id=${otherClub}`, 'team')).json();
    expect(filtered.data.every((team: { club: { id: number } }) => team.club.id === ownClub)).toBe(true);

    const mine = (await call('GET', '/cabinet/teams/my-team', 'team')).json();
    assert(mine, MyTeamsResponse);
    expect(mine.data.map((team) => team.id).sort()).toEqual(own.map((team) => team.id).sort());

    const other = await call('GET', `/cabinet/teams/${otherTeam}`, 'team');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      success: false,
      message: 'The requested resource was not found',
      data: { errors: {} },
    });
    const before = await teamRow(otherTeam);
    const edit = await call('POST', `/cabinet/teams/${otherTeam}/edit`, 'team', {
      ...(await editBody(otherTeam)),
      title_kk: 'Басып алу',
    });
    expect(edit.statusCode).toBe(404);
    expect(await teamRow(otherTeam)).toEqual(before);
    expect((await call('GET', '/cabinet/teams/999999', 'admin')).statusCode).toBe(404);
  });

  it("shows a team's squad by position, staff, tournaments and applications", async () => {
    const detail = (await call('GET', `/cabinet/teams/${ownTeam}`, 'team', undefined, 'ru')).json();
    assert(detail, CabinetTeamDetailResponse);
    const members = await t.db
      .selectFrom('team_players')
      .select('player_id')
      .where('team_id', '=', ownTeam)
      .where('is_active', '=', true)
      .execute();
    const shown = detail.data.squad.flatMap((group) => group.players.map((p) => p.id));
    expect(shown.sort()).toEqual(members.map((m) => m.player_id).sort());
    const order = detail.data.squad.map((group) => group.position);
    expect(order).toEqual(['GK', 'DF', 'MF', 'FW'].filter((p) => order.includes(p as never)));
    for (const group of detail.data.squad) expect(group.players.every((p) => p.position === group.position)).toBe(true);
    expect(detail.data.staff.length).toBeGreaterThan(0);
    const playing = await t.db
      .selectFrom('tournament_teams')
      .select('tournament_id')
      .where('team_id', '=', ownTeam)
      .where('status', '=', 'submitted')
      .execute();
    expect(detail.data.tournaments.map((x) => x.id).sort()).toEqual(playing.map((p) => p.tournament_id).sort());
    const applications = await t.db
      .selectFrom('player_applications')
      .select(['tournament_id', 'status'])
      .where('team_id', '=', ownTeam)
      .execute();
    const counted = detail.data.applications.flatMap((a) => a.statuses.map((s) => s.count)).reduce((a, b) => a + b, 0);
    expect(counted).toBe(applications.length);

    const form = (await call('GET', `/cabinet/teams/${ownTeam}/form`, 'team')).json();
    assert(form, TeamFormResponse);
    expect(form.data.values.club_id).toBe(ownClub);
    expect(form.data.options.birth_years).toEqual({ min: 1980, max: 2026 });
  });

  it('creates a team with a slug from its title and lets its command_admin edit the details', async () => {
    const created = await newTeam({
      title_kk: 'Сынақ 2015',
      title_en: 'Trial 2015',
      birth_year: 2015,
      is_woman_squad: true,
      position: 3,
    });
    expect(created.slug).toBe('trial-2015');
    expect(created.club_id).toBe(ownClub);
    expect(await teamRow(created.id)).toMatchObject({
      club_id: ownClub,
      title_kk: 'Сынақ 2015',
      birth_year: 2015,
      is_woman_squad: true,
      position: 3,
      is_active: true,
    });

    const edited = await call('POST', `/cabinet/teams/${created.id}/edit`, 'team', {
      title_kk: 'Сынақ қыздар 2015',
      title_en: 'Trial girls 2015',
      birth_year: 2016,
      is_woman_squad: true,
      position: 1,
      is_active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual({ id: created.id, slug: 'trial-2015', club_id: ownClub });
    expect(await teamRow(created.id)).toMatchObject({
      title_kk: 'Сынақ қыздар 2015',
      title_en: 'Trial girls 2015',
      birth_year: 2016,
      position: 1,
      is_active: false,
    });
    const detail = (await call('GET', `/cabinet/teams/${created.id}`, 'team')).json().data;
    expect(detail.team).toMatchObject({ title: 'Trial girls 2015', is_woman_squad: true, is_active: false });
  });

  it('refuses a taken title, a birth year out of range and unknown fields with 422 in the request language, saving nothing', async () => {
    const existing = await teamRow(ownTeam);
    const before = await teamCount();
    const ru = await call(
      'POST',
      '/cabinet/teams',
      'admin',
      { club_id: ownClub, title_kk: existing.title_kk.toUpperCase(), birth_year: 2012 },
      'ru',
    );
    expect(ru.statusCode).toBe(422);
    expect(ru.json().data.errors).toEqual({ title_kk: ['В клубе уже есть команда с таким названием'] });
    // The same title in another club is fine.
    expect(
      (
        await call('POST', '/cabinet/teams', 'admin', {
          club_id: otherClub,
          title_kk: existing.title_kk,
          birth_year: 2012,
        })
      ).statusCode,
    ).toBe(201);

    const kk = await call(
      'POST',
      '/cabinet/teams',
      'admin',
      { club_id: ownClub, title_kk: '', birth_year: 1900 },
      'kk',
    );
    expect(kk.statusCode).toBe(422);
    expect(Object.keys(kk.json().data.errors).sort()).toEqual(['birth_year', 'title_kk']);
    const future = await call(
      'POST',
      '/cabinet/teams',
      'admin',
      { club_id: ownClub, title_kk: 'Болашақ', birth_year: 2030 },
      'en',
    );
    expect(future.json()).toMatchObject({ data: { errors: { birth_year: ['The value must be at most 2026'] } } });
    expect(
      (
        await call('POST', '/cabinet/teams', 'admin', { club_id: 999_999, title_kk: 'Жоқ клуб', birth_year: 2012 })
      ).json().data.errors,
    ).toEqual({ club_id: ['Choose one of the allowed values'] });
    expect(
      (
        await call('POST', '/cabinet/teams', 'admin', {
          club_id: ownClub,
          title_kk: 'Артық',
          birth_year: 2012,
          slug: 'x',
        })
      ).statusCode,
    ).toBe(422);
    expect(await teamCount()).toBe(before + 1);

    // An edit to another team's title is refused too and changes nothing.
    const second = await newTeam();
    const row = await teamRow(second.id);
    const taken = await call('POST', `/cabinet/teams/${second.id}/edit`, 'team', {
      ...(await editBody(second.id)),
      title_kk: existing.title_kk,
      birth_year: 2011,
    });
    expect(taken.statusCode).toBe(422);
    expect(await teamRow(second.id)).toEqual(row);
  });

  it('keeps an archived club read-only: no new team, no edit, no logo', async () => {
    const club = (
      await call('POST', '/cabinet/clubs', 'admin', { title_kk: 'Мұрағат клубы', title_en: 'Archive FC' })
    ).json().data as { id: number };
    const team = await newTeam({ title_kk: 'Мұрағат 2012' }, club.id);
    expect((await call('POST', `/cabinet/clubs/${club.id}/archive`, 'admin')).statusCode).toBe(200);
    const before = await teamCount();
    const row = await teamRow(team.id);
    const files = listFiles(uploads);

    const create = await call(
      'POST',
      '/cabinet/teams',
      'admin',
      { club_id: club.id, title_kk: 'Тағы бір', birth_year: 2013 },
      'ru',
    );
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toBe('Клуб в архиве: новые команды в него добавлять нельзя');
    const edit = await call(
      'POST',
      `/cabinet/teams/${team.id}/edit`,
      'admin',
      { ...(await editBody(team.id)), title_kk: 'Өзгерген' },
      'en',
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('The club is archived: it cannot be changed');
    expect((await upload(`/cabinet/teams/${team.id}/logo`, 'admin', png())).statusCode).toBe(409);
    expect((await call('DELETE', `/cabinet/teams/${team.id}/logo`, 'admin')).statusCode).toBe(409);

    expect(await teamCount()).toBe(before);
    expect(await teamRow(team.id)).toEqual(row);
    expect(listFiles(uploads)).toEqual(files);
    // Its history stays readable in the cabinet.
    expect((await call('GET', `/cabinet/teams/${team.id}`, 'admin')).json().data.team.club.archived).toBe(true);
  });

  it('stores a logo under a generated public name, replaces it and removes it', async () => {
    const team = await newTeam();
    const first = await upload(`/cabinet/teams/${team.id}/logo`, 'team', {
      name: 'logo.jpg',
      type: 'image/jpeg',
      bytes: sample(JPEG_HEAD, 300 * KB),
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().data.logo as string;
    expect(firstUrl).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(existsSync(join(uploads, 'public', firstUrl.slice('/uploads/'.length)))).toBe(true);
    expect((await teamRow(team.id)).logo).toBe(firstUrl.slice('/uploads/'.length));

    const second = (await upload(`/cabinet/teams/${team.id}/logo`, 'team', png())).json().data.logo as string;
    expect(second).toMatch(/\.png$/);
    expect(existsSync(join(uploads, 'public', firstUrl.slice('/uploads/'.length)))).toBe(false);
    expect((await call('GET', `/cabinet/teams/${team.id}`, 'team')).json().data.team.logo).toBe(second);

    expect((await call('DELETE', `/cabinet/teams/${team.id}/logo`, 'team')).json().data).toEqual({
      id: team.id,
      logo: null,
    });
    expect((await teamRow(team.id)).logo).toBeNull();
    expect(existsSync(join(uploads, 'public', second.slice('/uploads/'.length)))).toBe(false);
  });

  it.each([
    [
      'one byte over 300 KB',
      { name: 'logo.png', type: 'image/png', bytes: sample(PNG_HEAD, 300 * KB + 1) },
      'Файл көлемі 300 КБ-тан аспауы керек',
      'kk',
    ],
    [
      'a PDF named .jpg',
      { name: 'logo.jpg', type: 'image/jpeg', bytes: sample(PDF_HEAD, 10 * KB) },
      'This file type is not allowed',
      'en',
    ],
  ] as const)('refuses a logo that is %s, writing nothing', async (_case, file, message, language) => {
    const team = await newTeam();
    const files = listFiles(uploads);
    const response = await upload(`/cabinet/teams/${team.id}/logo`, 'admin', file, language);
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ logo: [message] });
    expect(listFiles(uploads)).toEqual(files);
    expect((await teamRow(team.id)).logo).toBeNull();
  });

  it('answers a renamed public page at once after an edit (the micro-cache is forgotten)', async () => {
    const cached = await createTestApp({
      target,
      seed: 'demo',
      config: { uploadDir: uploads, publicCacheTtlMs: 60_000 },
    });
    try {
      const admin = await login(cached.app, 'admin@league.test');
      const row = await cached.db.selectFrom('teams').selectAll().where('id', '=', ownTeam).executeTakeFirstOrThrow();
      const read = () => request(cached.app, { method: 'GET', url: `/api/v1/teams/${row.slug}`, language: 'kk' });
      expect((await read()).json().data.team.title).toBe(row.title_kk);
      expect((await read()).headers['x-cache']).toBe('hit');
      const body = { ...editBodyOf(row), title_kk: `${row.title_kk} жаңа` };
      expect(
        (
          await request(cached.app, {
            method: 'POST',
            url: `/api/v1/cabinet/teams/${ownTeam}/edit`,
            token: admin,
            payload: body,
          })
        ).statusCode,
      ).toBe(200);
      const fresh = await read();
      expect(fresh.headers['x-cache']).toBe('miss');
      expect(fresh.json().data.team.title).toBe(`${row.title_kk} жаңа`);
    } finally {
      await cached.close();
    }
  }, 180_000);
});
