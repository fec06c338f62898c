// A transfer runs the checks of a new place (ADR 0161): the shirt number the player will wear in
// the new team free there (the one asked for, else the player's usual one — how Altai 2012 got two
// number 10s), one captain in the new team and in every team the player stays in, the player
// eligible for the new team's current tournaments (band, documents), and no archived club. Each
// clash is a 422 with the field's error, all at once; changing those fields moves the player.
import { giveDocuments, personSuite, playingTeamOf, teamOfArchivedClub, teamYear } from '../../cabinet-people-helpers';
import { dbTargets } from '../../helpers';
import { rowCount } from '../../support/rows';

describe.each(dbTargets)('transfers under the squad rules on %s', (target) => {
  const suite = personSuite(target, 'transfers');
  const { call } = suite;
  let serial = 0;

  const unique = () => `Ауысушы${String.fromCharCode(1072 + (serial % 26))}${++serial}`;
  const newPlayer = async (team: number, over: object = {}) => {
    const response = await call('POST', '/cabinet/players', 'admin', {
      first_name_kk: unique(),
      last_name_kk: 'Көшуов',
      birth_date: '2012-05-06',
      position: 'MF',
      team_id: team,
      confirm_duplicate: true,
      ...over,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; slug: string };
  };
  /** A player of `from` whom `to` may take (born in its year, every document), with `over` (number …). */
  const mover = async (from: number, to: number, over: object = {}) => {
    const player = await newPlayer(from, { birth_date: `${await teamYear(suite.t, to)}-05-06`, ...over });
    await giveDocuments(suite.t, player.id);
    return player;
  };
  const move = (body: object, who: 'admin' | 'team' = 'admin', language: 'en' | 'ru' | 'kk' = 'en') =>
    call('POST', '/cabinet/players/switch-team', who, body, language);
  const members = (team: number) =>
    suite.t.db
      .selectFrom('team_players as tp')
      .innerJoin('players as p', 'p.id', 'tp.player_id')
      .select(['p.id', 'p.is_captain', (eb) => eb.fn.coalesce('tp.number', 'p.number').as('number')])
      .where('tp.team_id', '=', team)
      .where('tp.is_active', '=', true)
      .execute();
  /** A team with a captain and numbered players, of the command_admin's club, and a number free in `from`. */
  async function clash(from: number, to: number) {
    const inTarget = await members(to);
    const inSource = new Set((await members(from)).map((m) => m.number));
    const number = inTarget.map((m) => m.number).find((n) => n !== null && !inSource.has(n))!;
    let captain = inTarget.find((m) => m.is_captain);
    if (!captain) {
      await suite.t.db.updateTable('players').set({ is_captain: true }).where('id', '=', inTarget[0].id).execute();
      captain = inTarget[0];
    }
    return { number: number!, captainId: captain.id };
  }
  /** None of the players captains their team any more. */
  const uncaptain = (players: { id: number }[]) =>
    suite.t.db
      .updateTable('players')
      .set({ is_captain: false })
      .where(
        'id',
        'in',
        players.map((m) => m.id),
      )
      .execute();
  /** A team of the club in a tournament that is running (active, not finished), and the tournament's band. */
  const playingTeam = () => playingTeamOf(suite.t, suite.p.ownClub);

  it('refuses a shirt number taken in the new team and a second captain, both on their fields, then moves the player once they are changed', async () => {
    const to = suite.p.ownTeam2;
    const { number } = await clash(suite.p.ownTeam, to);
    // The player's usual number is taken in the new team: no number given is that number.
    const player = await mover(suite.p.ownTeam, to, { number });
    await suite.t.db.updateTable('players').set({ is_captain: true }).where('id', '=', player.id).execute();
    const transfers = () => rowCount(suite.t.db, 'player_transfers');
    const before = await transfers();

    const refused = await move({ player_id: player.id, team_id: to, keep: false });
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().data.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['is_captain', 'number']);
    expect(errors.number[0]).toMatch(
      new RegExp(`^Number ${number} is already worn in this team by .+\\. Enter another number$`),
    );
    expect(errors.is_captain[0]).toMatch(/^The team already has a captain: /);
    // Asked for explicitly, the same; nothing moved.
    expect(
      Object.keys(
        (await move({ player_id: player.id, team_id: to, keep: true, number, is_captain: true }, 'team')).json().data
          .errors,
      ).sort(),
    ).toEqual(['is_captain', 'number']);
    expect(await transfers()).toBe(before);
    expect((await members(to)).some((m) => m.id === player.id)).toBe(false);

    // In the request's language.
    const kk = await move({ player_id: player.id, team_id: to, keep: false }, 'team', 'kk');
    expect(kk.json().data.errors.number[0]).toMatch(new RegExp(`^${number} нөмірі бұл командада бос емес`));
    expect(kk.json().data.errors.is_captain[0]).toMatch(/^Командада капитан бар: /);

    // Resolved in the same request shape: another number, the captaincy dropped.
    const taken = new Set((await members(to)).map((m) => m.number));
    const free = [...Array(99).keys()].map((n) => n + 1).find((n) => !taken.has(n))!;
    const moved = await move(
      { player_id: player.id, team_id: to, keep: false, number: free, is_captain: false },
      'team',
    );
    expect(moved.statusCode).toBe(200);
    const after = await members(to);
    expect(after.find((m) => m.id === player.id)).toMatchObject({ number: free, is_captain: false });
    expect(after.filter((m) => m.is_captain)).toHaveLength(1);
    const numbers = after.map((m) => m.number).filter((n) => n !== null);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(await transfers()).toBe(before + 1);
  });

  it('stores the number the player wears in the new team, and a captaincy asked for where there is none', async () => {
    const to = suite.p.otherTeam;
    const inTarget = await members(to);
    await uncaptain(inTarget);
    const taken = new Set(inTarget.map((m) => m.number));
    const free = [...Array(99).keys()].map((n) => 99 - n).find((n) => !taken.has(n))!;
    const player = await mover(suite.p.ownTeam, to, { number: free });
    const moved = await move({ player_id: player.id, team_id: to, keep: false, is_captain: true });
    expect(moved.statusCode).toBe(200);
    const place = await suite.t.db
      .selectFrom('team_players')
      .select('number')
      .where('player_id', '=', player.id)
      .where('team_id', '=', to)
      .executeTakeFirstOrThrow();
    expect(place.number).toBe(free);
    expect((await members(to)).filter((m) => m.is_captain).map((m) => m.id)).toEqual([player.id]);
  });

  it('with keeping, refuses a captaincy the old team already has: the player would captain both', async () => {
    const from = suite.p.ownTeam;
    const to = suite.p.otherTeam;
    const inSource = await members(from);
    if (!inSource.some((m) => m.is_captain))
      await suite.t.db.updateTable('players').set({ is_captain: true }).where('id', '=', inSource[0].id).execute();
    await uncaptain(await members(to));
    const player = await mover(from, to);
    const kept = await move({ player_id: player.id, team_id: to, keep: true, is_captain: true });
    expect(kept.statusCode).toBe(422);
    expect(Object.keys(kept.json().data.errors)).toEqual(['is_captain']);
    // Leaving the old team, the captaincy of the new one is free.
    expect((await move({ player_id: player.id, team_id: to, keep: false, is_captain: true })).statusCode).toBe(200);
  });

  it("refuses a player outside the age band of the new team's running tournament, or without valid documents, on team_id", async () => {
    const team = await playingTeam();
    const youngest = Math.max(team.birth_year_from, team.birth_year_to);
    const from = team.id === suite.p.ownTeam ? suite.p.ownTeam2 : suite.p.ownTeam;
    const tooYoung = await newPlayer(from, { birth_date: `${youngest + 1}-03-03` });
    await giveDocuments(suite.t, tooYoung.id);
    const young = await move({ player_id: tooYoung.id, team_id: team.id, keep: false, number: null });
    expect(young.statusCode).toBe(422);
    expect(young.json().data.errors.team_id).toContainEqual(
      expect.stringMatching(/.+: The birth year does not fit the tournament's age group$/),
    );

    const undocumented = await newPlayer(from, { birth_date: `${youngest}-03-03` });
    const missing = await move({ player_id: undocumented.id, team_id: team.id, keep: true }, 'team', 'ru');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().data.errors)).toEqual(['team_id']);
    expect(missing.json().data.errors.team_id.length).toBe(5);
    // An expired copy is not a valid one.
    await giveDocuments(suite.t, undocumented.id);
    await suite.t.db
      .updateTable('player_documents')
      .set({ expires_at: '2020-01-01' })
      .where('player_id', '=', undocumented.id)
      .where('type', '=', 'heart_shot')
      .execute();
    const expired = await move({ player_id: undocumented.id, team_id: team.id, keep: true });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().data.errors.team_id).toEqual([expect.stringMatching(/expired/i)]);
    await suite.t.db
      .updateTable('player_documents')
      .set({ expires_at: null })
      .where('player_id', '=', undocumented.id)
      .execute();
    expect((await move({ player_id: undocumented.id, team_id: team.id, keep: true })).statusCode).toBe(200);
  });

  it('refuses a transfer into an archived club before any other rule, on team_id', async () => {
    const archivedTeam = await teamOfArchivedClub(
      suite.t,
      { slug: 'archived-transfer-club', title_kk: 'Жабық клуб' },
      { slug: 'archived-transfer-team', title_kk: 'Жабық 2012', birth_year: 2012 },
    );
    const player = await newPlayer(suite.p.ownTeam);
    const refused = await move({
      player_id: player.id,
      team_id: archivedTeam,
      keep: false,
      is_captain: true,
      number: 10,
    });
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json().data.errors)).toEqual(['team_id']);
    expect(refused.json().data.errors.team_id[0]).toBe(
      "The team's club is archived: no new players, staff or transfers",
    );
  });
});
