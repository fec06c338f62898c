// SQL of applications: players' and staff members' applications to a tournament for a team,
// their status history (the audit trail), and a team's application status. Every function takes `db` or a `trx` first.
import type { ApplicationDisqualification, ApplicationStatus, Language } from '@league/shared/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export interface ApplicationRow {
  id: number;
  tournament_id: number;
  team_id: number;
  player_id: number;
  number: number | null;
  status: ApplicationStatus;
  updated_at: string;
}

export async function playerApplications(
  db: Executor,
  filter: { teamId?: number; playerId?: number; tournamentIds?: number[]; statuses?: ApplicationStatus[] },
): Promise<ApplicationRow[]> {
  let query = db
    .selectFrom('player_applications as pa')
    .select(['pa.id', 'pa.tournament_id', 'pa.team_id', 'pa.player_id', 'pa.number', 'pa.status', 'pa.updated_at']);
  if (filter.teamId !== undefined) query = query.where('pa.team_id', '=', filter.teamId);
  if (filter.playerId !== undefined) query = query.where('pa.player_id', '=', filter.playerId);
  if (filter.tournamentIds)
    query = query.where('pa.tournament_id', 'in', filter.tournamentIds.length ? filter.tournamentIds : [0]);
  if (filter.statuses) query = query.where('pa.status', 'in', filter.statuses);
  const rows = await query.orderBy('pa.updated_at', 'desc').orderBy('pa.id', 'desc').execute();
  return rows.map((r) => ({ ...r, updated_at: iso(r.updated_at)! }));
}

