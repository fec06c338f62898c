// The cabinet's players: the role × endpoint matrix (anonymous, a revoked token, the five roles
// and a command_admin of another club, endpoint by endpoint), the list's search in any script
// and its filters, the duplicate warning, transfers with and without keeping (history, both
// clubs notified), archived clubs refusing, the team rules (number, captain), field errors in
// the request's language, and uploads refused with nothing written.
import {
  CabinetPlayerDetailResponse,
  CabinetPlayersResponse,
  PlayerFormResponse,
  PlayerTeamsStatsResponse,
  type PlayerFormValues,
} from '@league/shared/contracts';
import { leagueYear } from '@league/shared/validation';
import { assert } from 'superstruct';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ELF_HEAD, EXE_HEAD, JPEG_HEAD, PDF_HEAD, PNG_HEAD, sample } from '../../file-samples';
import {
  editBody,
  expectBirthDatesRefused,
  giveDocuments,
  listFiles,
  personSuite,
  runMatrix,
  teamYear,
  type Caller,
  type Files,
  type Language,
  type Probe,
} from '../../cabinet-people-helpers';
import { dbTargets } from '../../helpers';
import { rowCount } from '../../support/rows';
import { countRows } from '../../../src/db/count-rows';

const KB = 1024;

describe.each(dbTargets)('cabinet players on %s', (target) => {
  const suite = personSuite(target, 'players');
  const { call, upload } = suite;
  let ownPlayer: { id: number; slug: string };
  let otherPlayer: { id: number; slug: string };
  let serial = 0;

  beforeAll(async () => {
    const playerOf = (team: number) =>
      suite.t.db
        .selectFrom('players as pl')
        .innerJoin('team_players as m', 'm.player_id', 'pl.id')
        .select(['pl.id', 'pl.slug'])
        .where('m.team_id', '=', team)
        .where('m.is_active', '=', true)
        .orderBy('pl.id')
        .executeTakeFirstOrThrow();
    ownPlayer = await playerOf(suite.p.ownTeam);
    otherPlayer = await playerOf(suite.p.otherTeam);
  });

  const unique = () => `Тест${String.fromCharCode(1072 + (serial % 26))}${++serial}`;
  const newBody = (team: number, over: object = {}) => ({
    first_name_kk: unique(),
    last_name_kk: 'Сынақов',
    birth_date: '2012-05-06',
    position: 'MF',
    team_id: team,
    confirm_duplicate: true,
    ...over,
  });
  const newPlayer = async (team: number, over: object = {}) => {
    const response = await call('POST', '/cabinet/players', 'admin', newBody(team, over));
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; slug: string };
  };
  /** A new player of `team` whom `to` may take: born in its year, with every required document. */
  const mover = async (team: number, to: number) => {
    const player = await newPlayer(team, { birth_date: `${await teamYear(suite.t, to)}-05-06` });
    await giveDocuments(suite.t, player.id);
    return player;
  };
  /** Moves the player to the team as `who`, keeping the old place or not. */
  const switchTeam = (who: Caller, playerId: number, teamId: number, keep: boolean, language?: Language) =>
    call('POST', '/cabinet/players/switch-team', who, { player_id: playerId, team_id: teamId, keep }, language);
  /** The player's places on rosters, by team: whether each is active. */
  const placesOf = (playerId: number) =>
    suite.t.db
      .selectFrom('team_players')
      .select(['team_id', 'is_active'])
      .where('player_id', '=', playerId)
      .orderBy('team_id')
      .execute();
  /** A players file with its header only: an import of nothing. */
  const emptySheet = () => ({
    field: 'file',
    name: 'players.csv',
    type: 'text/csv',
    bytes: Buffer.from('Фамилия;Имя\r\n'),
  });
  const png = (size = 2 * KB) => ({ field: 'photo', name: 'me.png', type: 'image/png', bytes: sample(PNG_HEAD, size) });
  const pdf = (size = 4 * KB) => ({
    field: 'file',
    name: 'id.pdf',
    type: 'application/pdf',
    bytes: sample(PDF_HEAD, size),
  });
  /** Uploads a PDF document of the player as `who`, with the document's fields. */
  const addPdf = (playerId: number, who: Caller, fields: Record<string, string>) =>
    upload(`/cabinet/documents/player/${playerId}`, who, fields, [pdf()]);
  const count = (table: 'players' | 'player_documents' | 'player_transfers') => rowCount(suite.t.db, table);

  it('answers each caller exactly what it may, endpoint by endpoint', async () => {
    const probes: Probe[] = [
      {
        name: 'GET list',
        call: (who) => call('GET', '/cabinet/players', who),
        expect: { admin: 200, team: 200, provider: 200, otherTeam: 200 },
      },
      {
        name: 'GET detail',
        call: (who) => call('GET', `/cabinet/players/${ownPlayer.slug}`, who),
        expect: { admin: 200, team: 200, provider: 200, otherTeam: 404 },
      },
      {
        name: 'GET form',
        call: (who) => call('GET', `/cabinet/players/${ownPlayer.slug}/form`, who),
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'GET teams-stats',
        call: (who) => call('GET', `/cabinet/players/${ownPlayer.id}/teams-stats`, who),
        expect: { admin: 200, team: 200, provider: 200, otherTeam: 404 },
      },
      {
        name: 'POST create',
        call: (who) => call('POST', '/cabinet/players', who, newBody(suite.p.ownTeam)),
        expect: { admin: 201, team: 201, provider: 403, otherTeam: 404 },
      },
      {
        name: 'PUT edit',
        call: async (who) => {
          const form = (await call('GET', `/cabinet/players/${ownPlayer.slug}/form`, 'admin')).json().data as {
            values: PlayerFormValues;
          };
          return call('PUT', `/cabinet/players/${ownPlayer.id}/edit`, who, editBody(form.values));
        },
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'PUT status',
        call: (who) => call('PUT', `/cabinet/players/${ownPlayer.id}`, who, { status: 'active' }),
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST switch-team',
        call: async (who) => {
          const fresh = await mover(suite.p.ownTeam, suite.p.ownTeam2);
          return switchTeam(who, fresh.id, suite.p.ownTeam2, true);
        },
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST photo',
        call: (who) => upload(`/cabinet/players/${ownPlayer.id}/photo`, who, {}, [png()]),
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST import',
        call: (who) => upload(`/cabinet/team/${suite.p.ownTeam}/players/import`, who, {}, [emptySheet()]),
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST document',
        call: (who) => addPdf(ownPlayer.id, who, { type: 'additional_document', expires_at: '' }),
        expect: { admin: 201, team: 201, provider: 403, otherTeam: 404 },
      },
      {
        name: 'GET document file',
        call: async (who) => {
          const added = await addPdf(ownPlayer.id, 'admin', { type: 'identity' });
          return call('GET', `/cabinet/documents/player/${added.json().data.id}/file`, who);
        },
        expect: { admin: 200, team: 200, provider: 200, otherTeam: 404 },
      },
      {
        name: 'DELETE document',
        call: async (who) => {
          const added = await addPdf(ownPlayer.id, 'admin', { type: 'additional_document' });
          return call('DELETE', `/cabinet/documents/player/${added.json().data.id}`, who);
        },
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
    ];
    await runMatrix(`cabinet players role matrix (${target})`, probes, ownPlayer.slug);
    // A provider's page of a player holds identity data only.
    const providerView = (await call('GET', `/cabinet/players/${ownPlayer.slug}`, 'provider')).json();
    expect(providerView.data.documents).toBeNull();
    expect(providerView.data.history).toBeNull();
    expect(providerView.data.may_edit).toBe(false);
    // The other club's administrator lists none of this club's players.
    const foreign = (await call('GET', `/cabinet/players?per_page=100&club_id=${suite.p.ownClub}`, 'otherTeam')).json();
    expect(foreign.data).toEqual([]);
  });

  it('lists players with search in any script and every filter', async () => {
    const created = await newPlayer(suite.p.ownTeam, {
      first_name_kk: 'Жәнібек',
      last_name_kk: 'Сейітқали',
      first_name_en: null,
      birth_date: '2011-02-03',
      position: 'GK',
    });
    for (const q of ['Жәнібек', 'Жанибек', 'Zhanibek', 'janibek seyit']) {
      const list = (await call('GET', `/cabinet/players?q=${encodeURIComponent(q)}`, 'admin')).json();
      assert(list, CabinetPlayersResponse);
      expect({ q, found: list.data.some((row: { id: number }) => row.id === created.id) }).toEqual({ q, found: true });
    }
    const filtered = (
      await call(
        'GET',
        `/cabinet/players?team_id=${suite.p.ownTeam}&position=GK&birth_year=2011&status=active&club_id=${suite.p.ownClub}&missing_documents=1&per_page=100`,
        'team',
      )
    ).json();
    expect(filtered.data.map((row: { id: number }) => row.id)).toContain(created.id);
    for (const row of filtered.data) {
      expect(row.position).toBe('GK');
      expect(row.birth_date.slice(0, 4)).toBe('2011');
      expect(row.missing_documents.length + row.expired_documents.length).toBeGreaterThan(0);
    }
    const fresh = filtered.data.find((row: { id: number }) => row.id === created.id);
    expect(fresh.missing_documents).toEqual([
      'identity',
      'depth_medical_examination',
      'heart_shot',
      'consent_to_data_processing',
      'club_enrollment_letter',
    ]);
    // Paged and sorted.
    const page2 = (await call('GET', '/cabinet/players?per_page=5&page=2&sort=-birth_date', 'admin')).json();
    expect(page2.meta).toMatchObject({ page: 2, per_page: 5 });
    expect(page2.data).toHaveLength(5);
    const dates = page2.data.map((row: { birth_date: string }) => row.birth_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // A bad filter is a field error in the request's language.
    const bad = await call('GET', '/cabinet/players?position=XX', 'admin', undefined, 'ru');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors.position[0]).toMatch(/[а-я]/i);
  });

  it('shows a player page with documents missing or expired, and the form with its options', async () => {
    const created = await newPlayer(suite.p.ownTeam);
    const doc = await addPdf(created.id, 'team', { type: 'heart_shot', expires_at: '2020-01-01' });
    expect(doc.statusCode).toBe(201);
    expect(doc.json().data).toMatchObject({ type: 'heart_shot', expires_at: '2020-01-01', expired: true });
    const detail = (await call('GET', `/cabinet/players/${created.slug}`, 'team')).json();
    assert(detail, CabinetPlayerDetailResponse);
    expect(detail.data.expired_documents).toEqual(['heart_shot']);
    expect(detail.data.missing_documents).not.toContain('heart_shot');
    expect(detail.data.documents).toHaveLength(1);
    const form = (await call('GET', `/cabinet/players/${created.slug}/form`, 'team', undefined, 'ru')).json();
    assert(form, PlayerFormResponse);
    expect(form.data.options.positions.map((o: { id: string }) => o.id)).toEqual(['GK', 'DF', 'MF', 'FW']);
    expect(form.data.options.teams.every((team: { club_id: number }) => team.club_id === suite.p.ownClub)).toBe(true);
    expect(form.data.options.document_types.map((o: { id: string }) => o.id)).not.toContain('staff_license');
    const stats = (await call('GET', `/cabinet/players/${ownPlayer.id}/teams-stats`, 'admin')).json();
    assert(stats, PlayerTeamsStatsResponse);
  });

  it('warns about a duplicate (identity number, or name and birth date in any script) and links to the existing person', async () => {
    const first = await newPlayer(suite.p.otherTeam, {
      first_name_kk: 'Әлихан',
      last_name_kk: 'Нұрланов',
      birth_date: '2012-07-08',
      identity_number: '120708500123',
    });
    const before = await count('players');
    const byIdentity = await call('POST', '/cabinet/players', 'team', {
      ...newBody(suite.p.ownTeam),
      identity_number: '1207 0850 0123',
      confirm_duplicate: false,
    });
    expect(byIdentity.statusCode).toBe(409);
    expect(byIdentity.json().data.duplicate).toMatchObject({
      owner: 'player',
      id: first.id,
      slug: first.slug,
      reason: 'identity_number',
    });
    expect(byIdentity.json().message).toContain('Әлихан');
    const byName = await call(
      'POST',
      '/cabinet/players',
      'team',
      {
        ...newBody(suite.p.ownTeam),
        first_name_kk: 'Алихан',
        last_name_kk: 'Нурланов',
        birth_date: '2012-07-08',
        confirm_duplicate: undefined,
      },
      'ru',
    );
    expect(byName.statusCode).toBe(409);
    expect(byName.json().data.duplicate).toMatchObject({ id: first.id, reason: 'name_birth_date' });
    expect(byName.json().message).toMatch(/зарегистрирован/);
    const latin = await call('POST', '/cabinet/players', 'admin', {
      ...newBody(suite.p.ownTeam),
      first_name_kk: 'Alihan',
      last_name_kk: 'Nurlanov',
      birth_date: '2012-07-08',
      confirm_duplicate: false,
    });
    expect(latin.statusCode).toBe(409);
    expect(await count('players')).toBe(before);
    // Another birth date is another child; a confirmed request is saved.
    expect(
      (
        await call('POST', '/cabinet/players', 'team', {
          ...newBody(suite.p.ownTeam),
          first_name_kk: 'Әлихан',
          last_name_kk: 'Нұрланов',
          birth_date: '2013-07-08',
          confirm_duplicate: false,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/cabinet/players', 'team', {
          ...newBody(suite.p.ownTeam),
          identity_number: '120708500123',
          confirm_duplicate: true,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('moves a player with and without keeping, records who and when, and tells both clubs', async () => {
    const keeping = await mover(suite.p.ownTeam, suite.p.otherTeam);
    const seen = (clubId: number) =>
      countRows(
        suite.t.db
          .selectFrom('notifications as n')
          .innerJoin('users as u', 'u.id', 'n.user_id')
          .where('n.kind', '=', 'person_transferred')
          .where('u.club_id', '=', clubId),
      );
    const [ownBefore, otherBefore] = [await seen(suite.p.ownClub), await seen(suite.p.otherClub)];
    const kept = await switchTeam('admin', keeping.id, suite.p.otherTeam, true);
    expect(kept.statusCode).toBe(200);
    let places = await placesOf(keeping.id);
    expect(places).toEqual(
      expect.arrayContaining([
        { team_id: suite.p.ownTeam, is_active: true },
        { team_id: suite.p.otherTeam, is_active: true },
      ]),
    );
    expect(await seen(suite.p.ownClub)).toBeGreaterThan(ownBefore);
    expect(await seen(suite.p.otherClub)).toBeGreaterThan(otherBefore);

    const moving = await mover(suite.p.ownTeam, suite.p.ownTeam2);
    const moved = await switchTeam('team', moving.id, suite.p.ownTeam2, false);
    expect(moved.statusCode).toBe(200);
    places = await placesOf(moving.id);
    expect(places).toEqual(
      expect.arrayContaining([
        { team_id: suite.p.ownTeam, is_active: false },
        { team_id: suite.p.ownTeam2, is_active: true },
      ]),
    );
    const detail = (await call('GET', `/cabinet/players/${moving.slug}`, 'team')).json().data;
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({
      kept: false,
      by: expect.any(String),
      from: { id: suite.p.ownTeam },
      to: { id: suite.p.ownTeam2 },
    });
    // Into a team the player is already in: a field error; a command_admin cannot move into another club.
    const again = await switchTeam('team', moving.id, suite.p.ownTeam2, false);
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().data.errors)).toEqual(['team_id']);
    const before = await count('player_transfers');
    expect((await switchTeam('team', moving.id, suite.p.otherTeam, true)).statusCode).toBe(404);
    expect(await count('player_transfers')).toBe(before);
  });

  it('refuses new players and transfers into an archived club, with a clear message', async () => {
    const club = await suite.t.db
      .insertInto('clubs')
      .values({ slug: 'archived-test-club', title_kk: 'Мұрағат клубы', archived_at: new Date('2026-01-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const team = await suite.t.db
      .insertInto('teams')
      .values({ club_id: club.id, slug: 'archived-test-team', title_kk: 'Мұрағат U-14', birth_year: 2012 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await count('players');
    const created = await call('POST', '/cabinet/players', 'admin', newBody(team.id));
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toBe("The team's club is archived: no new players, staff or transfers");
    expect(await count('players')).toBe(before);
    const leaving = await newPlayer(suite.p.ownTeam);
    const moved = await switchTeam('admin', leaving.id, team.id, false, 'kk');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/мұрағатта/);
    const places = await placesOf(leaving.id);
    expect(places).toEqual([{ team_id: suite.p.ownTeam, is_active: true }]);
  });

  it('keeps a number unique within a team and one captain per team; field errors in the request language', async () => {
    const a = await newPlayer(suite.p.ownTeam2, { number: 77, is_captain: false });
    const taken = await call('POST', '/cabinet/players', 'admin', newBody(suite.p.ownTeam2, { number: 77 }), 'kk');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.errors.number).toEqual(['Бұл нөмір командада бос емес']);
    const captainHolder = await suite.t.db
      .selectFrom('team_players as m')
      .innerJoin('players as pl', 'pl.id', 'm.player_id')
      .select('pl.id')
      .where('m.team_id', '=', suite.p.ownTeam2)
      .where('m.is_active', '=', true)
      .where('pl.is_captain', '=', true)
      .executeTakeFirst();
    if (!captainHolder)
      await call('PUT', `/cabinet/players/${a.id}/edit`, 'admin', {
        ...newBody(suite.p.ownTeam2),
        number: 77,
        is_captain: true,
        team_id: undefined,
        confirm_duplicate: undefined,
      });
    const second = await call('POST', '/cabinet/players', 'admin', newBody(suite.p.ownTeam2, { is_captain: true }));
    expect(second.statusCode).toBe(422);
    expect(second.json().data.errors.is_captain[0]).toMatch(/^The team already has a captain: /);
    const invalid = await call(
      'POST',
      '/cabinet/players',
      'admin',
      {
        team_id: suite.p.ownTeam,
        first_name_kk: ' ',
        last_name_kk: 'X',
        birth_date: '2012-13-40',
        position: 'ZZ',
        height_cm: 400,
      },
      'ru',
    );
    expect(invalid.statusCode).toBe(422);
    const errors = invalid.json().data.errors;
    expect(Object.keys(errors).sort()).toEqual(['birth_date', 'first_name_kk', 'height_cm', 'position']);
    expect(errors.first_name_kk).toEqual(['Это поле обязательно для заполнения']);
  });

  it('refuses a birth date in the future or of an age youth football does not have, and a far-off document expiry, on the field (ADR 0165)', async () => {
    const before = await count('players');
    const year = leagueYear();
    await expectBirthDatesRefused(
      (birth_date, language) =>
        call('POST', '/cabinet/players', 'admin', newBody(suite.p.ownTeam, { birth_date }), language),
      [
        [`${year + 4}-01-01`, 'kk', 'Күн болашақта болмауы керек'],
        [`${year - 30}-06-01`, 'ru', 'Возраст должен быть от 4 до 21 лет'],
        [`${year - 1}-06-01`, 'en', 'The age must be from 4 to 21 years'],
      ],
    );
    expect(await count('players')).toBe(before);

    const form = (await call('GET', `/cabinet/players/${ownPlayer.slug}/form`, 'admin')).json().data as {
      values: PlayerFormValues;
    };
    const edit = await call('PUT', `/cabinet/players/${ownPlayer.id}/edit`, 'admin', {
      ...editBody(form.values),
      birth_date: `${year + 4}-01-01`,
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().data.errors).toEqual({ birth_date: ['The date cannot be in the future'] });

    const documents = await count('player_documents');
    const doc = await addPdf(ownPlayer.id, 'admin', { type: 'heart_shot', expires_at: '0001-01-01' });
    expect(doc.statusCode).toBe(422);
    expect(doc.json().data.errors).toEqual({
      expires_at: [`The date must be from 01.01.${year - 20} to 31.12.${year + 30}`],
    });
    expect(await count('player_documents')).toBe(documents);
  });

  it('stores a photo and documents under generated names, and refuses bad files with nothing written', async () => {
    const person = await newPlayer(suite.p.ownTeam);
    const before = listFiles(suite.uploads);
    const docsBefore = await count('player_documents');
    const refusals: Array<[string, string, Record<string, string>, Files, RegExp]> = [
      [
        'photo 1 byte over 300 KB',
        `/cabinet/players/${person.id}/photo`,
        {},
        [{ field: 'photo', name: 'big.jpg', type: 'image/jpeg', bytes: sample(JPEG_HEAD, 300 * KB + 1) }],
        /300 KB/,
      ],
      [
        'document 1 byte over 1 MB',
        `/cabinet/documents/player/${person.id}`,
        { type: 'identity' },
        [{ field: 'file', name: 'big.pdf', type: 'application/pdf', bytes: sample(PDF_HEAD, 1024 * KB + 1) }],
        /1 MB/,
      ],
      [
        'a PDF named .jpg as a photo',
        `/cabinet/players/${person.id}/photo`,
        {},
        [{ field: 'photo', name: 'photo.jpg', type: 'image/jpeg', bytes: sample(PDF_HEAD, 2 * KB) }],
        /type/i,
      ],
      [
        'a program named .png',
        `/cabinet/players/${person.id}/photo`,
        {},
        [{ field: 'photo', name: 'photo.png', type: 'image/png', bytes: sample(EXE_HEAD, 2 * KB) }],
        /type/i,
      ],
      [
        'an ELF named .pdf',
        `/cabinet/documents/player/${person.id}`,
        { type: 'identity' },
        [{ field: 'file', name: 'scan.pdf', type: 'application/pdf', bytes: sample(ELF_HEAD, 2 * KB) }],
        /type/i,
      ],
      [
        'a staff licence for a player',
        `/cabinet/documents/player/${person.id}`,
        { type: 'staff_license' },
        [pdf()],
        /not for a player/,
      ],
      [
        'a bad expiry date',
        `/cabinet/documents/player/${person.id}`,
        { type: 'identity', expires_at: '2026-02-31' },
        [pdf()],
        /date/i,
      ],
    ];
    for (const [name, url, fields, files, message] of refusals) {
      const response = await upload(url, 'admin', fields, files);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 422 });
      expect({ name, message: JSON.stringify(response.json().data.errors) }).toEqual({
        name,
        message: expect.stringMatching(message),
      });
    }
    expect(listFiles(suite.uploads)).toEqual(before);
    expect(await count('player_documents')).toBe(docsBefore);
    const row = await suite.t.db
      .selectFrom('players')
      .select('photo')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row.photo).toBeNull();

    // A `../` name is only a label: the file lands under a generated name inside the store.
    const traversal = await upload(
      `/cabinet/documents/player/${person.id}`,
      'admin',
      { type: 'identity', expires_at: '2030-01-01' },
      [{ field: 'file', name: '../../../etc/passwd.pdf', type: 'application/pdf', bytes: sample(PDF_HEAD, 3 * KB) }],
    );
    expect(traversal.statusCode).toBe(201);
    const photo = await upload(`/cabinet/players/${person.id}/photo`, 'admin', {}, [
      { field: 'photo', name: '..\\..\\evil.png', type: 'image/png', bytes: sample(PNG_HEAD, 300 * KB) },
    ]);
    expect(photo.statusCode).toBe(200);
    const added = listFiles(suite.uploads).filter((file) => !before.includes(file));
    expect(added).toHaveLength(2);
    for (const file of added) expect(file).toMatch(/^(public|private)\/\d{4}-\d{2}\/[0-9a-f]{32}\.(pdf|png)$/);
    expect(added.some((file) => file.startsWith('private/') && file.endsWith('.pdf'))).toBe(true);
    expect(photo.json().data.photo).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const stored = await suite.t.db
      .selectFrom('player_documents')
      .select(['file_path', 'original_name'])
      .where('player_id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(stored.file_path).toMatch(/^private\//);
    expect(stored.original_name).not.toContain('/');
    // Deleting the document removes its file too.
    const docId = traversal.json().data.id;
    expect((await call('DELETE', `/cabinet/documents/player/${docId}`, 'team')).statusCode).toBe(200);
    expect(listFiles(suite.uploads).filter((file) => file.startsWith('private/') && !before.includes(file))).toEqual(
      [],
    );
  });

  it("keeps no camera, time or GPS position of a child's photo or a scanned document", async () => {
    const person = await newPlayer(suite.p.ownTeam);
    const withExif = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const before = listFiles(suite.uploads);
    const photo = await upload(`/cabinet/players/${person.id}/photo`, 'admin', {}, [
      { field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: withExif },
    ]);
    expect(photo.statusCode).toBe(200);
    const scan = await upload(
      `/cabinet/documents/player/${person.id}`,
      'admin',
      { type: 'identity', expires_at: '2030-01-01' },
      [{ field: 'file', name: 'certificate.jpg', type: 'image/jpeg', bytes: withExif }],
    );
    expect(scan.statusCode).toBe(201);
    const added = listFiles(suite.uploads).filter((file) => !before.includes(file));
    expect(added).toHaveLength(2);
    for (const file of added) {
      const bytes = readFileSync(path.join(suite.uploads, file));
      const meta = await sharp(bytes).metadata();
      expect({ file, exif: meta.exif, size: [meta.width, meta.height] }).toEqual({
        file,
        exif: undefined,
        size: [32, 24],
      });
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('answers an import without a file on its field in each language, never a 5xx', async () => {
    for (const [language, text] of [
      ['kk', 'Бұл өрісті толтыру міндетті'],
      ['ru', 'Это поле обязательно для заполнения'],
      ['en', 'This field is required'],
    ] as const) {
      const response = await upload(
        `/cabinet/team/${suite.p.ownTeam}/players/import`,
        'team',
        { skip_invalid: '1' },
        [],
        language,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors).toEqual({ file: [text] });
    }
  });

  it('lets a provider read another club’s identity document but no other document', async () => {
    const identity = (await addPdf(otherPlayer.id, 'admin', { type: 'identity' })).json().data;
    const medical = (await addPdf(otherPlayer.id, 'admin', { type: 'heart_shot', expires_at: '2027-01-01' })).json()
      .data;
    const file = await call('GET', `/cabinet/documents/player/${identity.id}/file`, 'provider');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', `/cabinet/documents/player/${medical.id}/file`, 'provider')).statusCode).toBe(404);
    expect((await call('GET', `/cabinet/documents/player/${medical.id}/file`, 'admin')).statusCode).toBe(200);
  });
});
