// The preview of a registry file on an empty league (ADR 0250): the messy sample export of
// ../shared/samples read as offices write it (BOM, `;`, CRLF, Russian headers, DD.MM.YYYY), every
// problem the sample hides on its own cell in the reader's language, and nothing written.
import { dbTargets } from '../../helpers';
import { emptyLeagueSuite, SAMPLE_CSV } from '../../registry-import-helpers';
import { rowCount } from '../../support/rows';

type Row = {
  line: number;
  status: string;
  cells: Record<string, string>;
  errors: Record<string, string[]>;
  notes: Record<string, string[]>;
};

describe.each(dbTargets)('registry import preview on %s', (target) => {
  const league = emptyLeagueSuite(target);

  const preview = async (language: 'kk' | 'ru' | 'en') => {
    const answer = await league.upload(
      '/cabinet/import/preview',
      { name: 'registry-players.csv', bytes: SAMPLE_CSV },
      { language },
    );
    expect(answer.statusCode).toBe(200);
    return answer.json().data as {
      sheets: { kind: string; columns: { key: string; title: string }[]; rows: Row[] }[];
      counts: Record<string, { new: number; exists: number; error: number }>;
    };
  };
  const rowAt = (rows: Row[], line: number) => rows.find((r) => r.line === line)!;

  it('reads the sample as a players sheet and puts each problem on its cell', async () => {
    const data = await preview('en');
    expect(data.sheets).toHaveLength(1);
    const [sheet] = data.sheets;
    expect(sheet.kind).toBe('players');
    expect(sheet.columns.find((c) => c.key === 'birth_date')?.title).toBe('Birth date');
    const rows = sheet.rows;
    expect(rows.map((r) => r.line)).toEqual(Array.from({ length: 28 }, (_, i) => i + 2));
    // stray spaces: trimmed and said so, not an error
    expect(rowAt(rows, 5)).toMatchObject({
      status: 'new',
      cells: { last_name: 'Нұрланов' },
      notes: { last_name: ['Extra spaces removed'] },
    });
    // another date style: read day first, said so
    expect(rowAt(rows, 7)).toMatchObject({ status: 'new', notes: { birth_date: ['Read as 19.02.2012'] } });
    // an impossible date, and the IIN's own date does not match it
    expect(rowAt(rows, 10).errors.birth_date).toEqual(['Incorrect date']);
    // a wrong IIN check digit
    expect(rowAt(rows, 12).errors.identity_number).toEqual([
      'Invalid IIN: 12 digits whose birth date and check digit are right',
    ]);
    // an exact duplicate line
    expect(rowAt(rows, 14).errors).toEqual({ row: ['Repeats line 13 of the file'] });
    // the Есіл row naming Алатау's team: refused on its club, and the team's number 27 and captaincy
    // already taken by earlier lines, and a 2012 player in the 2013 team not marked over-age
    expect(rowAt(rows, 16).errors).toEqual({
      club: ['The team “Алатау 2013” belongs to the club “Алатау”'],
      number: ['Number 27 is already worn in this team on line 15'],
      captain: ["The team's captain is already on line 9"],
      birth_date: ["Born in 2012, before the team's 2013: mark as an over-age player (joker)"],
    });
    // a formula in a cell
    expect(rowAt(rows, 20).errors.last_name).toEqual([
      'This is a spreadsheet formula, not a value: enter the value itself',
    ]);
    // a country written out: read as its code
    expect(rowAt(rows, 22)).toMatchObject({ status: 'new', notes: { citizenship: ['Read as KZ (Kazakhstan)'] } });
    // a missing birth date
    expect(rowAt(rows, 24).errors.birth_date).toEqual(['This field is required']);
    expect(data.counts.players).toEqual({ new: 22, exists: 0, error: 6 });
    expect(rows.filter((r) => r.status === 'error').map((r) => r.line)).toEqual([10, 12, 14, 16, 20, 24]);
    expect(data.counts.clubs.new).toBe(2);
    expect(data.counts.teams.new).toBe(4);
  });

  it('answers the same problems in Kazakh and Russian', async () => {
    const kk = (await preview('kk')).sheets[0].rows;
    expect(rowAt(kk, 14).errors.row).toEqual(['Файлдың 13-жолын қайталайды']);
    expect(rowAt(kk, 24).errors.birth_date).toEqual(['Бұл өрісті толтыру міндетті']);
    const ru = (await preview('ru')).sheets[0];
    expect(ru.columns.find((c) => c.key === 'last_name')?.title).toBe('Фамилия');
    expect(rowAt(ru.rows, 20).errors.last_name).toEqual(['Это формула таблицы, а не значение: впишите само значение']);
    expect(rowAt(ru.rows, 12).errors.identity_number[0]).toMatch(/^Неверный ИИН/);
  });

  it('writes nothing', async () => {
    await preview('en');
    const counted = await Promise.all(
      (['clubs', 'teams', 'players', 'registry_imports'] as const).map((table) => rowCount(league.t.db, table)),
    );
    expect(counted).toEqual([0, 0, 0, 0]);
  });
});
