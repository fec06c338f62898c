// SQL of staff (coaches, doctors …). Every function takes `db` or a `trx` first.
import type { ApplicationStatus, IdentityKind, Language, PersonStatus, StaffKind } from '@league/shared/contracts';
import { sql, type Insertable } from 'kysely';
import { nameColumns, PERSON_TABLES, personHeadColumns } from '../../db/person-tables';
import type { PersonHead, PersonTables } from '../../db/person-tables';
import type { PersonNames } from '../../db/types';
import type { StaffTable } from './staff.table';
import type { Executor } from '../../db/database';
import { localizedOptional } from '../../db/localized';
import { insertManyUnlessSlugTaken, insertUnlessSlugTaken } from '../../db/slug-insert';

export interface StaffRow extends PersonHead {
  kind: StaffKind;
  position: string | null;
  photo: string | null;
  birth_date: string | null;
  biography: string | null;
}

function staffQuery(db: Executor, language: Language) {
  return db
    .selectFrom('staff as s')
    .select([
      ...personHeadColumns('s', language),
      's.kind',
      localizedOptional('s.position', language).as('position'),
      's.photo',
      's.birth_date',
      localizedOptional('s.biography', language).as('biography'),
    ]);
}

const STAFF_ORDER = sql`case s.kind when 'head_coach' then 0 when 'coach' then 1 when 'goalkeeper_coach' then 2 when 'fitness_coach' then 3 when 'doctor' then 4 else 5 end`;

export async function staffOfTeam(db: Executor, language: Language, teamId: number): Promise<StaffRow[]> {
  return staffQuery(db, language)
    .innerJoin('team_staff as ts', 'ts.staff_id', 's.id')
    .where('ts.team_id', '=', teamId)
    .where('ts.is_active', '=', true)
    .orderBy(STAFF_ORDER)
    .orderBy('last_name')
    .orderBy('s.id')
    .execute();
}

export async function findStaffBySlug(db: Executor, language: Language, slug: string): Promise<StaffRow | undefined> {
  return staffQuery(db, language).where('s.slug', '=', slug).executeTakeFirst();
}

/** Staff with a staff application of `status` for the team in the tournament, head coach first. */
export async function staffOfApplication(
  db: Executor,
  language: Language,
  tournamentId: number,
  teamId: number,
  status: ApplicationStatus,
): Promise<StaffRow[]> {
  return staffQuery(db, language)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_applications as sa')
          .select('sa.id')
          .whereRef('sa.staff_id', '=', 's.id')
          .where('sa.tournament_id', '=', tournamentId)
          .where('sa.team_id', '=', teamId)
          .where('sa.status', '=', status),
      ),
    )
    .orderBy(STAFF_ORDER)
    .orderBy('last_name')
    .orderBy('s.id')
    .execute();
}

// ---------------------------------------------------------------- cabinet

/** The staff tables of the shared person SQL (db/person-tables.ts). */
export const STAFF_TABLES: PersonTables = PERSON_TABLES.staff;

/** Everything the cabinet shows and edits of a staff member, texts in every language. */
export interface CabinetStaffRow extends StaffRow, PersonNames {
  middle_name: string | null;
  position_kk: string | null;
  position_ru: string | null;
  position_en: string | null;
  biography_kk: string | null;
  biography_ru: string | null;
  biography_en: string | null;
  phone: string | null;
  email: string | null;
  license_number: string | null;
  identity_kind: IdentityKind | null;
  identity_number: string | null;
  citizenship: string | null;
  status: PersonStatus;
}

export async function cabinetStaff(
  db: Executor,
  language: Language,
  where: { ids: number[] } | { slug: string },
): Promise<CabinetStaffRow[]> {
  if ('ids' in where && where.ids.length === 0) return [];
  const query = staffQuery(db, language).select([
    ...nameColumns('s'),
    localizedOptional('s.middle_name', language).as('middle_name'),
    's.position_kk',
    's.position_ru',
    's.position_en',
    's.biography_kk',
    's.biography_ru',
    's.biography_en',
    's.phone',
    's.email',
    's.license_number',
    's.identity_kind',
    's.identity_number',
    's.citizenship',
    's.status',
  ]);
  return 'ids' in where
    ? query.where('s.id', 'in', where.ids).execute()
    : query.where('s.slug', '=', where.slug).execute();
}

export type StaffValues = Partial<Omit<Insertable<StaffTable>, 'id' | 'created_at'>>;

/** The new staff member's id; undefined when another transaction stored the slug meanwhile (`insertWithFreeSlug`). */
export function insertStaff(db: Executor, values: Insertable<StaffTable>): Promise<number | undefined> {
  return insertUnlessSlugTaken(db, 'staff', values);
}

/** New staff at once, each under its slug; a slug another transaction stored meanwhile is left out of the answer. */
export function insertStaffMany(
  db: Executor,
  values: Insertable<StaffTable>[],
): Promise<{ id: number; slug: string }[]> {
  return insertManyUnlessSlugTaken(db, 'staff', values);
}

export async function updateStaff(db: Executor, id: number, values: StaffValues, now: Date): Promise<void> {
  await db
    .updateTable('staff')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}
