// What the departure suites share: the team of a club's departure, the matches of the tournament
// that a team neither plays nor has a departure for yet (each test takes a fresh one), a new
// departure of the team to one, a departure's state as stored, and the departure notifications
// sent so far.
import type { DepartureStatus } from '@league/shared/contracts';
import type { DB } from '../../../src/db/database';
import { countRows } from '../../../src/db/count-rows';

/** A team in a tournament, as a departure names them. */
export interface DepartureTeam {
  tournament_id: number;
  team_id: number;
}

/** The tournament and team of the club's first departure. */
export function clubDepartureTeam(db: DB, clubId: number): Promise<DepartureTeam> {
  return db
    .selectFrom('departures as d')
    .innerJoin('teams as tm', 'tm.id', 'd.team_id')
    .select(['d.tournament_id', 'd.team_id'])
    .where('tm.club_id', '=', clubId)
    .orderBy('d.id')
    .executeTakeFirstOrThrow();
}

/** The tournament's matches, by id, that the team does not play and has no departure for. */
export function matchesWithoutDeparture(db: DB, base: DepartureTeam) {
  return db
    .selectFrom('matches')
    .select('id')
    .where('tournament_id', '=', base.tournament_id)
    .where('host_team_id', '!=', base.team_id)
    .where('guest_team_id', '!=', base.team_id)
    .where(
      'id',
      'not in',
      db
        .selectFrom('departures')
        .select('match_id')
        .where('team_id', '=', base.team_id)
        .where('match_id', 'is not', null) as never,
    )
    .orderBy('id');
}

/** A new departure of the team to the match in `status`: its id. */
export async function insertDeparture(
  db: DB,
  base: DepartureTeam,
  matchId: number,
  status: DepartureStatus,
  peopleCount: number | null,
): Promise<number> {
  const row = await db
    .insertInto('departures')
    .values({
      tournament_id: base.tournament_id,
      team_id: base.team_id,
      match_id: matchId,
      status,
      people_count: peopleCount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A departure's state as stored: its status, head count, reviewer and reason of refusal. */
export function departureState(db: DB, id: number) {
  return db
    .selectFrom('departures')
    .select(['status', 'people_count', 'reviewed_by', 'reject_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** How many departure status notifications the league has sent. */
export function departureNotices(db: DB): Promise<number> {
  return countRows(db.selectFrom('notifications').where('kind', '=', 'departure_status'));
}
