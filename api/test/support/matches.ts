// Matches the protocol suites make for themselves: a new fixture of two teams, the demo referee
// on its crew (and the matches they are on the crew of), and two teams of the main tournament
// whose applications carry a full squad.
import { sql } from 'kysely';
import type { DB } from '../../src/db/database';
import { teamAdminClub } from './demo-cabinet';

/** The referee the demo referee (referee@league.test) signs in as. */
export async function demoRefereeId(db: DB): Promise<number> {
  const me = await db
    .selectFrom('users')
    .select('referee_id')
    .where('email', '=', 'referee@league.test')
    .executeTakeFirstOrThrow();
  return me.referee_id!;
}

/** The matches the demo referee is on the crew of (a match once a role). */
export async function demoRefereeCrewings(db: DB): Promise<{ match_id: number }[]> {
  const refereeId = await demoRefereeId(db);
  return db.selectFrom('match_referees').select('match_id').where('referee_id', '=', refereeId).execute();
}

/** Puts the demo referee on the match's crew as its main referee. */
export async function crewDemoReferee(db: DB, matchId: number): Promise<void> {
  await db
    .insertInto('match_referees')
    .values({ match_id: matchId, referee_id: await demoRefereeId(db), role: 'main_referee' })
    .execute();
}

/** A new match of the two teams of a tournament kicking off at `at`: its id. */
export async function insertMatch(
  db: DB,
  match: { tournamentId: number; hostId: number; guestId: number },
  at: Date,
): Promise<number> {
  const row = await db
    .insertInto('matches')
    .values({
      tournament_id: match.tournamentId,
      host_team_id: match.hostId,
      guest_team_id: match.guestId,
      date_time: at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The main tournament and its first two teams (by id) with at least 18 submitted player
 * applications, neither of the demo team administrator's club.
 */
export async function twoSquadTeams(db: DB): Promise<{ tournamentId: number; hostId: number; guestId: number }> {
  const ownClub = await teamAdminClub(db);
  const main = await db.selectFrom('tournaments').select('id').where('main', '=', true).executeTakeFirstOrThrow();
  const teams = await db
    .selectFrom('player_applications as a')
    .innerJoin('teams as tm', 'tm.id', 'a.team_id')
    .select(['a.team_id'])
    .where('a.tournament_id', '=', main.id)
    .where('a.status', '=', 'submitted')
    .where('tm.club_id', '!=', ownClub)
    .groupBy('a.team_id')
    .having(sql`count(*)`, '>=', 18)
    .orderBy('a.team_id')
    .execute();
  return { tournamentId: main.id, hostId: teams[0].team_id, guestId: teams[1].team_id };
}
