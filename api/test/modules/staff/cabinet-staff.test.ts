// The cabinet's staff: the role × endpoint matrix (anonymous, a revoked token, the five roles
// and a command_admin of another club), search in any script, the provider's identity-only view,
// the duplicate warning, transfers with and without keeping (documents for the new team's
// running tournaments), archived clubs, PATCH and contact
// validation in the request's language, photo refusals with nothing written, and the import.
import {
  CabinetStaffDetailResponse,
  CabinetStaffResponse,
  StaffFormResponse,
  type StaffFormValues,
} from '@league/shared/contracts';
import { leagueYear } from '@league/shared/validation';
import { assert } from 'superstruct';
import { JPEG_HEAD, PDF_HEAD, PNG_HEAD, sample } from '../../file-samples';
import {
  editBody,
  expectBirthDatesRefused,
  giveStaffDocuments,
  listFiles,
  personSuite,
  playingTeamOf,
  runMatrix,
  teamOfArchivedClub,
  type Probe,
} from '../../cabinet-people-helpers';
import { dbTargets } from '../../helpers';

const KB = 1024;

describe.each(dbTargets)('cabinet staff on %s', (target) => {
  const suite = personSuite(target, 'staff');
  const { call, upload } = suite;
  let ownStaff: { id: number; slug: string };
  let serial = 0;

  beforeAll(async () => {
    ownStaff = await suite.t.db
      .selectFrom('staff as s')
      .innerJoin('team_staff as m', 'm.staff_id', 's.id')
      .select(['s.id', 's.slug'])
      .where('m.team_id', '=', suite.p.ownTeam)
      .where('m.is_active', '=', true)
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
  });

  const newBody = (team: number, over: object = {}) => ({
    first_name_kk: `Бапкер${++serial}`,
    last_name_kk: 'Сынақов',
    kind: 'coach',
    team_id: team,
    confirm_duplicate: true,
    ...over,
  });
  const newStaff = async (team: number, over: object = {}) => {
    const response = await call('POST', '/cabinet/staff', 'admin', newBody(team, over));
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; slug: string };
  };
  /** A new coach of `team` with every document a coach needs, whom any team may take. */
  const mover = async (team: number) => {
    const person = await newStaff(team);
    await giveStaffDocuments(suite.t, person.id);
    return person;
  };
  const pdf = () => ({ field: 'file', name: 'licence.pdf', type: 'application/pdf', bytes: sample(PDF_HEAD, 4 * KB) });

  it('answers each caller exactly what it may, endpoint by endpoint', async () => {
    const probes: Probe[] = [
      {
        name: 'GET list',
        call: (who) => call('GET', '/cabinet/staff', who),
        expect: { admin: 200, team: 200, provider: 200, otherTeam: 200 },
      },
      {
        name: 'GET detail',
        call: (who) => call('GET', `/cabinet/staff/${ownStaff.slug}`, who),
        expect: { admin: 200, team: 200, provider: 200, otherTeam: 404 },
      },
      {
        name: 'GET form',
        call: (who) => call('GET', `/cabinet/staff/${ownStaff.slug}/form`, who),
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST create',
        call: (who) => call('POST', '/cabinet/staff', who, newBody(suite.p.ownTeam)),
        expect: { admin: 201, team: 201, provider: 403, otherTeam: 404 },
      },
      {
        name: 'PUT edit',
        call: async (who) => {
          const form = (await call('GET', `/cabinet/staff/${ownStaff.slug}/form`, 'admin')).json().data as {
            values: StaffFormValues;
          };
          return call('PUT', `/cabinet/staff/${ownStaff.slug}/edit`, who, editBody(form.values));
        },
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'PATCH',
        call: (who) => call('PATCH', `/cabinet/staff/${ownStaff.slug}`, who, { status: 'active' }),
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST switch-team',
        call: async (who) => {
          const fresh = await mover(suite.p.ownTeam);
          return call('POST', '/cabinet/staff/switch-team', who, {
            staff_id: fresh.id,
            team_id: suite.p.ownTeam2,
            keep: true,
          });
        },
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST photo',
        call: (who) =>
          upload(`/cabinet/staff/${ownStaff.slug}/photo`, who, {}, [
            { field: 'photo', name: 'me.png', type: 'image/png', bytes: sample(PNG_HEAD, 2 * KB) },
          ]),
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST import',
        call: (who) =>
          upload(`/cabinet/team/${suite.p.ownTeam}/staff/import`, who, {}, [
            { field: 'file', name: 'staff.csv', type: 'text/csv', bytes: Buffer.from('Фамилия;Имя;Роль\r\n') },
          ]),
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
      {
        name: 'POST document',
        call: (who) =>
          upload(`/cabinet/documents/staff/${ownStaff.id}`, who, { type: 'staff_license', expires_at: '2027-12-31' }, [
            pdf(),
          ]),
        expect: { admin: 201, team: 201, provider: 403, otherTeam: 404 },
      },
      {
        name: 'DELETE document',
        call: async (who) => {
          const added = await upload(
            `/cabinet/documents/staff/${ownStaff.id}`,
            'admin',
            { type: 'additional_document' },
            [pdf()],
          );
          return call('DELETE', `/cabinet/documents/staff/${added.json().data.id}`, who);
        },
        expect: { admin: 200, team: 200, provider: 403, otherTeam: 404 },
      },
    ];
    await runMatrix(`cabinet staff role matrix (${target})`, probes, ownStaff.slug);
  });

  it('lists staff, searches in any script, and gives a provider identity data only', async () => {
    const created = await newStaff(suite.p.ownTeam, {
      first_name_kk: 'Қайрат',
      last_name_kk: 'Жүсіпов',
      kind: 'head_coach',
      phone: '+7 (701) 123-45-67',
      email: 'Coach@Example.org',
      identity_number: '800101300111',
    });
    for (const q of ['Қайрат Жүсіпов', 'Кайрат', 'Kairat Zhusipov']) {
      const list = (
        await call(
          'GET',
          `/cabinet/staff?q=${encodeURIComponent(q)}&team_id=${suite.p.ownTeam}&kind=head_coach&missing_documents=1`,
          'team',
        )
      ).json();
      assert(list, CabinetStaffResponse);
      expect({ q, ids: list.data.map((row: { id: number }) => row.id) }).toEqual({
        q,
        ids: expect.arrayContaining([created.id]),
      });
    }
    const full = (await call('GET', `/cabinet/staff/${created.slug}`, 'team')).json();
    assert(full, CabinetStaffDetailResponse);
    expect(full.data.staff).toMatchObject({
      phone: '+7 (701) 123-45-67',
      email: 'coach@example.org',
      identity_number: '800101300111',
    });
    expect(full.data.missing_documents).toContain('staff_license');
    const provider = (await call('GET', `/cabinet/staff/${created.slug}`, 'provider')).json();
    expect(provider.data.staff).toMatchObject({
      phone: null,
      email: null,
      license_number: null,
      identity_number: '800101300111',
    });
    expect(provider.data.documents).toBeNull();
    expect(provider.data.history).toBeNull();
    const form = (await call('GET', `/cabinet/staff/${created.slug}/form`, 'admin', undefined, 'kk')).json();
    assert(form, StaffFormResponse);
    expect(form.data.options.staff_kinds.map((o: { id: string }) => o.id)).toContain('head_coach');
  });

  it('warns about a duplicate, moves with and without keeping, and refuses an archived club', async () => {
    const first = await newStaff(suite.p.otherTeam, {
      first_name_kk: 'Ерлан',
      last_name_kk: 'Әбдіров',
      birth_date: '1985-04-05',
    });
    const duplicate = await call('POST', '/cabinet/staff', 'team', {
      ...newBody(suite.p.ownTeam),
      first_name_kk: 'Erlan',
      last_name_kk: 'Abdirov',
      birth_date: '1985-04-05',
      confirm_duplicate: false,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().data.duplicate).toMatchObject({ owner: 'staff', id: first.id, slug: first.slug });

    const moving = await mover(suite.p.ownTeam);
    expect(
      (
        await call('POST', '/cabinet/staff/switch-team', 'team', {
          staff_id: moving.id,
          team_id: suite.p.ownTeam2,
          keep: false,
        })
      ).statusCode,
    ).toBe(200);
    const places = await suite.t.db
      .selectFrom('team_staff')
      .select(['team_id', 'is_active'])
      .where('staff_id', '=', moving.id)
      .execute();
    expect(places).toEqual(
      expect.arrayContaining([
        { team_id: suite.p.ownTeam, is_active: false },
        { team_id: suite.p.ownTeam2, is_active: true },
      ]),
    );
    const history = (await call('GET', `/cabinet/staff/${moving.slug}`, 'admin')).json().data.history;
    expect(history).toEqual([
      expect.objectContaining({
        kept: false,
        from: expect.objectContaining({ id: suite.p.ownTeam }),
        to: expect.objectContaining({ id: suite.p.ownTeam2 }),
      }),
    ]);

    const archivedTeam = await teamOfArchivedClub(
      suite.t,
      { slug: 'archived-staff-club', title_kk: 'Мұрағат' },
      { slug: 'archived-staff-team', title_kk: 'Мұрағат U-12', birth_year: 2014 },
    );
    const created = await call('POST', '/cabinet/staff', 'admin', newBody(archivedTeam), 'ru');
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toMatch(/в архиве/);
    expect(
      (
        await call('POST', '/cabinet/staff/switch-team', 'admin', {
          staff_id: moving.id,
          team_id: archivedTeam,
          keep: true,
        })
      ).statusCode,
    ).toBe(409);
  });

  it("refuses a transfer into a team playing a tournament without the documents its staff need (a coach's licence), on team_id", async () => {
    const playing = await playingTeamOf(suite.t, suite.p.ownClub);
    const from = playing.id === suite.p.ownTeam ? suite.p.ownTeam2 : suite.p.ownTeam;
    const coach = await newStaff(from);
    await giveStaffDocuments(suite.t, coach.id, ['identity', 'consent_to_data_processing']);
    const refused = await call('POST', '/cabinet/staff/switch-team', 'team', {
      staff_id: coach.id,
      team_id: playing.id,
      keep: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().data.errors)).toEqual(['team_id']);
    expect(refused.json().data.errors.team_id).toEqual([expect.stringMatching(/: Missing document: /)]);
    await giveStaffDocuments(suite.t, coach.id, ['staff_license']);
    expect(
      (
        await call('POST', '/cabinet/staff/switch-team', 'team', {
          staff_id: coach.id,
          team_id: playing.id,
          keep: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('patches only the fields sent and checks contacts in the request language', async () => {
    const person = await newStaff(suite.p.ownTeam, { position_kk: 'Бас бапкер' });
    expect((await call('PATCH', `/cabinet/staff/${person.slug}`, 'team', { status: 'inactive' })).statusCode).toBe(200);
    const row = await suite.t.db
      .selectFrom('staff')
      .select(['status', 'position_kk', 'first_name_kk'])
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'inactive', position_kk: 'Бас бапкер' });
    const bad = await call(
      'PATCH',
      `/cabinet/staff/${person.slug}`,
      'team',
      { phone: '12345', email: 'not-an-email' },
      'kk',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['email', 'phone']);
    expect(bad.json().data.errors.phone).toEqual(['Телефон нөмірі қате']);
  });

  it('refuses a birth date in the future or of an implausible adult age, on the field (ADR 0165)', async () => {
    const year = leagueYear();
    await expectBirthDatesRefused(
      (birth_date, language) =>
        call('POST', '/cabinet/staff', 'admin', newBody(suite.p.ownTeam, { birth_date }), language),
      [
        [`${year + 1}-01-01`, 'kk', 'Күн болашақта болмауы керек'],
        [`${year - 10}-01-01`, 'en', 'The age must be from 16 to 100 years'],
      ],
    );
    const person = await newStaff(suite.p.ownTeam, { birth_date: '1985-04-05' });
    const patch = await call('PATCH', `/cabinet/staff/${person.slug}`, 'team', { birth_date: '1900-01-01' }, 'ru');
    expect(patch.statusCode).toBe(422);
    expect(patch.json().data.errors).toEqual({ birth_date: ['Возраст должен быть от 16 до 100 лет'] });
    const row = await suite.t.db
      .selectFrom('staff')
      .select('birth_date')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(String(row.birth_date)).toBe('1985-04-05');
  });

  it('refuses a photo over 300 KB or of another type with nothing written', async () => {
    const person = await newStaff(suite.p.ownTeam);
    const before = listFiles(suite.uploads);
    const big = await upload(`/cabinet/staff/${person.slug}/photo`, 'admin', {}, [
      { field: 'photo', name: 'big.jpg', type: 'image/jpeg', bytes: sample(JPEG_HEAD, 300 * KB + 1) },
    ]);
    expect(big.statusCode).toBe(422);
    expect(big.json().data.errors.photo).toEqual(['The file must not exceed 300 KB']);
    const pdfAsJpg = await upload(`/cabinet/staff/${person.slug}/photo`, 'admin', {}, [
      { field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: sample(PDF_HEAD, 2 * KB) },
    ]);
    expect(pdfAsJpg.statusCode).toBe(422);
    expect(listFiles(suite.uploads)).toEqual(before);
    expect(
      (await suite.t.db.selectFrom('staff').select('photo').where('id', '=', person.id).executeTakeFirstOrThrow())
        .photo,
    ).toBeNull();
  });
});
