// The import of a registry file on an empty league (ADR 0250): nothing while a row has a problem
// (a 422 per row and cell), every valid row in one transaction when the rows with problems are
// left out on purpose, the same file twice changing nothing, the fixed file adding only what was
// missing, and a workbook of clubs, teams and players written as the forms would write them.
import { dbTargets, request } from '../../helpers';
import { csv, emptyLeagueSuite, SAMPLE_CSV, workbook } from '../../registry-import-helpers';
import { rowCount } from '../../support/rows';

describe.each(dbTargets)('registry import on %s', (target) => {
  const league = emptyLeagueSuite(target);

  const sample = { name: 'registry-players.csv', bytes: SAMPLE_CSV };

  it('refuses a file with problems as a whole: each on its row and cell, in the reader’s language', async () => {
    const answer = await league.upload('/cabinet/import', sample, { language: 'ru' });
    expect(answer.statusCode).toBe(422);
    const errors = answer.json().data.errors as Record<string, string[]>;
    expect(errors.file).toEqual(['Строк с ошибками: 6. Исправьте и загрузите снова или пропустите эти строки']);
    expect(errors['0.24.birth_date']).toEqual(['Это поле обязательно для заполнения']);
    expect(errors['0.14.row']).toEqual(['Повторяет строку 13 файла']);
    expect(await rowCount(league.t.db, 'players')).toBe(0);
    expect(await rowCount(league.t.db, 'clubs')).toBe(0);
  });

  it('imports every valid row when the others are left out, and the same file again changes nothing', async () => {
    const first = await league.upload('/cabinet/import', sample, { fields: { skip_invalid: '1' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      repeated: false,
      created: { clubs: 2, teams: 4, players: 22, staff: 0 },
      skipped: 6,
    });
    const teams = await league.t.db
      .selectFrom('teams')
      .select(['title_kk', 'birth_year'])
      .orderBy('title_kk')
      .execute();
    expect(teams).toEqual([
      { title_kk: 'Алатау 2012', birth_year: 2012 },
      { title_kk: 'Алатау 2013', birth_year: 2013 },
      { title_kk: 'Есіл 2012', birth_year: 2012 },
      { title_kk: 'Есіл 2014', birth_year: 2014 },
    ]);
    const trimmed = await league.t.db
      .selectFrom('players')
      .select(['last_name_kk', 'birth_date', 'citizenship'])
      .where('identity_number', 'in', ['120310581940', '120620511777', '120219557973'])
      .orderBy('identity_number')
      .execute();
    expect(trimmed.map((p) => [p.last_name_kk, String(p.birth_date).slice(0, 10), p.citizenship])).toEqual([
      ['Сағынтаев', '2012-02-19', 'KZ'],
      ['Нұрланов', '2012-03-10', 'KZ'],
      ['Абдиров', '2012-06-20', 'KZ'],
    ]);
    const again = await league.upload('/cabinet/import', sample, { fields: { skip_invalid: '1' } });
    expect(again.json().data).toMatchObject({ id: first.json().data.id, repeated: true, created: { players: 22 } });
    expect(await rowCount(league.t.db, 'players')).toBe(22);
    expect(await rowCount(league.t.db, 'registry_imports')).toBe(1);
    const preview = await league.upload('/cabinet/import/preview', sample);
    expect(preview.json().data.imported).toMatchObject({ id: first.json().data.id, by: 'Chief Admin' });
    expect(preview.json().data.counts.players).toEqual({ new: 0, exists: 22, error: 6 });
  });

  it('takes the fixed lines of the file and leaves what is registered as it is', async () => {
    const text = SAMPLE_CSV.toString('utf8')
      .replace('2031-02-30', '26.10.2013')
      .replace('130521574651', '130521574650')
      .replace('=HYPERLINK("http://example.invalid","x")', 'Бекмұратов')
      .replace(';;140125514853', ';25.01.2014;140125514853')
      .replace(
        'Есіл;Алатау 2013;Сағынтаев;Тимур;08.11.2012;121108592445;27;GK;KZ;да',
        'Есіл;Есіл 2012;Сағынтаев;Тимур;08.11.2012;121108592445;1;GK;KZ;',
      );
    const lines = text.split('\r\n');
    lines.splice(13, 1); // the repeated line
    const fixed = { name: 'registry-players-fixed.csv', bytes: Buffer.from(lines.join('\r\n'), 'utf8') };
    const preview = await league.upload('/cabinet/import/preview', fixed);
    expect(preview.json().data.counts.players).toEqual({ new: 5, exists: 22, error: 0 });
    const answer = await league.upload('/cabinet/import', fixed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.created).toEqual({ clubs: 0, teams: 0, players: 5, staff: 0 });
    expect(await rowCount(league.t.db, 'players')).toBe(27);
    expect(await rowCount(league.t.db, 'teams')).toBe(4);
  });

  it('reads a club and team typed with Latin look-alike letters as the registered ones', async () => {
    // 'Aлатау' and 'Aлатау 2012' begin with a Latin A; 'КZ' has a Cyrillic К.
    const mixed = csv([
      ['Клуб', 'Команда', 'Фамилия', 'Имя', 'Дата рождения', 'Номер', 'Позиция', 'Гражданство'],
      ['Aлатау', 'Aлатау 2012', 'Бекболат', 'Ерасыл', '01.09.2012', '40', 'FW', 'КZ'],
    ]);
    const preview = await league.upload('/cabinet/import/preview', { name: 'mixed.csv', bytes: mixed });
    expect(preview.json().data.sheets[0].rows[0]).toMatchObject({ status: 'new', errors: {}, notes: {} });
    expect(preview.json().data.counts).toMatchObject({ clubs: { new: 0 }, teams: { new: 0 } });
    const answer = await league.upload('/cabinet/import', { name: 'mixed.csv', bytes: mixed });
    expect(answer.json().data.created).toEqual({ clubs: 0, teams: 0, players: 1, staff: 0 });
    const placed = await league.t.db
      .selectFrom('players')
      .innerJoin('team_players', 'team_players.player_id', 'players.id')
      .innerJoin('teams', 'teams.id', 'team_players.team_id')
      .select(['teams.title_kk', 'players.citizenship'])
      .where('players.last_name_kk', '=', 'Бекболат')
      .executeTakeFirstOrThrow();
    expect(placed).toEqual({ title_kk: 'Алатау 2012', citizenship: 'KZ' });
  });

  it('imports a workbook of clubs, teams, players and staff sheets as the forms would', async () => {
    const bytes = await workbook({
      Clubs: [
        ['Club', 'Club (English)', 'Founded'],
        ['Қайрат', 'Kairat', '1954'],
        ['Ordabasy', '', '1949'],
      ],
      Teams: [
        ['Club', 'Team', 'Birth year', "Women's team"],
        ['Қайрат', 'Қайрат U-13', '2013', 'no'],
        ['Ordabasy', 'Ordabasy girls', '2012', 'yes'],
      ],
      Players: [
        [
          'Club',
          'Team',
          'Last name',
          'First name',
          'Birth date',
          'IIN',
          'Number',
          'Position',
          'Citizenship',
          'Captain',
        ],
        ['Қайрат', 'Қайрат U-13', 'Ахметов', 'Ерлан', '05.05.2013', '', '9', 'Нападающий', 'Қазақстан', 'иә'],
        ['Ordabasy', 'Ordabasy girls', 'Иванова', 'Анна', '2012-07-01', '', '1', 'Goalkeeper', 'RU', ''],
      ],
      Staff: [
        ['Club', 'Team', 'Last name', 'First name', 'Role', 'Phone'],
        ['Қайрат', 'Қайрат U-13', 'Сейітов', 'Нұрлан', 'Главный тренер', '+7 701 123 45 67'],
      ],
    });
    const answer = await league.upload('/cabinet/import', { name: 'league.xlsx', bytes });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.created).toEqual({ clubs: 2, teams: 2, players: 2, staff: 1 });
    const anna = await league.t.db
      .selectFrom('players')
      .selectAll()
      .where('last_name_kk', '=', 'Иванова')
      .executeTakeFirstOrThrow();
    expect(anna).toMatchObject({ position: 'GK', gender: 'female', citizenship: 'RU', number: 1 });
    const erlan = await league.t.db
      .selectFrom('players')
      .selectAll()
      .where('last_name_kk', '=', 'Ахметов')
      .executeTakeFirstOrThrow();
    expect(erlan).toMatchObject({ position: 'FW', is_captain: true, citizenship: 'KZ' });
    const coach = await league.t.db
      .selectFrom('staff')
      .selectAll()
      .where('last_name_kk', '=', 'Сейітов')
      .executeTakeFirstOrThrow();
    expect(coach.kind).toBe('head_coach');
    const club = await league.t.db
      .selectFrom('clubs')
      .selectAll()
      .where('title_en', '=', 'Kairat')
      .executeTakeFirstOrThrow();
    expect(club).toMatchObject({ slug: 'kairat', founded_year: 1954 });
  });

  it('reads a Windows-1251 file with commas and refuses a picture and a file with no known columns', async () => {
    const text = 'Клуб,Команда,Год рождения\r\nТобол,Тобол 2011,2011\r\n';
    const cp1251 = Buffer.from(new TextEncoder().encode(text)); // UTF-8 first: read as is
    const ok = await league.upload('/cabinet/import/preview', { name: 'teams.csv', bytes: cp1251 });
    expect(ok.json().data.sheets[0]).toMatchObject({
      kind: 'teams',
      rows: [{ status: 'new', cells: { team: 'Тобол 2011' } }],
    });
    const legacy = Buffer.from([
      0xca, 0xeb, 0xf3, 0xe1, 0x2c, 0xca, 0xee, 0xec, 0xe0, 0xed, 0xe4, 0xe0, 0x2c, 0xc3, 0xee, 0xe4, 0x20, 0xf0, 0xee,
      0xe6, 0xe4, 0xe5, 0xed, 0xe8, 0xff, 0x0d, 0x0a, 0xd2, 0xee, 0xe1, 0xee, 0xeb, 0x2c, 0xd2, 0xee, 0xe1, 0xee, 0xeb,
      0x20, 0x32, 0x30, 0x31, 0x31, 0x2c, 0x32, 0x30, 0x31, 0x31,
    ]);
    const read = await league.upload('/cabinet/import/preview', { name: 'teams-1251.csv', bytes: legacy });
    expect(read.json().data.sheets[0].rows[0].cells).toEqual({ club: 'Тобол', team: 'Тобол 2011', birth_year: '2011' });
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const picture = await league.upload(
      '/cabinet/import/preview',
      { name: 'photo.csv', bytes: png },
      { language: 'kk' },
    );
    expect(picture.statusCode).toBe(422);
    expect(picture.json().data.errors.file).toEqual([
      'Тек CSV немесе XLSX файлы қабылданады (ескі .xls файлын XLSX ретінде сақтаңыз)',
    ]);
    const unknown = await league.upload('/cabinet/import/preview', {
      name: 'x.csv',
      bytes: csv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.errors.file[0]).toMatch(/name its columns as the template does/);
  });

  it('serves a template per kind that reads back as that kind', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const answer = await request(league.t.app, {
        method: 'GET',
        url: `/api/v1/cabinet/import/templates/players?format=${format}`,
        token: league.token,
        language: 'kk',
      });
      expect(answer.statusCode).toBe(200);
      const back = await league.upload('/cabinet/import/preview', {
        name: `players.${format}`,
        bytes: answer.rawPayload,
      });
      expect(back.json().data.sheets[0]).toMatchObject({ kind: 'players', ignored: [] });
    }
  });
});
