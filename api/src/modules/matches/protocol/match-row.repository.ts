// SQL of the protocol's match row: the match with its part versions and clock, the lock a
// protocol write starts with, the versions' compare-and-set, the fixture and its moves, and
// deleting a match. Every function takes `db` or a `trx` first.
import type { Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { localized, localizedOrNull } from '../../../db/localized';
import { matchesWithTeams } from '../../../db/match-teams';

/** A stored instant as ISO text (null stays null). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export type VersionColumn =
  | 'protocol_version'
  | 'events_version'
  | 'additions_version'
  | 'host_squad_version'
  | 'guest_squad_version'
  | 'clock_version';

export interface ProtocolMatchRow {
  id: number;
  tournament_id: number;
  tournament_title: string;
  tour_title: string | null;
  host_team_id: number;
  guest_team_id: number;
  host_title: string;
  guest_title: string;
  host_club_id: number;
  guest_club_id: number;
  stadium_title: string | null;
  date_time: string | null;
  status: 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
  technical_result: 'host_win' | 'guest_win' | null;
  broadcast_url: string | null;
  host_color: string | null;
  guest_color: string | null;
  spectators: number | null;
  additions: Record<string, unknown>;
  protocol_confirmed_at: string | null;
  protocol_version: number;
  events_version: number;
  additions_version: number;
  host_squad_version: number;
  guest_squad_version: number;
  /** The tournament's match length (minutes): the clock's periods. */
  match_length_minutes: number;
  clock_period: number | null;
  clock_started_at: string | null;
  clock_elapsed_seconds: number;
  clock_version: number;
  /** When the referee closed the sheet for the teams' sign-off (ADR 0212). */
  sheet_closed_at: string | null;
}

