// A tournament's fixtures as CSV: a BOM, the header row in the request's language, one CRLF
// line per match with its Almaty date and time, the score of a played match, 404 for no tournament.
import { dbTargets, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { expectCsvInEachLanguage } from '../../support/csv';
import { countRows } from '../../../src/db/count-rows';

describe.each(dbTargets)('fixtures CSV on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' });
  let tournamentId: number;
  let score: string;

  beforeAll(async () => {
    // Goals are kept by triggers from the match's events: a finished match of the seed brings its own.
    const match = await t.db
      .selectFrom('matches')
      .select(['id', 'tournament_id', 'host_goals', 'guest_goals'])
      .where('status', '=', 'finished')
      .where('host_shootout', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    [tournamentId, score] = [match.tournament_id, `${match.host_goals}:${match.guest_goals}`];
    await t.db
      .updateTable('matches')
      .set({ date_time: '2026-03-07T10:00:00.000Z' })
      .where('id', '=', match.id)
      .execute();
  });

  const get = (url: string, language: 'kk' | 'ru' | 'en' = 'en') =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, language });

  it('starts with a BOM and the header row in the language `lang` names, lines ending in CRLF', async () => {
    await expectCsvInEachLanguage(
      {
        kk: 'Тур,Күні,Уақыты (Алматы),Қожайын,Қонақ,Есеп,Мәртебесі,Стадион',
        ru: 'Тур,Дата,Время (Алматы),Хозяева,Гости,Счёт,Статус,Стадион',
        en: 'Round,Date,Time (Almaty),Host,Guest,Score,Status,Stadium',
      },
      (lang) => get(`/tournaments/${tournamentId}/fixtures.csv?lang=${lang}`, 'kk'),
      (res) => expect(res.body.replace(/\r\n/g, '')).not.toContain('\n'),
    );
  });

  it('writes one line per match, a played match with its Almaty kick-off, score and status', async () => {
    const res = await get(`/tournaments/${tournamentId}/fixtures.csv?lang=en`);
    const lines = res.body.slice(1).split('\r\n').slice(1, -1);
    const count = await countRows(t.db.selectFrom('matches').where('tournament_id', '=', tournamentId));
    expect(lines).toHaveLength(count);
    const row = lines.find((line) => line.includes(',2026-03-07,15:00,'));
    expect(row).toBeDefined();
    expect(row?.split(',').slice(1, 7)).toEqual([
      '2026-03-07',
      '15:00',
      expect.any(String),
      expect.any(String),
      score,
      'Full time',
    ]);
  });

  it('lists the matches by round', async () => {
    const lines = (await get(`/tournaments/${tournamentId}/fixtures.csv?lang=en`)).body
      .slice(1)
      .split('\r\n')
      .slice(1, -1);
    const rounds = lines.map((line) => Number(/^Round (\d+),/.exec(line)?.[1] ?? Number.MAX_SAFE_INTEGER));
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
  });

  it('answers 404 for a tournament that does not exist', async () => {
    const res = await get('/tournaments/999999/fixtures.csv');
    expect(res.statusCode).toBe(404);
  });
});
