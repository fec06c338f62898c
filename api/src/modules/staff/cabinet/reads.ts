// The cabinet's staff reads: the list (ordered by kind too), one staff member's page (a provider
// gets no contacts) and the form with the staff kinds.
import {
  COACH_KINDS,
  REQUIRED_STAFF_DOCUMENTS,
  STAFF_KINDS,
  type CabinetStaffDetail,
  type CabinetStaffQuery,
  type Language,
  type StaffForm,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { sql } from 'kysely';
import type { CurrentUser } from '../../auth/index';
import type { StaffCabinetDeps } from './deps';

export function listStaff(
  { person }: StaffCabinetDeps,
  language: Language,
  user: CurrentUser,
  query: CabinetStaffQuery,
) {
  return person.list(
    language,
    user,
    query,
    {
      orders: {
        kind: (dir) =>
          sql`case p.kind when 'head_coach' then 0 when 'coach' then 1 when 'goalkeeper_coach' then 2 when 'fitness_coach' then 3 when 'doctor' then 4 else 5 end ${dir}, p.last_name_kk`,
      },
      missingOf: REQUIRED_STAFF_DOCUMENTS,
      missingAlso: { when: sql`p.kind in (${sql.join([...COACH_KINDS])})`, types: ['staff_license'] },
      extra: query.kind ? [sql`p.kind = ${query.kind}`] : [],
    },
    (row) => ({ kind: row.kind, position: row.position, birth_date: row.birth_date }),
  );
}

export async function staffDetail(
  { person }: StaffCabinetDeps,
  language: Language,
  user: CurrentUser,
  slug: string,
): Promise<CabinetStaffDetail> {
  const { card, ...rest } = await person.detail(language, user, slug, (row, { provider }) => ({
    kind: row.kind,
    position: row.position,
    birth_date: row.birth_date,
    phone: provider ? null : row.phone,
    email: provider ? null : row.email,
    license_number: provider ? null : row.license_number,
  }));
  return { staff: card, ...rest };
}

export function staffForm(
  { person }: StaffCabinetDeps,
  language: Language,
  user: CurrentUser,
  slug: string,
): Promise<StaffForm> {
  return person.form(language, user, slug, {
    values: (row) => ({
      kind: row.kind,
      position_kk: row.position_kk,
      position_ru: row.position_ru,
      position_en: row.position_en,
      birth_date: row.birth_date,
      phone: row.phone,
      email: row.email,
      license_number: row.license_number,
      biography_kk: row.biography_kk,
      biography_ru: row.biography_ru,
      biography_en: row.biography_en,
    }),
    options: {
      positions: [],
      staff_kinds: STAFF_KINDS.map((id) => ({ id, title: enumLabel('staffKind', id, language) })),
    },
  });
}
