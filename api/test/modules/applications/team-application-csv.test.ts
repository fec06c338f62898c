// A club's team application as CSV in the cabinet: a BOM, the header row in the request's
// language, a line per player and staff member with its status; who may read the application
// page may export it (super_admin, the club's own command_admin), others are refused.
import { enumLabel } from '@league/shared/labels';
import { dbTargets, request } from '../../helpers';
import { demoCabinetSuite, otherClubTeamIn, type Who } from '../../support/demo-cabinet';
import { expectCsvInEachLanguage } from '../../support/csv';

describe.each(dbTargets)('team application CSV on %s', (target) => {
  const demo = demoCabinetSuite(target, {}, 180_000);
  const { t, tokens } = demo;
  let otherClub: number;
  let tournamentId: number;

  beforeAll(async () => {
    const entry = await t.db
      .selectFrom('tournament_teams as tt')
      .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
      .innerJoin('tournaments as tr', 'tr.id', 'tt.tournament_id')
      .select(['tt.tournament_id'])
      .where('tm.club_id', '=', demo.ownClub)
      .orderBy('tr.main', 'desc')
      .executeTakeFirstOrThrow();
    tournamentId = entry.tournament_id;
    otherClub = (await otherClubTeamIn(t.db, tournamentId, demo.ownClub)).club_id;
  }, 180_000);

  const get = (url: string, who: Who | null, language: 'kk' | 'ru' | 'en' = 'en') =>
    request(t.app, { method: 'GET', url: `/api/v1${url}`, token: who ? tokens[who] : undefined, language });
  const csvOf = (club: number) => `/cabinet/tournaments/${tournamentId}/teams/${club}/application.csv`;

  it('starts with a BOM and the header row in the request language, a private file', async () => {
    await expectCsvInEachLanguage(
      {
        kk: 'Команда,Рөлі,Нөмірі,Аты-жөні,Туған күні,Позициясы,Мәртебесі,Бас тарту себебі',
        ru: 'Команда,Роль,Номер,ФИО,Дата рождения,Позиция,Статус,Причина отказа',
        en: 'Team,Role,Number,Name,Birth date,Position,Status,Reason of rejection',
      },
      (lang) => get(csvOf(demo.ownClub), 'team', lang),
      (res) => expect(res.headers['cache-control']).toBe('private, no-store'),
    );
  });

  it('writes a line per person of the application page, with its team, role and status', async () => {
    const page = (await get(`/cabinet/tournaments/${tournamentId}/teams/${demo.ownClub}/application`, 'admin')).json()
      .data as {
      teams: Array<{
        title: string;
        players: Array<{ person: { name: string }; status: string }>;
        staff: Array<{ person: { name: string } }>;
      }>;
    };
    const lines = (await get(csvOf(demo.ownClub), 'admin')).body.slice(1).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(page.teams.reduce((n, team) => n + team.players.length + team.staff.length, 0));
    const [team] = page.teams;
    const [player] = team.players;
    const row = lines.find((line) => line.split(',')[3] === player.person.name)!;
    expect(row.split(',').slice(0, 2)).toEqual([team.title, 'Player']);
    expect(row.split(',')[6]).toBe(enumLabel('applicationStatus', player.status, 'en'));
  });

  it('is for super_admin and the own club only: another club is 404, other roles 403, no token 401', async () => {
    expect((await get(csvOf(demo.ownClub), 'admin')).statusCode).toBe(200);
    expect((await get(csvOf(otherClub), 'admin')).statusCode).toBe(200);
    expect((await get(csvOf(demo.ownClub), 'team')).statusCode).toBe(200);
    expect((await get(csvOf(otherClub), 'team')).statusCode).toBe(404);
    for (const who of ['referee', 'provider', 'media'] as const)
      expect({ who, status: (await get(csvOf(demo.ownClub), who)).statusCode }).toEqual({ who, status: 403 });
    expect((await get(csvOf(demo.ownClub), null)).statusCode).toBe(401);
    expect((await get(`/cabinet/tournaments/999999/teams/${demo.ownClub}/application.csv`, 'admin')).statusCode).toBe(
      404,
    );
  });
});