export async function hasApplicationWithStatus(
  db: Executor,
  teamId: number,
  status: ApplicationStatus,
): Promise<boolean> {
  const row = await db
    .selectFrom('player_applications')
    .select('id')
    .where('team_id', '=', teamId)
    .where('status', '=', status)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The team's application status in the tournament (`tournament_teams`), or undefined. */
export async function tournamentTeamStatus(
  db: Executor,
  tournamentId: number,
  teamId: number,
): Promise<ApplicationStatus | undefined> {
  const row = await db
    .selectFrom('tournament_teams')
    .select('status')
    .where('tournament_id', '=', tournamentId)
    .where('team_id', '=', teamId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.status;
}

// ── the cabinet ─────────────────────────────────────────────────────────────
// Reads join the people, teams, clubs and tournaments an application names: the application
// list is this module's read model (one query per page, not one per row).

export type ApplicationKind = 'player' | 'staff';

const T3 = (column: string) => [`${column}_kk`, `${column}_ru`, `${column}_en`] as const;
export interface Texts {
  kk: string;
  ru: string;
  en: string;
}
const texts = (row: Record<string, unknown>, prefix: string): Texts => {
  const kk = String(row[`${prefix}_kk`] ?? '');
  const pick = (value: unknown) => (typeof value === 'string' && value !== '' ? value : kk);
  return { kk, ru: pick(row[`${prefix}_ru`]), en: pick(row[`${prefix}_en`]) };
};

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

function playerSide(db: Executor, language: Language) {
  return db
    .selectFrom('player_applications as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .innerJoin('teams as tm', 'tm.id', 'a.team_id')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select([
      'a.id',
      sql<ApplicationKind>`'player'`.as('kind'),
      'a.status',
      'a.reject_reason',
      'a.number',
      'a.updated_at',
      'a.tournament_id',
      localized('t.title', language).as('tournament_title'),
      'a.team_id',
      localized('tm.title', language).as('team_title'),
      'tm.club_id',
      'p.id as person_id',
      'p.slug as person_slug',
      sql<string>`${localized('p.last_name', language)} || ' ' || ${localized('p.first_name', language)}`.as(
        'person_name',
      ),
      'p.photo as person_photo',
      sql<string | null>`p.birth_date::text`.as('birth_date'),
      sql<string | null>`p.position::text`.as('position'),
    ]);
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
      'a.updated_at',
      'a.tournament_id',
      localized('t.title', language).as('tournament_title'),
      'a.team_id',
      localized('tm.title', language).as('team_title'),
      'tm.club_id',
      's.id as person_id',
      's.slug as person_slug',
      sql<string>`${localized('s.last_name', language)} || ' ' || ${localized('s.first_name', language)}`.as(
        'person_name',
      ),
      's.photo as person_photo',
      sql<string | null>`s.birth_date::text`.as('birth_date'),
      localizedOptional('s.position', language).as('position'),
    ]);
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
  if (filter.q)
    query = query.where(sql<boolean>`x.person_name ilike ${'%' + filter.q.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`);
  const count = await query.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const column = sort.key === 'name' ? 'person_name' : sort.key;
  const rows = await query
    .orderBy(sql.ref(`x.${column}`), sort.direction)
    .orderBy(sql.ref('x.id'), 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return {
    total: Number((count as unknown as { n: string }).n),
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

/** What a status change needs to know about an application: locked for the write. */
export interface LockedApplication {
  id: number;
  status: ApplicationStatus;
  tournament_id: number;
  team_id: number;
  club_id: number;
  person_id: number;
  person: Texts;
  team: Texts;
  tournament: Texts;
}

export async function lockApplications(
  trx: Executor,
  kind: ApplicationKind,
  ids: number[],
): Promise<LockedApplication[]> {
  if (ids.length === 0) return [];
  const table = kind === 'player' ? 'player_applications' : 'staff_applications';
  // Lock the application rows first (in id order, so two bulk writes never deadlock), then read.
  await trx.selectFrom(table).select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const personTable = kind === 'player' ? 'players' : 'staff';
  const personColumn = kind === 'player' ? 'player_id' : 'staff_id';
  const rows = await trx
    .selectFrom(`${table} as a` as 'player_applications as a')
    .innerJoin(`${personTable} as p` as 'players as p', 'p.id', `a.${personColumn}` as 'a.player_id')
    .innerJoin('teams as tm', 'tm.id', 'a.team_id')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select(['a.id', 'a.status', 'a.tournament_id', 'a.team_id', 'tm.club_id', 'p.id as person_id'])
    .select([...T3('p.first_name'), ...T3('p.last_name')].map((c) => sql.ref(c).as(c.replace('.', '_'))) as never)
    .select([...T3('tm.title'), ...T3('t.title')].map((c) => sql.ref(c).as(c.replace('.', '_'))) as never)
    .where('a.id', 'in', ids)
    .execute();
  return rows.map((r) => {
    const raw = r as unknown as Record<string, unknown>;
    const first = texts(raw, 'p_first_name');
    const last = texts(raw, 'p_last_name');
    return {
      id: r.id,
      status: r.status,
      tournament_id: r.tournament_id,
      team_id: r.team_id,
      club_id: r.club_id,
      person_id: r.person_id,
      person: { kk: `${last.kk} ${first.kk}`, ru: `${last.ru} ${first.ru}`, en: `${last.en} ${first.en}` },
      team: texts(raw, 'tm_title'),
      tournament: texts(raw, 't_title'),
    };
  });
}

export async function setStatus(
  trx: Executor,
  kind: ApplicationKind,
  ids: number[],
  change: {
    status: ApplicationStatus;
    reason: string | null;
    at: Date;
    disqualification?: { reason: string | null; matches: number | null };
  },
): Promise<void> {
  if (ids.length === 0) return;
  const table = kind === 'player' ? 'player_applications' : 'staff_applications';
  const disqualified = change.status === 'disqualified';
  await trx
    .updateTable(table)
    .set({
      status: change.status,
      reject_reason: change.status === 'rejected' ? change.reason : null,
      updated_at: change.at,
      ...(change.status === 'submitted' ? { submitted_at: change.at } : {}),
      disqualification_reason: disqualified ? (change.disqualification?.reason ?? null) : null,
      disqualification_matches: disqualified ? (change.disqualification?.matches ?? null) : null,
      disqualified_at: disqualified ? change.at : null,
    })
    .where('id', 'in', ids)
    .execute();
}

export async function setNumber(trx: Executor, id: number, number: number | null, at: Date): Promise<void> {
  await trx.updateTable('player_applications').set({ number, updated_at: at }).where('id', '=', id).execute();
}

export async function insertApplications(
  trx: Executor,
  kind: ApplicationKind,
  rows: Array<{ tournament_id: number; team_id: number; person_id: number; number?: number | null }>,
  at: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  if (kind === 'player') {
    const inserted = await trx
      .insertInto('player_applications')
      .values(
        rows.map((r) => ({
          tournament_id: r.tournament_id,
          team_id: r.team_id,
          player_id: r.person_id,
          number: r.number ?? null,
          status: 'pending' as const,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    return inserted.map((r) => r.id);
  }
  const inserted = await trx
    .insertInto('staff_applications')
    .values(
      rows.map((r) => ({
        tournament_id: r.tournament_id,
        team_id: r.team_id,
        staff_id: r.person_id,
        status: 'pending' as const,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

/** Appends to the audit trail (never updated, never deleted by the application). */
export async function recordHistory(
  trx: Executor,
  kind: ApplicationKind,
  entries: Array<{ id: number; from: ApplicationStatus | null; to: ApplicationStatus; reason: string | null }>,
  by: number,
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('application_status_history')
    .values(
      entries.map((e) => ({
        player_application_id: kind === 'player' ? e.id : null,
        staff_application_id: kind === 'staff' ? e.id : null,
        from_status: e.from,
        to_status: e.to,
        reason: e.reason,
        changed_by: by,
        changed_at: at,
      })),
    )
    .execute();
}

export async function history(db: Executor, kind: ApplicationKind, id: number) {
  const column = kind === 'player' ? 'h.player_application_id' : 'h.staff_application_id';
  const rows = await db
    .selectFrom('application_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select([
      'h.id',
      'h.from_status',
      'h.to_status',
      'h.reason',
      'h.changed_at',
      'u.id as user_id',
      'u.name as user_name',
    ])
    .where(column, '=', id)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    from_status: r.from_status,
    to_status: r.to_status,
    reason: r.reason,
    changed_at: iso(r.changed_at)!,
    changed_by: r.user_id !== null && r.user_name !== null ? { id: r.user_id, name: r.user_name } : null,
  }));
}

/** Existing applications of people to a tournament for a team, by person id. */
/** The disqualification columns of an application row. */
const DISQUALIFICATION = [
  'disqualification_reason',
  'disqualification_matches',
  'disqualified_at',
  'updated_at',
] as const;

interface DisqualificationColumns {
  disqualification_reason: string | null;
  disqualification_matches: number | null;
  disqualified_at: Date | string | null;
  updated_at: Date | string;
}

const isoOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A disqualified application's decision as the API answers it (decided at its last update when not recorded). */
export function toDisqualification(row: DisqualificationColumns): ApplicationDisqualification {
  return {
    reason: row.disqualification_reason,
    matches: row.disqualification_matches,
    decided_at: isoOf(row.disqualified_at ?? row.updated_at),
  };
}

export async function disqualificationOf(
  db: Executor,
  kind: ApplicationKind,
  id: number,
): Promise<ApplicationDisqualification | null> {
  const table = kind === 'player' ? 'player_applications' : 'staff_applications';
  const row = await db
    .selectFrom(table)
    .select(DISQUALIFICATION)
    .where('id', '=', id)
    .where('status', '=', 'disqualified')
    .executeTakeFirst();
  return row ? toDisqualification(row) : null;
}

/** The tournament's disqualified players as the league decided (ADR 0181), for the suspensions. */
export async function playerDisqualifications(db: Executor, tournamentId: number) {
  const rows = await db
    .selectFrom('player_applications')
    .select(['player_id', 'team_id', 'tournament_id', ...DISQUALIFICATION])
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'disqualified')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    playerId: r.player_id,
    teamId: r.team_id,
    tournamentId: r.tournament_id,
    ...toDisqualification(r),
  }));
}

type PeopleApplication = {
  id: number;
  status: ApplicationStatus;
  reject_reason: string | null;
  number: number | null;
} & DisqualificationColumns;

export async function applicationsOfPeople(
  trx: Executor,
  kind: ApplicationKind,
  tournamentId: number,
  teamId: number,
  personIds?: number[],
) {
  if (personIds && personIds.length === 0) return new Map<number, PeopleApplication>();
  if (kind === 'player') {
    let q = trx
      .selectFrom('player_applications')
      .select(['id', 'player_id as person_id', 'status', 'reject_reason', 'number', ...DISQUALIFICATION])
      .where('tournament_id', '=', tournamentId)
      .where('team_id', '=', teamId);
    if (personIds) q = q.where('player_id', 'in', personIds);
    return new Map((await q.execute()).map((r) => [r.person_id, r]));
  }
  let q = trx
    .selectFrom('staff_applications')
    .select([
      'id',
      'staff_id as person_id',
      'status',
      'reject_reason',
      sql<number | null>`null::smallint`.as('number'),
      ...DISQUALIFICATION,
    ])
    .where('tournament_id', '=', tournamentId)
    .where('team_id', '=', teamId);
  if (personIds) q = q.where('staff_id', 'in', personIds);
  return new Map((await q.execute()).map((r) => [r.person_id, r]));
}

/** Ids of the team's current members among `personIds` (all current members without it). */
export async function currentMembers(
  db: Executor,
  kind: ApplicationKind,
  teamId: number,
  personIds?: number[],
): Promise<number[]> {
  if (kind === 'player') {
    let q = db
      .selectFrom('team_players')
      .select('player_id as id')
      .where('team_id', '=', teamId)
      .where('is_active', '=', true);
    if (personIds) q = q.where('player_id', 'in', personIds.length ? personIds : [0]);
    return (await q.execute()).map((r) => r.id);
  }
  let q = db
    .selectFrom('team_staff')
    .select('staff_id as id')
    .where('team_id', '=', teamId)
    .where('is_active', '=', true);
  if (personIds) q = q.where('staff_id', 'in', personIds.length ? personIds : [0]);
  return (await q.execute()).map((r) => r.id);
}

/** People for the team application page, by id. */
export async function people(db: Executor, language: Language, kind: ApplicationKind, ids: number[]) {
  if (ids.length === 0) return [];
  if (kind === 'player') {
    return db
      .selectFrom('players as p')
      .select([
        'p.id',
        'p.slug',
        sql<string>`${localized('p.last_name', language)} || ' ' || ${localized('p.first_name', language)}`.as('name'),
        'p.photo',
        sql<string | null>`p.birth_date::text`.as('birth_date'),
        sql<string | null>`p.position::text`.as('position'),
        sql<string | null>`p.identity_kind::text`.as('identity_kind'),
        'p.identity_number',
        'p.number',
      ])
      .where('p.id', 'in', ids)
      .execute();
  }
  return db
    .selectFrom('staff as p')
    .select([
      'p.id',
      'p.slug',
      sql<string>`${localized('p.last_name', language)} || ' ' || ${localized('p.first_name', language)}`.as('name'),
      'p.photo',
      sql<string | null>`p.birth_date::text`.as('birth_date'),
      localizedOptional('p.position', language).as('position'),
      sql<string | null>`p.identity_kind::text`.as('identity_kind'),
      'p.identity_number',
      sql<number | null>`null::smallint`.as('number'),
    ])
    .where('p.id', 'in', ids)
    .execute();
}

/** Documents of people, newest first (metadata only; files go through documents.download). */
export async function documentsOf(db: Executor, kind: ApplicationKind, personIds: number[]) {
  if (personIds.length === 0) return [];
  const rows =
    kind === 'player'
      ? await db
          .selectFrom('player_documents')
          .select([
            'id',
            'player_id as person_id',
            'type',
            'original_name',
            'size_bytes',
            'mime',
            sql<string | null>`expires_at::text`.as('expires_at'),
            'created_at',
          ])
          .where('player_id', 'in', personIds)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      : await db
          .selectFrom('staff_documents')
          .select([
            'id',
            'staff_id as person_id',
            'type',
            'original_name',
            'size_bytes',
            'mime',
            sql<string | null>`expires_at::text`.as('expires_at'),
            'created_at',
          ])
          .where('staff_id', 'in', personIds)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at)! }));
}

