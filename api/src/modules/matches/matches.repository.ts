// SQL of matches and what belongs to a match: events (goals, punishments, replacements, missed
// penalties), squads, referee crews and statistics. Every function takes `db` or a `trx` first.
// The row shapes are in matches.rows.repository.ts, the one-statement match set in
// matches.set.repository.ts; this file re-exports them for every reader of the matches' SQL.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { fullName } from '../../db/localized';
import {
  anyOf,
  type CrewRow,
  iso,
  type MatchEvents,
  type MatchFilter,
  matchFilter,
  type MatchRow,
  type SquadRow,
} from './matches.rows.repository';
import { loadMatchSet } from './matches.set.repository';

export {
  NO_EVENTS,
  TALLY_COLUMNS,
  type CrewRow,
  type GoalRow,
  type MatchCoreRow,
  type MatchEvents,
  type MatchFilter,
  type MatchRow,
  type MatchTallyRow,
  type MissedPenaltyRow,
  type PunishmentRow,
  type ReplacementRow,
  type SquadRow,
} from './matches.rows.repository';
export {
  loadMatchSet,
  type MatchSet,
  type MatchSetContext,
  type MatchSetPart,
  type MatchSetParts,
} from './matches.set.repository';

// ---------------------------------------------------------------------------------------------
// Matches

/** Every match of a filter as full rows, by kick-off time (one statement; see `loadMatchSet`). */
export async function listMatches(db: Executor, language: Language, filter: MatchFilter): Promise<MatchRow[]> {
  return (await loadMatchSet(db, language, filter, { events: [] })).rows;
}

/** The match clock's columns and the tournament's match length (ADR 0172), for the public match page. */
export async function loadMatchClock(db: Executor, matchId: number) {
  const row = await db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select(['m.status', 'm.clock_period', 'm.clock_started_at', 'm.clock_elapsed_seconds', 't.match_length_minutes'])
    .where('m.id', '=', matchId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, clock_started_at: iso(row.clock_started_at as Date | string | null) };
}

/** One page of match ids with the total, for the paginated `/matches`. */
export async function pageMatchIds(
  db: Executor,
  language: Language,
  filter: MatchFilter,
  page: { offset: number; limit: number; ascending: boolean },
): Promise<{ total: number; ids: number[] }> {
  const total = await countRows(matchFilter(db, filter));
  const direction = page.ascending ? sql`asc nulls last` : sql`desc nulls last`;
  const rows = await matchFilter(db, filter)
    .select('m.id')
    .orderBy(sql`m.date_time ${direction}`)
    .orderBy('m.id', page.ascending ? 'asc' : 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, ids: rows.map((r) => r.id) };
}

export async function loadEvents(db: Executor, matchIds: number[]): Promise<MatchEvents> {
  if (matchIds.length === 0) return { goals: [], punishments: [], replacements: [], missedPenalties: [] };
  const timing = ['minute', 'additional_minute', 'match_scope'] as const;
  const [goals, punishments, replacements, missedPenalties] = await Promise.all([
    db
      .selectFrom('goals')
      .select(['id', 'match_id', 'team_type', 'player_id', 'method', 'assistant_player_id', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('punishments')
      .select(['id', 'match_id', 'team_type', 'player_id', 'card', 'removal_cause', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('replacements')
      .select(['id', 'match_id', 'team_type', 'player_in_id', 'player_out_id', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('missed_penalties')
      .select(['id', 'match_id', 'team_type', 'player_id', 'goalkeeper_player_id', 'failure', ...timing])
      .where('match_id', '=', anyOf(matchIds))
      .orderBy('id')
      .execute(),
  ]);
  return { goals, punishments, replacements, missedPenalties };
}

export async function loadSquads(db: Executor, matchIds: number[]): Promise<SquadRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_squads as q')
    .innerJoin('players as p', 'p.id', 'q.player_id')
    .select([
      'q.id',
      'q.match_id',
      'q.team_id',
      'q.player_id',
      'q.kind',
      'q.number',
      'q.is_captain',
      'q.position',
      'p.position as player_position',
    ])
    .where('q.match_id', '=', anyOf(matchIds))
    .orderBy('q.id')
    .execute();
}

export async function loadCrews(db: Executor, language: Language, matchIds: number[]): Promise<CrewRow[]> {
  if (matchIds.length === 0) return [];
  return (
    db
      .selectFrom('match_referees as mr')
      .innerJoin('referees as rf', 'rf.id', 'mr.referee_id')
      .select(['mr.match_id', 'mr.role', 'mr.referee_id', 'rf.slug', fullName('rf', language).as('name')])
      .where('mr.match_id', '=', anyOf(matchIds))
      // An official is named once they accepted the appointment (ADR 0213).
      .where('mr.status', '=', 'accepted')
      .execute()
  );
}

export async function loadMatchStatistics(db: Executor, matchId: number) {
  return db
    .selectFrom('match_statistics')
    .select(['metric', 'host_value', 'guest_value', 'sort'])
    .where('match_id', '=', matchId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Matches of a player or a referee

/** Ids of finished-or-not matches the player appears in (squad, events), newest first, paged. */
export async function pagePlayerMatchIds(
  db: Executor,
  playerId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const own = sql<number>`(
    select match_id from match_squads where player_id = ${playerId}
    union select match_id from goals where player_id = ${playerId} or assistant_player_id = ${playerId}
    union select match_id from punishments where player_id = ${playerId}
    union select match_id from replacements where player_in_id = ${playerId} or player_out_id = ${playerId}
  )`;
  const total = await countRows(db.selectFrom('matches as m').where('m.id', 'in', own));
  const rows = await db
    .selectFrom('matches as m')
    .select('m.id')
    .where('m.id', 'in', own)
    .orderBy(sql`m.date_time desc nulls last`)
    .orderBy('m.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, ids: rows.map((r) => r.id) };
}

/** Every match the player appears in (for statistics). */
export async function playerMatchIds(db: Executor, playerId: number): Promise<number[]> {
  const { ids } = await pagePlayerMatchIds(db, playerId, { offset: 0, limit: 100_000 });
  return ids;
}

/** Match ids per referee (any role). */
export async function refereeMatchIds(
  db: Executor,
  refereeIds: number[],
): Promise<{ match_id: number; referee_id: number }[]> {
  if (refereeIds.length === 0) return [];
  return db
    .selectFrom('match_referees')
    .select(['match_id', 'referee_id'])
    .where('referee_id', 'in', refereeIds)
    .where('status', '=', 'accepted')
    .execute();
}
