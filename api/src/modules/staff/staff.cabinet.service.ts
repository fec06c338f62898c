// Staff (team representatives) in the cabinet, with the players' rules (players/person-cabinet.rules):
// super_admin and provider read everyone, a command_admin only its club's staff (any other is
// 404); a provider reads identity data only (no contacts, documents or history). Writes
// (super_admin, the club's command_admin) in one transaction each: create (duplicate warning),
// edit, patch (the status among the fields), transfer (history + both clubs notified; eligible for
// the new team's running tournaments, ADR 0161), photo.
import {
  COACH_KINDS,
  REQUIRED_STAFF_DOCUMENTS,
  requiredStaffDocuments,
  STAFF_DOCUMENT_TYPES,
  STAFF_KINDS,
  type CabinetStaffDetail,
  type CabinetStaffQuery,
  type Language,
  type StaffCreateBody,
  type StaffEditBody,
  type StaffForm,
  type StaffPatchBody,
  type StaffSwitchTeamBody,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../storage/storage';
import type { AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import { nameValues, orNull } from '../players/index';
import { createPersonCabinet, ineligibleTeam, type TransferEligibility } from '../players/index';
import * as repository from './staff.repository';

/** Column values of the fields a body carries (the registry import writes with it too). */
export function staffColumns(body: StaffPatchBody): repository.StaffValues {
  const out: repository.StaffValues = { ...nameValues(body) };
  if (body.kind !== undefined) out.kind = body.kind;
  for (const key of [
    'position_kk',
    'position_ru',
    'position_en',
    'biography_kk',
    'biography_ru',
    'biography_en',
    'phone',
    'license_number',
    'identity_number',
  ] as const) {
    if (body[key] !== undefined) out[key] = orNull(body[key]);
  }
  if (body.email !== undefined) out.email = orNull(body.email)?.toLowerCase() ?? null;
  if (body.birth_date !== undefined) out.birth_date = body.birth_date;
  if (body.identity_kind !== undefined) out.identity_kind = body.identity_kind;
  if (body.citizenship !== undefined) out.citizenship = body.citizenship;
  if (body.status !== undefined) out.status = body.status;
  return out;
}

/** Contact fields are checked here (the contract only limits their length). */
function checkContacts(body: StaffPatchBody): void {
  const fields = contactIssues(body);
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/** The problems of a body's phone and e-mail, by field (the registry import shows them on their cells). */
export function contactIssues(body: StaffPatchBody): Record<string, { rule: string }[]> {
  const fields: Record<string, { rule: string }[]> = {};
  const phone = orNull(body.phone);
  if (phone && phone.replace(/\D/g, '').length !== 11) fields.phone = [{ rule: 'phone' }];
  const email = orNull(body.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fields.email = [{ rule: 'email' }];
  return fields;
}

export function createStaffCabinetService({
  db,
  clock,
  storage,
  eligibility,
}: {
  db: DB;
  clock: Clock;
  storage: FileStorage;
  eligibility: TransferEligibility;
}) {
  const person = createPersonCabinet(
    { db, clock, storage },
    {
      owner: 'staff',
      tables: repository.STAFF_TABLES,
      rows: repository.cabinetStaff,
      required: (row) => requiredStaffDocuments(row.kind),
      documentTypes: STAFF_DOCUMENT_TYPES,
    },
  );

  return {
    list(language: Language, user: CurrentUser, query: CabinetStaffQuery) {
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
    },

    async detail(language: Language, user: CurrentUser, slug: string): Promise<CabinetStaffDetail> {
      const { card, ...rest } = await person.detail(language, user, slug, (row, { provider }) => ({
        kind: row.kind,
        position: row.position,
        birth_date: row.birth_date,
        phone: provider ? null : row.phone,
        email: provider ? null : row.email,
        license_number: provider ? null : row.license_number,
      }));
      return { staff: card, ...rest };
    },

    form(language: Language, user: CurrentUser, slug: string): Promise<StaffForm> {
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
    },

    create(language: Language, user: CurrentUser, body: StaffCreateBody): Promise<{ id: number; slug: string }> {
      checkContacts(body);
      return person.create(language, user, body, {
        insert: (trx, slug) => {
          const values = staffColumns(body);
          return repository.insertStaff(trx, {
            ...values,
            first_name_kk: values.first_name_kk!,
            last_name_kk: values.last_name_kk!,
            slug,
          });
        },
      });
    },

    /** PUT /{slug}/edit sends every field; PATCH /{slug} only those to change. */
    async update(
      user: CurrentUser,
      slug: string,
      body: StaffEditBody | StaffPatchBody,
    ): Promise<{ id: number; slug: string }> {
      checkContacts(body);
      return inTransaction(db, async (trx) => {
        const staff = await person.writable(trx, user, { slug });
        await repository.updateStaff(trx, staff.id, staffColumns(body), clock());
        return staff;
      });
    },

    /** A transfer: the staff member eligible for the new team's running tournaments (documents, a coach's licence; ADR 0161). */
    switchTeam(
      language: Language,
      user: CurrentUser,
      body: StaffSwitchTeamBody,
    ): Promise<{ id: number; slug: string }> {
      return person.switchTeam(
        language,
        user,
        { ...body, personId: body.staff_id },
        {
          check: async (trx, move) => {
            const fields = ineligibleTeam(
              await eligibility(trx, language, {
                teamId: move.teamId,
                person: { kind: 'staff', id: move.personId },
                on: move.today,
              }),
            );
            if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
          },
        },
      );
    },

    setPhoto(
      user: CurrentUser,
      slug: string,
      file: AcceptedFile | null,
    ): Promise<{ id: number; slug: string; photo: string }> {
      return person.setPhoto(user, { slug }, file);
    },
  };
}

export type StaffCabinetService = ReturnType<typeof createStaffCabinetService>;
