// A team's own import of players or staff (POST /cabinet/team/{id}/players|staff/import; ADR 0250):
// the club's command_admin imports into its team — the team's shirt numbers and captain checked
// against the squad it has —, another club's team is 404, a provider 403, and the team's column,
// when the file has one, must name that team.
import { dbTargets, login } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { csv, upload } from '../../registry-import-helpers';
import { teamAdminClub } from '../../support/demo-cabinet';

describe.each(dbTargets)('a team’s own import on %s', (target) => {
  let team: string;
  let ownTeam: { id: number; title_kk: string; birth_year: number };
  let otherTeam: number;
  let takenNumber: number;
  const t = suiteApp({ target, seed: 'demo' }, 240_000);
  beforeAll(async () => {
    team = await login(t.app, 'team@league.test');
    const clubId = await teamAdminClub(t.db);
    ownTeam = await t.db
      .selectFrom('teams')
      .select(['id', 'title_kk', 'birth_year'])
      .where('club_id', '=', clubId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherTeam = (
      await t.db.selectFrom('teams').select('id').where('club_id', '<>', clubId).orderBy('id').executeTakeFirstOrThrow()
    ).id;
    takenNumber = (
      await t.db
        .selectFrom('team_players')
        .select('number')
        .where('team_id', '=', ownTeam.id)
        .where('is_active', '=', true)
        .where('number', 'is not', null)
        .executeTakeFirstOrThrow()
    ).number!;
  }, 240_000);

  const players = (rows: string[][]) => ({
    name: 'players.csv',
    bytes: csv([['Фамилия', 'Имя', 'Дата рождения', 'Номер', 'Позиция'], ...rows]),
  });

  it('imports players into the own team, the squad’s numbers checked', async () => {
    const taken = await upload(
      t.app,
      `/cabinet/team/${ownTeam.id}/players/import`,
      team,
      players([['Жаңабаев', 'Әлихан', `01.02.${ownTeam.birth_year}`, String(takenNumber), 'MF']]),
      { language: 'en' },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.errors['0.2.number']).toEqual(['This number is already taken in the team']);
    const answer = await upload(
      t.app,
      `/cabinet/team/${ownTeam.id}/players/import`,
      team,
      players([['Жаңабаев', 'Әлихан', `01.02.${ownTeam.birth_year}`, '', 'MF']]),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.created).toEqual({ clubs: 0, teams: 0, players: 1, staff: 0 });
    const placed = await t.db
      .selectFrom('players')
      .innerJoin('team_players', 'team_players.player_id', 'players.id')
      .select('team_players.team_id')
      .where('players.last_name_kk', '=', 'Жаңабаев')
      .executeTakeFirstOrThrow();
    expect(placed.team_id).toBe(ownTeam.id);
  });

  it('refuses another club’s team, a file naming another team, and a role that may not', async () => {
    const other = await upload(
      t.app,
      `/cabinet/team/${otherTeam}/players/import`,
      team,
      players([['Бекенов', 'Ислам', '01.02.2013', '', 'DF']]),
    );
    expect(other.statusCode).toBe(404);
    const named = await upload(
      t.app,
      `/cabinet/team/${ownTeam.id}/staff/import`,
      team,
      {
        name: 'staff.csv',
        bytes: csv([
          ['Команда', 'Фамилия', 'Имя', 'Роль'],
          ['Басқа команда', 'Оспанов', 'Қайрат', 'Тренер'],
        ]),
      },
      { language: 'ru' },
    );
    expect(named.statusCode).toBe(422);
    expect(named.json().data.errors['0.2.team']).toEqual([
      `Этот файл загружается только в команду «${ownTeam.title_kk}»`,
    ]);
    const provider = await login(t.app, 'provider@league.test');
    const refused = await upload(t.app, `/cabinet/team/${ownTeam.id}/players/import`, provider, players([]));
    expect(refused.statusCode).toBe(403);
    const registry = await upload(t.app, '/cabinet/import/preview', team, players([]));
    expect(registry.statusCode).toBe(403);
  });
});
