// Children's identity data stays in the cabinet: every public answer that shows players (the
// list, a profile, a squad, the withdrawn players, a tournament application, the scorers, the
// match squads, the search, the top scorer) carries the age in whole years and never a birth
// date, a patronymic, a citizenship or an identity number; the cabinet still has them.
import { dbTargets, login, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

const FORBIDDEN = ['birth_date', 'middle_name', 'citizenship', 'identity_number', 'identity_kind'];

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.add(key);
      keysOf(inner, out);
    }
  }
  return out;
}

describe.each(dbTargets)('public answers about children on %s', (target) => {
  const t = suiteApp({ target, seed: 'demo' }, 300_000);

  const get = async (url: string) => {
    const response = await request(t.app, { method: 'GET', url: `/api/v1${url}`, language: 'en' });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json();
  };

  it('carry age, measurements, position, number and badges, but no birth date, patronymic, citizenship or identity', async () => {
    const player = await t.db
      .selectFrom('players as p')
      .innerJoin('team_players as m', 'm.player_id', 'p.id')
      .innerJoin('teams as tm', 'tm.id', 'm.team_id')
      .select(['p.slug', 'p.birth_date', 'p.identity_number', 'tm.id as team_id', 'tm.slug as team_slug'])
      .where('m.is_active', '=', true)
      .where('p.identity_number', 'is not', null)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    // A patronymic and a citizenship in the database, to be sure they are not read out.
    await t.db
      .updateTable('players')
      .set({ middle_name_kk: 'Серікұлы', middle_name_en: 'Serikuly', citizenship: 'UZ' })
      .where('slug', '=', player.slug)
      .execute();
    const application = await t.db
      .selectFrom('player_applications as pa')
      .innerJoin('teams as tm', 'tm.id', 'pa.team_id')
      .select(['pa.tournament_id', 'tm.slug'])
      .where('pa.status', '=', 'submitted')
      .executeTakeFirstOrThrow();
    const match = await t.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'finished')
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const answers: Record<string, unknown> = {
      list: await get('/players?per_page=100'),
      profile: await get(`/squad/player/${player.slug}`),
      squad: await get(`/teams/${player.team_id}/squad`),
      unsubmitted: await get(`/squad/unsubmitted?team_id=${player.team_id}`),
      application: await get(`/tournaments/${application.tournament_id}/teams/${application.slug}/application`),
      scorers: await get(`/tournaments/${application.tournament_id}/scorers`),
      goalkeepers: await get('/goalkeepers'),
      matchSquads: await get(`/matches/${match.id}/protocol/squads`),
      search: await get(`/search?q=${encodeURIComponent(player.slug.split('-')[0])}`),
      topScorer: await get('/scorer'),
    };
    for (const [name, body] of Object.entries(answers)) {
      const keys = keysOf(body);
      expect({ name, leaked: FORBIDDEN.filter((key) => keys.has(key)) }).toEqual({ name, leaked: [] });
      const text = JSON.stringify(body);
      expect({ name, birthDate: text.includes(player.birth_date) }).toEqual({ name, birthDate: false });
      expect({ name, identity: text.includes(player.identity_number!) }).toEqual({ name, identity: false });
      expect({ name, patronymic: text.includes('Serikuly') || text.includes('Серікұлы') }).toEqual({
        name,
        patronymic: false,
      });
    }
    const profile = (answers.profile as { data: { player: Record<string, unknown> } }).data.player;
    expect(profile).toEqual(
      expect.objectContaining({
        age: expect.any(Number),
        position: expect.any(String),
        height_cm: expect.anything(),
        is_captain: expect.any(Boolean),
      }),
    );
    const appPlayer = (answers.application as { data: { players: Array<{ players: Array<Record<string, unknown>> }> } })
      .data.players[0].players[0];
    expect(Number.isInteger(appPlayer.age)).toBe(true);

    // The cabinet keeps the identity data for the roles that may see it.
    const token = await login(t.app, 'admin@league.test');
    const cabinet = await request(t.app, {
      method: 'GET',
      url: `/api/v1/cabinet/players/${player.slug}`,
      token,
      language: 'en',
    });
    expect(cabinet.json().data.player).toMatchObject({
      birth_date: player.birth_date,
      identity_number: player.identity_number,
      middle_name: 'Serikuly',
    });
  });
});
