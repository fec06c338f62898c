// A tournament's suspensions as CSV: a BOM, the header row in the language `lang` names, one
// CRLF line per suspension in the order of the public list, 404 for no tournament.
import { dbTargets, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { expectCsvInEachLanguage } from '../../support/csv';

describe.each(dbTargets)('disqualifications CSV on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' });
  let tournamentId = 0;
  type Row = { player: { name: string }; team: { title: string }; cause: string; served: boolean; served_in: unknown };
  let list: Row[] = [];

  const get = (url: string, language: 'kk' | 'ru' | 'en' = 'en') =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, language });

  beforeAll(async () => {
    // The first tournament of the seed with a suspension.
    for (const { id } of await t.db.selectFrom('tournaments').select('id').orderBy('id').execute()) {
      const rows = (await get(`/tournaments/${id}/disqualifications`)).json().data as Row[];
      if (rows.length > 0) [tournamentId, list] = [id, rows];
      if (rows.length > 0) break;
    }
  });

  it('starts with a BOM and the header row in each language, lines ending in CRLF', async () => {
    expect(tournamentId).toBeGreaterThan(0);
    await expectCsvInEachLanguage(
      {
        kk: 'Ойыншы,Команда,Себебі,Алған матчы,Өтейтін матчы,Өтелді',
        ru: 'Игрок,Команда,Причина,Получена в матче,Отбывается в матче,Отбыта',
        en: 'Player,Team,Reason,Earned in,Served in,Served',
      },
      (lang) => get(`/tournaments/${tournamentId}/disqualifications.csv?lang=${lang}`, 'kk'),
    );
  });

  it('writes one line per suspension of the list, with its player, team, cause and served mark', async () => {
    const res = await get(`/tournaments/${tournamentId}/disqualifications.csv?lang=en`);
    const lines = res.body.slice(1).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(list.length);
    const causes: Record<string, string> = {
      red_card: 'Red card',
      second_yellow: 'Second yellow card',
      yellow_accumulation: 'Yellow card accumulation',
      league_decision: 'League decision',
    };
    const [first] = list;
    // A league decision's cause is followed by its reason ("League decision: …").
    expect(lines[0].startsWith(`${first.player.name},${first.team.title},${causes[first.cause]}`)).toBe(true);
    expect(lines[0].endsWith(first.served ? ',Yes' : ',No')).toBe(true);
    if (first.served_in === null) expect(lines[0]).toContain(',Not scheduled yet,');
  });

  it('answers 404 for a tournament that does not exist', async () => {
    expect((await get('/tournaments/999999/disqualifications.csv')).statusCode).toBe(404);
  });
});
