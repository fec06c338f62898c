// SQL of the people on a team application page: their applications to the tournament, who is a
// current member of the team, their rows, documents and names in the three languages.
import type { ApplicationStatus, Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { localizedOptional, surnameFirst } from '../../db/localized';
import { PERSON_TABLES } from '../../db/person-tables';
import { DISQUALIFICATION, type DisqualificationColumns } from './applications.disqualification.repository';
import { type ApplicationKind, iso, type Texts, texts } from './applications.shared.repository';

type PeopleApplication = {
  id: number;
  status: ApplicationStatus;
  reject_reason: string | null;
  number: number | null;
} & DisqualificationColumns;

/** Existing applications of people to a tournament for a team, by person id. */
export async function applicationsOfPeople(
  trx: Executor,
  kind: ApplicationKind,
  tournamentId: number,
  teamId: number,
  personIds?: number[],
) {
  if (personIds && personIds.length === 0) return new Map<number, PeopleApplication>();
  // Both kinds select the same columns; a staff application has no shirt number.
  const table = PERSON_TABLES[kind].applications;
  const person = PERSON_TABLES[kind].fk;
  let q = trx
    .selectFrom(table as 'player_applications')
    .select([
      'id',
      `${person} as person_id` as 'player_id as person_id',
      'status',
      'reject_reason',
      kind === 'player' ? 'number' : sql<number | null>`null::smallint`.as('number'),
      ...DISQUALIFICATION,
    ])
    .where('tournament_id', '=', tournamentId)
    .where('team_id', '=', teamId);
  if (personIds) q = q.where(person as 'player_id', 'in', personIds);
  return new Map((await q.execute()).map((r) => [r.person_id, r]));
}

/** Ids of the team's current members among `personIds` (all current members without it). */
export async function currentMembers(
  db: Executor,
  kind: ApplicationKind,
  teamId: number,
  personIds?: number[],
): Promise<number[]> {
  const table = PERSON_TABLES[kind].members;
  const person = PERSON_TABLES[kind].fk;
  let q = db
    .selectFrom(table as 'team_players')
    .select(`${person} as id` as 'player_id as id')
    .where('team_id', '=', teamId)
    .where('is_active', '=', true);
  if (personIds) q = q.where(person as 'player_id', 'in', personIds.length ? personIds : [0]);
  return (await q.execute()).map((r) => r.id);
}

/** People for the team application page, by id. */
export async function people(db: Executor, language: Language, kind: ApplicationKind, ids: number[]) {
  if (ids.length === 0) return [];
  // Both kinds select the same columns; staff have a position in three languages and no shirt number.
  return db
    .selectFrom(`${PERSON_TABLES[kind].people} as p` as 'players as p')
    .select([
      'p.id',
      'p.slug',
      surnameFirst('p', language).as('name'),
      'p.photo',
      sql<string | null>`p.birth_date::text`.as('birth_date'),
      kind === 'player'
        ? sql<string | null>`p.position::text`.as('position')
        : localizedOptional('p.position', language).as('position'),
      sql<string | null>`p.identity_kind::text`.as('identity_kind'),
      'p.identity_number',
      kind === 'player' ? 'p.number' : sql<number | null>`null::smallint`.as('number'),
    ])
    .where('p.id', 'in', ids)
    .execute();
}

/** Documents of people, newest first (metadata only; files go through documents.download). */
export async function documentsOf(db: Executor, kind: ApplicationKind, personIds: number[]) {
  if (personIds.length === 0) return [];
  const table = PERSON_TABLES[kind].documents;
  const person = PERSON_TABLES[kind].fk;
  const rows = await db
    .selectFrom(table as 'player_documents')
    .select([
      'id',
      `${person} as person_id` as 'player_id as person_id',
      'type',
      'original_name',
      'size_bytes',
      'mime',
      sql<string | null>`expires_at::text`.as('expires_at'),
      'created_at',
    ])
    .where(person as 'player_id', 'in', personIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at)! }));
}

export async function peopleTexts(db: Executor, kind: ApplicationKind, ids: number[]): Promise<Map<number, Texts>> {
  if (ids.length === 0) return new Map();
  const table = PERSON_TABLES[kind].people;
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
