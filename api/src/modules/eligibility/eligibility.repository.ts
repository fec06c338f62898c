// SQL of the eligibility engine: the facts its rules judge (eligibility.rules.ts).
import type { ApplicationStatus, Language } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { localized } from '../../db/localized';
import { PERSON_TABLES, type PersonKind } from '../../db/person-tables';
import { groupBy } from '../../lib/group-by';
import type { ApplicationFact, DocumentFact, TournamentFacts } from './eligibility.rules';

// Date columns arrive as 'YYYY-MM-DD' text (db/connection.ts sets the parser on both drivers).

export async function tournamentFacts(db: Executor, tournamentId: number): Promise<TournamentFacts | null> {
  const row = await db
    .selectFrom('tournaments')
    .select(['birth_year_from', 'birth_year_to', 'joker_quota', 'active', 'end_date'])
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    birthYearFrom: row.birth_year_from,
    birthYearTo: row.birth_year_to,
    jokerQuota: row.joker_quota,
    active: row.active,
    endDate: row.end_date,
  };
}

/** The tournaments the team takes part in now (its place accepted; active, not finished), with their titles. */
export async function currentTournaments(
  db: Executor,
  language: Language,
  teamId: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom('tournament_teams as tt')
    .innerJoin('tournaments as tr', 'tr.id', 'tt.tournament_id')
    .select(['tr.id', localized('tr.title', language).as('title')])
    .where('tt.team_id', '=', teamId)
    .where('tt.status', '=', 'submitted')
    .where('tr.active', '=', true)
    .where('tr.end_date', 'is', null)
    .orderBy('tr.id')
    .execute();
}

/** The team's club, or null when the team does not exist. */
export async function teamClub(db: Executor, teamId: number): Promise<{ clubId: number; archived: boolean } | null> {
  const row = await db
    .selectFrom('teams as t')
    .innerJoin('clubs as c', 'c.id', 't.club_id')
    .select(['c.id', 'c.archived_at'])
    .where('t.id', '=', teamId)
    .executeTakeFirst();
  return row ? { clubId: row.id, archived: row.archived_at !== null } : null;
}

export async function playerRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('players').select(['id', 'birth_date']).where('id', 'in', ids).execute();
}

export async function staffRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('staff').select(['id', 'kind']).where('id', 'in', ids).execute();
}

export async function documentsOf(db: Executor, kind: PersonKind, ids: number[]): Promise<Map<number, DocumentFact[]>> {
  const { documents, fk } = PERSON_TABLES[kind];
  const rows = ids.length
    ? await db
        .selectFrom(documents)
        .select([`${fk} as owner`, 'type', 'expires_at'])
        .where(fk, 'in', ids)
        .execute()
    : [];
  return facts(rows, (r): DocumentFact => ({ type: r.type, expiresAt: r.expires_at }));
}

export async function applicationsOf(
  db: Executor,
  kind: PersonKind,
  tournamentId: number,
  ids: number[],
): Promise<Map<number, ApplicationFact[]>> {
  const { applications, fk } = PERSON_TABLES[kind];
  const rows = ids.length
    ? await db
        .selectFrom(applications)
        .select([`${fk} as owner`, 'team_id', 'status'])
        .where('tournament_id', '=', tournamentId)
        .where(fk, 'in', ids)
        .execute()
    : [];
  return facts(rows, (r): ApplicationFact => ({ teamId: r.team_id, status: r.status as ApplicationStatus }));
}

/** Birth years of the team's pending or accepted players in the tournament, except `exceptIds`. */
export async function applicationBirthYears(
  db: Executor,
  tournamentId: number,
  teamId: number,
  exceptIds: number[],
): Promise<number[]> {
  let query = db
    .selectFrom('player_applications as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .select('p.birth_date')
    .where('a.tournament_id', '=', tournamentId)
    .where('a.team_id', '=', teamId)
    .where('a.status', 'in', ['pending', 'submitted']);
  if (exceptIds.length) query = query.where('a.player_id', 'not in', exceptIds);
  const rows = await query.execute();
  return rows.map((r) => Number(r.birth_date.slice(0, 4)));
}

/** Each row's fact, grouped by the person it belongs to. */
function facts<R extends { owner: number }, F>(rows: R[], fact: (row: R) => F): Map<number, F[]> {
  return new Map([...groupBy(rows, (r) => r.owner)].map(([owner, list]) => [owner, list.map(fact)]));
}
