// SQL of the protocol's events: goals, cards, replacements and missed penalties written by the
// referee, their count, and the idempotency keys of the posts that recorded them. Every function
// takes `db` or a `trx` first.
import type {
  CardType,
  GoalMethod,
  MatchScope,
  PenaltyFailure,
  RemovalCause,
  TeamType,
} from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';

export interface EventValues {
  team_type: TeamType;
  match_scope: MatchScope;
  minute: number | null;
  additional_minute: number | null;
}
export interface GoalValues extends EventValues {
  player_id: number | null;
  method: GoalMethod;
  assistant_player_id: number | null;
}
export interface PunishmentValues extends EventValues {
  player_id: number | null;
  card: CardType;
  removal_cause: RemovalCause | null;
}
export interface ReplacementValues extends EventValues {
  player_in_id: number | null;
  player_out_id: number | null;
}
export interface MissedPenaltyValues extends EventValues {
  player_id: number | null;
  failure: PenaltyFailure;
}

export type EventTable = 'goals' | 'punishments' | 'replacements' | 'missed_penalties';

export async function insertEvent(
  db: Executor,
  table: EventTable,
  matchId: number,
  values: EventValues,
): Promise<number> {
  const row = await db
    .insertInto(table)
    .values({ match_id: matchId, ...values } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(
  db: Executor,
  table: EventTable,
  matchId: number,
  eventId: number,
  values: EventValues,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set(values as never)
    .where('id', '=', eventId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEvent(db: Executor, table: EventTable, matchId: number, eventId: number): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('id', '=', eventId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countEvents(db: Executor, matchId: number): Promise<number> {
  const row = await sql<{ n: string }>`select (
      (select count(*) from goals where match_id = ${matchId}) + (select count(*) from punishments where match_id = ${matchId})
      + (select count(*) from replacements where match_id = ${matchId}) + (select count(*) from missed_penalties where match_id = ${matchId})
    ) as n`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/**
 * Stores the key with the hash of the event it records: 'new' when the key is new, 'retry' when
 * the key was already used for this match with the same event (or before hashes were kept),
 * 'reused' when it was used for another event.
 */
export async function claimEventKey(
  db: Executor,
  matchId: number,
  key: string,
  kind: string,
  bodyHash: string,
  userId: number,
): Promise<'new' | 'retry' | 'reused'> {
  const row = await db
    .insertInto('match_event_keys')
    .values({ match_id: matchId, idempotency_key: key, kind, event_id: 0, user_id: userId, body_hash: bodyHash })
    .onConflict((oc) => oc.columns(['match_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return 'new';
  const earlier = await db
    .selectFrom('match_event_keys')
    .select('body_hash')
    .where('match_id', '=', matchId)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return earlier.body_hash === null || earlier.body_hash === bodyHash ? 'retry' : 'reused';
}

export async function setEventKeyTarget(db: Executor, matchId: number, key: string, eventId: number): Promise<void> {
  await db
    .updateTable('match_event_keys')
    .set({ event_id: eventId })
    .where('match_id', '=', matchId)
    .where('idempotency_key', '=', key)
    .execute();
}