export async function findProtocolMatch(
  db: Executor,
  language: Language,
  id: number,
): Promise<ProtocolMatchRow | undefined> {
  const row = await matchesWithTeams(db)
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .leftJoin('tours as r', 'r.id', 'm.tour_id')
    .leftJoin('stadiums as st', 'st.id', 'm.stadium_id')
    .select([
      'm.id',
      'm.tournament_id',
      localized('t.title', language).as('tournament_title'),
      localizedOrNull('r', 'title', language).as('tour_title'),
      'm.host_team_id',
      'm.guest_team_id',
      localized('h.title', language).as('host_title'),
      localized('g.title', language).as('guest_title'),
      'h.club_id as host_club_id',
      'g.club_id as guest_club_id',
      localizedOrNull('st', 'title', language).as('stadium_title'),
      'm.date_time',
      'm.status',
      'm.technical_result',
      'm.broadcast_url',
      'm.host_color',
      'm.guest_color',
      'm.spectators',
      'm.additions',
      'm.protocol_confirmed_at',
      'm.protocol_version',
      'm.events_version',
      'm.additions_version',
      'm.host_squad_version',
      'm.guest_squad_version',
      't.match_length_minutes',
      'm.clock_period',
      'm.clock_started_at',
      'm.clock_elapsed_seconds',
      'm.clock_version',
      'm.sheet_closed_at',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    date_time: iso(row.date_time as Date | string | null),
    protocol_confirmed_at: iso(row.protocol_confirmed_at as Date | string | null),
    clock_started_at: iso(row.clock_started_at as Date | string | null),
    sheet_closed_at: iso(row.sheet_closed_at as Date | string | null),
    additions: (typeof row.additions === 'string' ? JSON.parse(row.additions) : row.additions) as Record<
      string,
      unknown
    >,
  } as ProtocolMatchRow;
}

/**
 * Locks the match row for a protocol write, as its first statement (see `write` in
 * protocol/deps.ts). `for no key update`: the strength the write's own UPDATE and the
 * tally trigger's recount take, so it is not strengthened later in the transaction (only
 * deleting the match goes further); it does not wait for the foreign keys of rows that name the
 * match (an album, a departure).
 */
export async function lockMatch(db: Executor, matchId: number): Promise<void> {
  await db.selectFrom('matches').select('id').where('id', '=', matchId).forNoKeyUpdate().execute();
}

/**
 * Compare-and-set of a part's version: the new version when `expected` was current, null when
 * someone saved in between (the caller answers 409). Also serialises writes of one part.
 */
export async function bumpVersion(
  db: Executor,
  matchId: number,
  column: VersionColumn,
  expected: number | null,
): Promise<number | null> {
  let query = db
    .updateTable('matches')
    .set((eb) => ({ [column]: eb(eb.ref(column), '+', 1), updated_at: sql`now()` }) as never)
    .where('id', '=', matchId);
  if (expected !== null) query = query.where(column, '=', expected);
  const row = await query.returning(column).executeTakeFirst();
  return row ? Number((row as Record<string, unknown>)[column]) : null;
}

export async function updateMatch(
  db: Executor,
  matchId: number,
  values: Partial<{
    status: ProtocolMatchRow['status'];
    protocol_confirmed_at: string | null;
    host_color: string | null;
    guest_color: string | null;
    spectators: number | null;
    broadcast_url: string | null;
    additions: string;
    clock_period: number | null;
    clock_started_at: string | null;
    clock_elapsed_seconds: number;
  }>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('matches')
    .set({ ...(values as Record<string, unknown>), updated_at: sql`now()` } as never)
    .where('id', '=', matchId)
    .execute();
}

/**
 * Locks the tournament of a match `for share`, before the match (the lock order of
 * docs/architecture.md: a tournament before its matches): finishing the tournament (`for update`)
 * and moving one of its fixtures then run one after the other.
 */
export async function shareTournamentOfMatch(db: Executor, matchId: number): Promise<void> {
  await db
    .selectFrom('tournaments')
    .select('id')
    .where('id', '=', db.selectFrom('matches').select('tournament_id').where('id', '=', matchId))
    .forShare()
    .execute();
}

/** A match's fixture: its status, kick-off, postponement, technical result and cancellation reasons. */
export interface FixtureRow {
  id: number;
  status: ProtocolMatchRow['status'];
  date_time: string | null;
  postponed_from: string | null;
  technical_result: 'host_win' | 'guest_win' | null;
  cancellation_reason_kk: string | null;
  cancellation_reason_ru: string | null;
  cancellation_reason_en: string | null;
  fixture_revision: number;
  tournament_finished: boolean;
}

export async function fixtureOf(db: Executor, matchId: number): Promise<FixtureRow | undefined> {
  const row = await db
    .selectFrom('matches as m')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      'm.id',
      'm.status',
      'm.date_time',
      'm.postponed_from',
      'm.technical_result',
      'm.cancellation_reason_kk',
      'm.cancellation_reason_ru',
      'm.cancellation_reason_en',
      'm.fixture_revision',
      sql<boolean>`t.end_date is not null`.as('tournament_finished'),
    ])
    .where('m.id', '=', matchId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    date_time: iso(row.date_time as Date | string | null),
    postponed_from: iso(row.postponed_from as Date | string | null),
    fixture_revision: Number(row.fixture_revision),
    tournament_finished: Boolean(row.tournament_finished),
  } as FixtureRow;
}

/**
 * Moves a fixture: the new status, kick-off, postponement, technical result and reasons; the
 * fixture revision and the protocol version grow (an open protocol page refuses to save over it).
 */
export async function moveFixture(
  db: Executor,
  matchId: number,
  values: Pick<
    FixtureRow,
    | 'status'
    | 'date_time'
    | 'postponed_from'
    | 'technical_result'
    | 'cancellation_reason_kk'
    | 'cancellation_reason_ru'
    | 'cancellation_reason_en'
  >,
): Promise<void> {
  await db
    .updateTable('matches')
    .set((eb) => ({
      ...values,
      fixture_revision: eb('fixture_revision', '+', 1),
      protocol_version: eb('protocol_version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', matchId)
    .execute();
}

export async function deleteMatch(db: Executor, matchId: number): Promise<void> {
  await db.deleteFrom('matches').where('id', '=', matchId).execute();
}
