// Staff (team representatives) in the cabinet, with the players' rules (players/person-cabinet.rules):
// super_admin and provider read everyone, a command_admin only its club's staff (any other is
// 404); a provider reads identity data only (no contacts, documents or history). Writes
// (super_admin, the club's command_admin) in one transaction each: create (duplicate warning),
// edit, patch (the status among the fields), transfer (history + both clubs notified), photo.
import {
  COACH_KINDS,
  IDENTITY_KINDS,
  REQUIRED_STAFF_DOCUMENTS,
  requiredStaffDocuments,
  STAFF_DOCUMENT_TYPES,
  STAFF_KINDS,
  parseSort,
  type CabinetStaffDetail,
  type CabinetStaffMember,
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
import type { DB, Executor } from '../../db/database';
import * as people from '../../db/person-tables';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageWindow } from '../../lib/pagination';
import { uniqueSlug } from '../../lib/slug';
import type { FileStorage } from '../../storage/storage';
import { storeFile, type AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/auth.service';
import { notify } from '../notifications/notify';
import {
  assertTeamOpen,
  documentDto,
  documentState,
  membershipDtos,
  nameKeys,
  nameValues,
  orNull,
  ownClub,
  personSlugBase,
  photoColumn,
  reaches,
  teamDto,
  transferDtos,
  uploadedPhotoKey,
} from '../players/person-cabinet.rules';
import { prefixTsQuery } from '../search/transliterate';
import * as repository from './staff.repository';

const T = repository.STAFF_TABLES;
const notFound = () => new AppError('not_found');

/** Column values of the fields a body carries. */
function columns(body: StaffPatchBody): repository.StaffValues {
  const out: repository.StaffValues = { ...nameValues(body) };
  if (body.kind !== undefined) out.kind = body.kind;
  for (const key of ['position_kk', 'position_ru', 'position_en', 'biography_kk', 'biography_ru', 'biography_en', 'phone', 'license_number', 'identity_number'] as const) {
    if (body[key] !== undefined) out[key] = orNull(body[key]);
  }
  if (body.email !== undefined) out.email = orNull(body.email)?.toLowerCase() ?? null;
  if (body.birth_date !== undefined) out.birth_date = body.birth_date;
  if (body.identity_kind !== undefined) out.identity_kind = body.identity_kind;
  if (body.status !== undefined) out.status = body.status;
  return out;
}

/** Contact fields are checked here (the contract only limits their length). */
function checkContacts(body: StaffPatchBody): void {
  const fields: Record<string, { rule: string }[]> = {};
  const phone = orNull(body.phone);
  if (phone && phone.replace(/\D/g, '').length !== 11) fields.phone = [{ rule: 'phone' }];
  const email = orNull(body.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fields.email = [{ rule: 'email' }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

export function createStaffCabinetService({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  const today = () => almatyDate(clock());

  async function teamsById(language: Language, ids: Iterable<number>) {
    const rows = await people.cabinetTeams(db, language, { ids: [...new Set(ids)] });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function readable(language: Language, user: CurrentUser, slug: string) {
    const [row] = await repository.cabinetStaff(db, language, { slug });
    if (!row || !reaches(user, await people.activeClubIds(db, T, row.id))) throw notFound();
    return row;
  }

  async function writable(trx: Executor, user: CurrentUser, where: { id: number } | { slug: string }) {
    const row = await people.lockPerson(trx, T, where);
    if (!row || !reaches(user, await people.activeClubIds(trx, T, row.id))) throw notFound();
    return row;
  }

  return {
    async list(language: Language, user: CurrentUser, query: CabinetStaffQuery) {
      const window = pageWindow(query);
      const sort = parseSort(query.sort, 'name');
      const dir = sql.raw(sort.direction);
      const order =
        sort.key === 'kind'
          ? sql`case p.kind when 'head_coach' then 0 when 'coach' then 1 when 'goalkeeper_coach' then 2 when 'fitness_coach' then 3 when 'doctor' then 4 else 5 end ${dir}, p.last_name_kk`
          : sql`p.last_name_kk ${dir}, p.first_name_kk ${dir}`;
      const club = ownClub(user);
      const tsQuery = query.q?.trim() ? prefixTsQuery(query.q) : null;
      if (query.q?.trim() && !tsQuery) return { data: [] as CabinetStaffMember[], total: 0, window };
      const { total, ids } = await people.pagePeople(
        db,
        T,
        {
          tsQuery: tsQuery ?? undefined,
          clubIds: [...(club !== null ? [club] : []), ...(query.club_id ? [query.club_id] : [])],
          teamId: query.team_id,
          status: query.status,
          missingOf: query.missing_documents ? REQUIRED_STAFF_DOCUMENTS : undefined,
          missingAlso: { when: sql`p.kind in (${sql.join([...COACH_KINDS])})`, types: ['staff_license'] },
          today: today(),
          extra: query.kind ? [sql`p.kind = ${query.kind}`] : [],
        },
        order,
        window,
      );
      const [rows, places, documents] = await Promise.all([repository.cabinetStaff(db, language, { ids }), people.memberships(db, T, ids), people.documents(db, T, ids)]);
      const current = new Map<number, people.MembershipRow>();
      for (const place of places) if (place.is_active && !current.has(place.person_id)) current.set(place.person_id, place);
      const teams = await teamsById(language, [...current.values()].map((m) => m.team_id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const data: CabinetStaffMember[] = ids
        .filter((id) => byId.has(id))
        .map((id) => {
          const row = byId.get(id)!;
          const place = current.get(id);
          const team = place ? teams.get(place.team_id) : undefined;
          return {
            id,
            slug: row.slug,
            name: row.name,
            photo: fileUrl(row.photo),
            kind: row.kind,
            position: row.position,
            birth_date: row.birth_date,
            status: row.status,
            team: team ? teamDto(team) : null,
            ...documentState(
              documents.filter((doc) => doc.person_id === id),
              requiredStaffDocuments(row.kind),
              today(),
            ),
          };
        });
      return { data, total, window };
    },

    async detail(language: Language, user: CurrentUser, slug: string): Promise<CabinetStaffDetail> {
      const row = await readable(language, user, slug);
      const [places, documents, history] = await Promise.all([people.memberships(db, T, [row.id]), people.documents(db, T, [row.id]), people.transfers(db, T, row.id)]);
      const teams = await teamsById(language, [...places.map((m) => m.team_id), ...history.flatMap((h) => [h.to_team_id, h.from_team_id ?? 0])]);
      const provider = user.role === 'provider';
      return {
        staff: {
          id: row.id,
          slug: row.slug,
          name: row.name,
          first_name: row.first_name,
          last_name: row.last_name,
          middle_name: row.middle_name,
          kind: row.kind,
          position: row.position,
          birth_date: row.birth_date,
          phone: provider ? null : row.phone,
          email: provider ? null : row.email,
          license_number: provider ? null : row.license_number,
          identity_kind: row.identity_kind,
          identity_number: row.identity_number,
          photo: fileUrl(row.photo),
          status: row.status,
        },
        teams: membershipDtos(places, teams),
        documents: provider ? null : documents.map((doc) => documentDto('staff', doc, today())),
        history: provider ? null : transferDtos(history, teams),
        may_edit: !provider,
        ...(provider ? { missing_documents: [], expired_documents: [] } : documentState(documents, requiredStaffDocuments(row.kind), today())),
      };
    },

    async form(language: Language, user: CurrentUser, slug: string): Promise<StaffForm> {
      const row = await readable(language, user, slug);
      const club = ownClub(user);
      const [places, documents, openTeams] = await Promise.all([
        people.memberships(db, T, [row.id]),
        people.documents(db, T, [row.id]),
        people.cabinetTeams(db, language, { openOnly: true, ...(club !== null ? { clubId: club } : {}) }),
      ]);
      const teams = await teamsById(language, places.map((m) => m.team_id));
      return {
        id: row.id,
        slug: row.slug,
        values: {
          first_name_kk: row.first_name_kk,
          first_name_ru: row.first_name_ru,
          first_name_en: row.first_name_en,
          last_name_kk: row.last_name_kk,
          last_name_ru: row.last_name_ru,
          last_name_en: row.last_name_en,
          middle_name_kk: row.middle_name_kk,
          middle_name_ru: row.middle_name_ru,
          middle_name_en: row.middle_name_en,
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
          identity_kind: row.identity_kind,
          identity_number: row.identity_number,
          photo: fileUrl(row.photo),
          status: row.status,
        },
        options: {
          positions: [],
          identity_kinds: IDENTITY_KINDS.map((id) => ({ id, title: enumLabel('identityKind', id, language) })),
          document_types: STAFF_DOCUMENT_TYPES.map((id) => ({ id, title: enumLabel('documentType', id, language), required: requiredStaffDocuments(row.kind).includes(id) })),
          teams: openTeams.map(teamDto),
          staff_kinds: STAFF_KINDS.map((id) => ({ id, title: enumLabel('staffKind', id, language) })),
        },
        documents: documents.map((doc) => documentDto('staff', doc, today())),
        teams: membershipDtos(places, teams),
      };
    },

    async create(language: Language, user: CurrentUser, body: StaffCreateBody): Promise<{ id: number; slug: string }> {
      checkContacts(body);
      return db.transaction().execute(async (trx) => {
        const team = await people.lockTeam(trx, body.team_id);
        assertTeamOpen(user, team);
        if (!body.confirm_duplicate) {
          const duplicate = await people.findDuplicate(trx, T, language, { identityNumber: orNull(body.identity_number), nameKeys: nameKeys(body), birthDate: body.birth_date ?? null });
          if (duplicate) throw new AppError('person_duplicate', { params: { name: duplicate.name }, data: { duplicate: { owner: 'staff', ...duplicate } } });
        }
        const slug = await uniqueSlug(personSlugBase(body, 'staff'), (candidate) => people.slugTaken(trx, T, candidate));
        const values = columns(body);
        const id = await repository.insertStaff(trx, { ...values, first_name_kk: values.first_name_kk!, last_name_kk: values.last_name_kk!, slug });
        await people.joinTeam(trx, T, id, body.team_id, today());
        return { id, slug };
      });
    },

    /** PUT /{slug}/edit sends every field; PATCH /{slug} only those to change. */
    async update(user: CurrentUser, slug: string, body: StaffEditBody | StaffPatchBody): Promise<{ id: number; slug: string }> {
      checkContacts(body);
      return db.transaction().execute(async (trx) => {
        const staff = await writable(trx, user, { slug });
        await repository.updateStaff(trx, staff.id, columns(body), clock());
        return staff;
      });
    },

    async switchTeam(language: Language, user: CurrentUser, body: StaffSwitchTeamBody): Promise<{ id: number; slug: string }> {
      return db.transaction().execute(async (trx) => {
        const staff = await writable(trx, user, { id: body.staff_id });
        const target = await people.lockTeam(trx, body.team_id);
        assertTeamOpen(user, target);
        const active = (await people.memberships(trx, T, [staff.id])).filter((m) => m.is_active);
        if (active.some((m) => m.team_id === body.team_id)) throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'transfer_same_team' }] } });
        if (body.from_team_id && !active.some((m) => m.team_id === body.from_team_id)) throw new AppError('validation_failed', { fields: { from_team_id: [{ rule: 'one_of' }] } });
        const from = body.from_team_id ?? active[0]?.team_id ?? null;
        if (!body.keep) await people.leaveTeams(trx, T, staff.id, today(), { teamIds: body.from_team_id ? [body.from_team_id] : undefined, exceptTeamId: body.team_id });
        await people.joinTeam(trx, T, staff.id, body.team_id, today());
        await people.insertTransfer(trx, T, { personId: staff.id, fromTeamId: from, toTeamId: body.team_id, kept: body.keep, byUserId: user.id });
        const teams = await people.cabinetTeams(trx, language, { ids: [body.team_id, ...(from ? [from] : [])] });
        const [row] = await repository.cabinetStaff(trx, language, { ids: [staff.id] });
        for (const clubId of new Set(teams.map((t) => t.club_id))) {
          await notify(trx, { clubId }, 'person_transferred', { owner: 'staff', person_id: staff.id, slug: staff.slug, name: row?.name ?? '', from_team_id: from, to_team_id: body.team_id, kept: body.keep });
        }
        return staff;
      });
    },

    async setPhoto(user: CurrentUser, slug: string, file: AcceptedFile | null): Promise<{ id: number; slug: string; photo: string }> {
      if (!file) throw new AppError('validation_failed', { fields: { photo: [{ rule: 'required' }] } });
      await db.transaction().execute(async (trx) => writable(trx, user, { slug }));
      const key = await storeFile(storage, 'image', file, clock());
      try {
        const { id, old } = await db.transaction().execute(async (trx) => {
          const staff = await writable(trx, user, { slug });
          return { id: staff.id, old: await people.setPhoto(trx, T, staff.id, photoColumn(key), clock()) };
        });
        const oldKey = uploadedPhotoKey(old);
        if (oldKey) await storage.delete(oldKey).catch(() => undefined);
        return { id, slug, photo: fileUrl(photoColumn(key))! };
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type StaffCabinetService = ReturnType<typeof createStaffCabinetService>;
