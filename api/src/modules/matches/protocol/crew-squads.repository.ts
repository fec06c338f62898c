// SQL of the people around a protocol: the referees' crew and the match statistics, both teams'
// squads, a team's last saved lineup, the squad candidates (a team's submitted application) and
// players' names. Every function takes `db` or a `trx` first.
import type { Language, PlayerPosition, RefereeRole, SquadKind } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { localized, surnameFirst } from '../../../db/localized';
import { matchesWithTeams } from '../../../db/match-teams';
import { iso } from './match-row.repository';

// ---------------------------------------------------------------------------------------------
// Crew, statistics

/** Whether the referee is on the match's crew (any role; an offer counts once accepted, ADR 0213). */
export async function isOnCrew(db: Executor, matchId: number, refereeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('match_referees')
    .select('id')
    .where('match_id', '=', matchId)
    .where('referee_id', '=', refereeId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

export async function replaceCrewRole(
  db: Executor,
  matchId: number,
  role: RefereeRole,
  refereeId: number | null,
): Promise<void> {
  await db.deleteFrom('match_referees').where('match_id', '=', matchId).where('role', '=', role).execute();
  if (refereeId !== null)
    await db.insertInto('match_referees').values({ match_id: matchId, role, referee_id: refereeId }).execute();
}

export async function crewOf(db: Executor, matchId: number): Promise<{ role: RefereeRole; referee_id: number }[]> {
  return db.selectFrom('match_referees').select(['role', 'referee_id']).where('match_id', '=', matchId).execute();
}

export async function referees(
  db: Executor,
  language: Language,
  ids?: number[],
): Promise<{ id: number; name: string }[]> {
  let query = db.selectFrom('referees as rf').select(['rf.id', surnameFirst('rf', language).as('name')]);
  query = ids ? query.where('rf.id', 'in', ids.length ? ids : [0]) : query.where('rf.is_active', '=', true);
  return query.orderBy('name').orderBy('rf.id').execute();
}

export async function saveStatistic(
  db: Executor,
  matchId: number,
  metric: string,
  sort: number,
  host: string | null,
  guest: string | null,
): Promise<void> {
  await db
    .insertInto('match_statistics')
    .values({ match_id: matchId, metric, host_value: host, guest_value: guest, sort })
    .onConflict((oc) => oc.columns(['match_id', 'metric']).doUpdateSet({ host_value: host, guest_value: guest }))
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Squads

export interface SquadPlayerRow {
  player_id: number;
  team_id: number;
  kind: SquadKind;
  number: number | null;
  is_captain: boolean;
  position: PlayerPosition | null;
  name: string;
}

export async function squadOf(db: Executor, language: Language, matchId: number): Promise<SquadPlayerRow[]> {
  return db
    .selectFrom('match_squads as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .select([
      'q.player_id',
      'q.team_id',
      'q.kind',
      'q.number',
      'q.is_captain',
      sql<PlayerPosition | null>`coalesce(q.position, p.position)`.as('position'),
      surnameFirst('p', language).as('name'),
    ])
    .where('q.match_id', '=', matchId)
    .orderBy('q.kind')
    .orderBy('q.number')
    .orderBy('q.id')
    .execute();
}

export async function replaceSquad(
  db: Executor,
  matchId: number,
  teamId: number,
  players: {
    player_id: number;
    kind: SquadKind;
    number: number;
    is_captain: boolean;
    position: PlayerPosition | null;
  }[],
): Promise<void> {
  await db.deleteFrom('match_squads').where('match_id', '=', matchId).where('team_id', '=', teamId).execute();
  if (players.length === 0) return;
  await db
    .insertInto('match_squads')
    .values(players.map((p) => ({ match_id: matchId, team_id: teamId, ...p })))
    .execute();
}

export interface LastLineup {
  match_id: number;
  date_time: string | null;
  opponent: string;
  players: {
    player_id: number;
    kind: SquadKind;
    number: number | null;
    is_captain: boolean;
    position: PlayerPosition | null;
  }[];
}

/**
 * The team's last saved lineup in a tournament, in another match than `matchId`: the latest by
 * kick-off not after `before` (when given), then by id; null when it has none.
 */
export async function lastLineup(
  db: Executor,
  language: Language,
  tournamentId: number,
  teamId: number,
  matchId: number,
  before: string | null,
): Promise<LastLineup | null> {
  let query = matchesWithTeams(db)
    .select([
      'm.id',
      'm.date_time',
      sql<string>`case when m.host_team_id = ${teamId} then ${localized('g.title', language)} else ${localized('h.title', language)} end`.as(
        'opponent',
      ),
    ])
    .where('m.tournament_id', '=', tournamentId)
    .where('m.id', '!=', matchId)
    .where((eb) => eb.or([eb('m.host_team_id', '=', teamId), eb('m.guest_team_id', '=', teamId)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('match_squads as q')
          .select('q.id')
          .whereRef('q.match_id', '=', 'm.id')
          .where('q.team_id', '=', teamId),
      ),
    );
  if (before !== null)
    query = query.where((eb) => eb.or([eb('m.date_time', 'is', null), eb('m.date_time', '<=', new Date(before))]));
  const match = await query
    .orderBy(sql`m.date_time desc nulls last`)
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!match) return null;
  const players = await db
    .selectFrom('match_squads')
    .select(['player_id', 'kind', 'number', 'is_captain', 'position'])
    .where('match_id', '=', match.id)
    .where('team_id', '=', teamId)
    .orderBy('kind')
    .orderBy('number')
    .orderBy('id')
    .execute();
  return {
    match_id: match.id,
    date_time: iso(match.date_time as Date | string | null),
    opponent: match.opponent,
    players,
  };
}

export interface CandidateRow {
  player_id: number;
  name: string;
  number: number | null;
  position: PlayerPosition;
}

/** The players of a team's submitted (accepted) application in a tournament. */
/** The team's players accepted in the tournament (`statuses`: also the disqualified, for the pre-match list). */
export async function candidates(
  db: Executor,
  language: Language,
  tournamentId: number,
  teamId: number,
  statuses: ('submitted' | 'disqualified')[] = ['submitted'],
): Promise<CandidateRow[]> {
  return db
    .selectFrom('player_applications as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .select([
      'a.player_id',
      surnameFirst('p', language).as('name'),
      sql<number | null>`coalesce(a.number, p.number)`.as('number'),
      'p.position',
    ])
    .where('a.tournament_id', '=', tournamentId)
    .where('a.team_id', '=', teamId)
    .where('a.status', 'in', statuses)
    .orderBy(sql`coalesce(a.number, p.number)`)
    .orderBy('a.player_id')
    .execute();
}

/** Names and usual positions of players, by id. */
export async function playerNames(
  db: Executor,
  language: Language,
  ids: number[],
): Promise<{ id: number; name: string; position: PlayerPosition }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('players as p')
    .select(['p.id', surnameFirst('p', language).as('name'), 'p.position'])
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
}
