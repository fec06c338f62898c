// SQL of appointments (ADR 0213): an official's offers, their unavailable days, a match's crew
// with the offers' statuses, and the matches still needing officials.
import type { Language, RefereeRole } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { fullName, localized, localizedOrNull } from '../../../db/localized';
import { matchesWithTeams } from '../../../db/match-teams';
import { rowExists } from '../../../db/row-exists';

export interface AppointmentRow {
  match_id: number;
  tournament_id: number;
  date_time: Date | string | null;
  host: string;
  guest: string;
  stadium: string | null;
  role: RefereeRole;
  status: 'offered' | 'accepted' | 'declined';
  decline_reason: string | null;
  offered_at: Date | string | null;
  answered_at: Date | string | null;
}

/** Matches with their teams and stadium, as an appointment shows them. */
function appointmentMatches(db: Executor, language: Language) {
  return matchesWithTeams(db)
    .leftJoin('stadiums as st', 'st.id', 'm.stadium_id')
    .select([
      'm.id as match_id',
      'm.tournament_id',
      'm.date_time',
      localized('h.title', language).as('host'),
      localized('g.title', language).as('guest'),
      localizedOrNull('st', 'title', language).as('stadium'),
    ]);
}

function crewRows(db: Executor, language: Language) {
  return appointmentMatches(db, language)
    .innerJoin('match_referees as mr', 'mr.match_id', 'm.id')
    .select(['mr.role', 'mr.status', 'mr.decline_reason', 'mr.offered_at', 'mr.answered_at']);
}

/** The official's appointments of matches not yet played (scheduled, kick-off today or later, or undated). */
export async function appointmentsOf(
  db: Executor,
  language: Language,
  refereeId: number,
  today: string,
): Promise<AppointmentRow[]> {
  return crewRows(db, language)
    .where('mr.referee_id', '=', refereeId)
    .where('m.status', 'in', ['scheduled', 'postponed'])
    .where((eb) => eb.or([eb('m.date_time', 'is', null), eb('m.date_time', '>=', sql<Date>`${today}::date`)]))
    .orderBy('m.date_time')
    .orderBy('m.id')
    .execute() as Promise<AppointmentRow[]>;
}

export async function unavailableDays(db: Executor, refereeId: number, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('referee_unavailable_days')
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .where('referee_id', '=', refereeId)
    .where('day', '>=', today)
    .orderBy('day')
    .execute();
  return rows.map((r) => r.day);
}

export async function markUnavailable(db: Executor, refereeId: number, day: string): Promise<void> {
  await db
    .insertInto('referee_unavailable_days')
    .values({ referee_id: refereeId, day })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function markAvailable(db: Executor, refereeId: number, day: string): Promise<void> {
  await db.deleteFrom('referee_unavailable_days').where('referee_id', '=', refereeId).where('day', '=', day).execute();
}

export async function isUnavailable(db: Executor, refereeId: number, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('referee_unavailable_days')
    .select('day')
    .where('referee_id', '=', refereeId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the official's answer to an offer still open; answers whether there was one. */
export async function answerOffer(
  db: Executor,
  matchId: number,
  role: RefereeRole,
  refereeId: number,
  answer: { status: 'accepted' | 'declined'; decline_reason: string | null; answered_at: string },
): Promise<boolean> {
  const rows = await db
    .updateTable('match_referees')
    .set(answer)
    .where('match_id', '=', matchId)
    .where('role', '=', role)
    .where('referee_id', '=', refereeId)
    .where('status', '=', 'offered')
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Replaces the role's row of the match with an offer to `refereeId`. */
export async function putOffer(
  db: Executor,
  matchId: number,
  role: RefereeRole,
  refereeId: number,
  at: string,
): Promise<void> {
  await db.deleteFrom('match_referees').where('match_id', '=', matchId).where('role', '=', role).execute();
  await db
    .insertInto('match_referees')
    .values({ match_id: matchId, role, referee_id: refereeId, status: 'offered', offered_at: at })
    .execute();
}

/** The offers of matches' crews: each official's role, answer and name. */
function crewOfferRows(db: Executor, language: Language) {
  return db
    .selectFrom('match_referees as mr')
    .innerJoin('referees as rf', 'rf.id', 'mr.referee_id')
    .select(['mr.role', 'mr.referee_id', 'mr.status', 'mr.decline_reason', fullName('rf', language).as('name')]);
}

export async function crewOffers(db: Executor, language: Language, matchId: number) {
  return crewOfferRows(db, language).where('mr.match_id', '=', matchId).orderBy('mr.id').execute();
}

/** The users signed in as this referee (who get the offer). */
export async function refereeUserIds(db: Executor, refereeId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('referee_id', '=', refereeId).execute();
  return rows.map((r) => r.id);
}

/** Scheduled matches from `today` on (at most `limit`), with their crews' rows. */
export async function upcomingWithCrews(db: Executor, language: Language, today: string, limit: number) {
  const matches = await appointmentMatches(db, language)
    .where('m.status', '=', 'scheduled')
    .where('m.date_time', '>=', sql<Date>`${today}::date`)
    .orderBy('m.date_time')
    .orderBy('m.id')
    .limit(limit)
    .execute();
  const ids = matches.map((m) => m.match_id);
  const crews = ids.length
    ? await crewOfferRows(db, language).select('mr.match_id').where('mr.match_id', 'in', ids).execute()
    : [];
  return { matches, crews };
}

/** Locks the official's referee row (their unavailable days change behind it). */
export async function lockReferee(db: Executor, refereeId: number): Promise<void> {
  await db.selectFrom('referees').select('id').where('id', '=', refereeId).forUpdate().execute();
}

export function refereeExists(db: Executor, refereeId: number): Promise<boolean> {
  return rowExists(db, 'referees', refereeId);
}
