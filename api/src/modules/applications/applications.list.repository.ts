// SQL of the cabinet's application list: players' and staff's applications in one list, paged,
// filtered and sorted. Reads join the people, teams, clubs and tournaments an application names:
// the application list is this module's read model (one query per page, not one per row).
import type { ApplicationStatus, Language } from '@league/shared/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import { localized, localizedOptional, surnameFirst } from '../../db/localized';
import { likePattern } from '../../lib/like-pattern';
import { type ApplicationKind, iso } from './applications.shared.repository';

export interface CabinetApplicationFilter {
  kind?: ApplicationKind;
  tournamentId?: number;
  teamId?: number;
  clubId?: number;
  status?: ApplicationStatus;
  q?: string;
}

export interface CabinetApplicationRow {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  reject_reason: string | null;
  number: number | null;
  updated_at: string;
  tournament_id: number;
  tournament_title: string;
  team_id: number;
  team_title: string;
  club_id: number;
  person_id: number;
  person_slug: string;
  person_name: string;
  person_photo: string | null;
  birth_date: string | null;
  position: string | null;
}

/** The application's tournament and team; both sides select them at the same place (the list is their union). */
const placeColumns = (language: Language) =>
  [
    'a.updated_at',
    'a.tournament_id',
    localized('t.title', language).as('tournament_title'),
    'a.team_id',
    localized('tm.title', language).as('team_title'),
    'tm.club_id',
  ] as const;

/** The person an application names, as the list shows them; both sides select them at the same place too. */
const personColumns = <A extends 'p' | 's'>(alias: A, language: Language) =>
  [
    `${alias}.id as person_id`,
    `${alias}.slug as person_slug`,
    surnameFirst(alias, language).as('person_name'),
    `${alias}.photo as person_photo`,
    sql<string | null>`${sql.raw(alias)}.birth_date::text`.as('birth_date'),
  ] as const;

function playerSide(db: Executor, language: Language) {
  return db
    .selectFrom('player_applications as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .innerJoin('teams as tm', 'tm.id', 'a.team_id')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select(['a.id', sql<ApplicationKind>`'player'`.as('kind'), 'a.status', 'a.reject_reason', 'a.number'])
    .select(placeColumns(language))
    .select(personColumns('p', language))
    .select(sql<string | null>`p.position::text`.as('position'));
}

function staffSide(db: Executor, language: Language) {
  return db
    .selectFrom('staff_applications as a')
    .innerJoin('staff as s', 's.id', 'a.staff_id')
    .innerJoin('teams as tm', 'tm.id', 'a.team_id')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select([
      'a.id',
      sql<ApplicationKind>`'staff'`.as('kind'),
      'a.status',
      'a.reject_reason',
      sql<number | null>`null::smallint`.as('number'),
    ])
    .select(placeColumns(language))
    .select(personColumns('s', language))
    .select(localizedOptional('s.position', language).as('position'));
}

const toRow = (r: Record<string, unknown>): CabinetApplicationRow => ({
  ...(r as unknown as CabinetApplicationRow),
  updated_at: iso(r.updated_at as Date)!,
});

export async function pageCabinetApplications(
  db: Executor,
  language: Language,
  filter: CabinetApplicationFilter,
  sort: { key: 'updated_at' | 'name' | 'status'; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: CabinetApplicationRow[] }> {
  const players = playerSide(db, language);
  const staff = staffSide(db, language);
  // Both sides select the same columns in the same order; the types differ only by their tables.
  const union =
    filter.kind === 'player'
      ? players
      : filter.kind === 'staff'
        ? staff
        : players.unionAll(staff as unknown as typeof players);
  let query = db.selectFrom(union.as('x') as never).selectAll() as unknown as SelectQueryBuilder<
    Record<string, never>,
    'x',
    CabinetApplicationRow
  >;
  const where = (column: string, value: unknown) => {
    query = query.where(sql.ref(`x.${column}`) as never, '=', value as never);
  };
  if (filter.tournamentId !== undefined) where('tournament_id', filter.tournamentId);
  if (filter.teamId !== undefined) where('team_id', filter.teamId);
  if (filter.clubId !== undefined) where('club_id', filter.clubId);
  if (filter.status !== undefined) where('status', filter.status);
  if (filter.q) query = query.where(sql<boolean>`x.person_name ilike ${likePattern(filter.q)}`);
  const total = await countRows(query.clearSelect());
  const column = sort.key === 'name' ? 'person_name' : sort.key;
  const rows = await query
    .orderBy(sql.ref(`x.${column}`), sort.direction)
    .orderBy(sql.ref('x.id'), 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return {
    total,
    rows: rows.map((r) => toRow(r as unknown as Record<string, unknown>)),
  };
}

/** One application as the list shows it. */
export async function findCabinetApplication(
  db: Executor,
  language: Language,
  kind: ApplicationKind,
  id: number,
): Promise<CabinetApplicationRow | undefined> {
  const row =
    kind === 'player'
      ? await playerSide(db, language).where('a.id', '=', id).executeTakeFirst()
      : await staffSide(db, language).where('a.id', '=', id).executeTakeFirst();
  return row ? toRow(row as unknown as Record<string, unknown>) : undefined;
}