export interface TournamentState {
  id: number;
  title: string;
  active: boolean;
  end_date: string | null;
}

export async function tournamentState(
  db: Executor,
  language: Language,
  id: number,
): Promise<TournamentState | undefined> {
  return db
    .selectFrom('tournaments as t')
    .select([
      't.id',
      localized('t.title', language).as('title'),
      't.active',
      sql<string | null>`t.end_date::text`.as('end_date'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export async function clubState(db: Executor, language: Language, id: number) {
  return db
    .selectFrom('clubs as c')
    .select(['c.id', localized('c.title', language).as('title'), 'c.archived_at'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The club's teams entered in a tournament. */
export async function clubTeamsInTournament(db: Executor, language: Language, tournamentId: number, clubId: number) {
  return db
    .selectFrom('tournament_teams as tt')
    .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
    .select(['tm.id', 'tm.slug', localized('tm.title', language).as('title'), 'tm.birth_year'])
    .where('tt.tournament_id', '=', tournamentId)
    .where('tm.club_id', '=', clubId)
    .orderBy('tm.birth_year', 'desc')
    .orderBy('tm.id')
    .execute();
}

/** A team entered in a tournament, with its club (locked for a write: nothing changes under it). */
/**
 * The numbers on a team's roster in a tournament: the given players (whatever their application)
 * and every player whose application has a status of `holding` — each with the number the
 * application names and the one the player wears.
 */
export async function rosterNumbers(
  trx: Executor,
  tournamentId: number,
  teamId: number,
  playerIds: number[],
  holding: readonly ApplicationStatus[],
) {
  return trx
    .selectFrom('players as p')
    .leftJoin('player_applications as pa', (join) =>
      join.onRef('pa.player_id', '=', 'p.id').on('pa.tournament_id', '=', tournamentId).on('pa.team_id', '=', teamId),
    )
    .select(['p.id', 'p.number as own', 'pa.number as applied', 'pa.status'])
    .where((eb) =>
      eb.or([eb('p.id', 'in', playerIds), eb.and([eb('pa.id', 'is not', null), eb('pa.status', 'in', [...holding])])]),
    )
    .execute();
}

/** The tournament and team of a player application (unlocked: the caller locks the team's place next). */
export async function placeOf(trx: Executor, id: number) {
  return trx
    .selectFrom('player_applications')
    .select(['tournament_id', 'team_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function lockTournamentTeam(trx: Executor, tournamentId: number, teamId: number) {
  return trx
    .selectFrom('tournament_teams as tt')
    .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
    .select(['tt.id', 'tm.club_id'])
    .select([...T3('tm.title')].map((c) => sql.ref(c).as(c.replace('.', '_'))) as never)
    .where('tt.tournament_id', '=', tournamentId)
    .where('tt.team_id', '=', teamId)
    .forUpdate()
    .executeTakeFirst() as Promise<({ id: number; club_id: number } & Record<string, unknown>) | undefined>;
}

export async function tournamentTexts(db: Executor, id: number): Promise<Texts | undefined> {
  const row = await db
    .selectFrom('tournaments')
    .select(['title_kk', 'title_ru', 'title_en'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? texts(row as unknown as Record<string, unknown>, 'title') : undefined;
}

export async function peopleTexts(db: Executor, kind: ApplicationKind, ids: number[]): Promise<Map<number, Texts>> {
  if (ids.length === 0) return new Map();
  const table = kind === 'player' ? 'players' : 'staff';
  const rows = await db
    .selectFrom(table as 'players')
    .select(['id', 'first_name_kk', 'first_name_ru', 'first_name_en', 'last_name_kk', 'last_name_ru', 'last_name_en'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => {
      const raw = r as unknown as Record<string, unknown>;
      const first = texts(raw, 'first_name');
      const last = texts(raw, 'last_name');
      return [r.id, { kk: `${last.kk} ${first.kk}`, ru: `${last.ru} ${first.ru}`, en: `${last.en} ${first.en}` }];
    }),
  );
}

export { texts as textsOf };
