// The cabinet service of a person aggregate (players, staff), parameterised by its kind: its
// tables, how its rows are read, which documents it needs. What both kinds do the same way is
// here once: scope (a person the user may read or change, else 404), the paged list around the
// kind's item, the page (teams, documents, history; a provider reads identity data only), the
// form around the kind's values, create with the duplicate warning, the transfer (history row,
// both clubs notified) and the photo. Each module's service adds what only its kind has.
import {
  IDENTITY_KINDS,
  parseSort,
  type DocumentOwner,
  type DocumentType,
  type IdentityKind,
  type Language,
  type PersonFormOptions,
  type PersonStatus,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { sql, type RawBuilder } from 'kysely';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import * as people from '../../db/person-tables';
import type { PersonNames } from '../../db/types';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageWindow } from '../../lib/pagination';
import { insertWithFreeSlug } from '../../lib/slug';
import type { FileStorage } from '../../storage/storage';
import { storeFile, type AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import { notify } from '../notifications/index';
import { prefixTsQuery } from '../../lib/transliterate';
import {
  assertTeamOpen,
  documentDto,
  documentState,
  membershipDtos,
  nameKeys,
  orNull,
  ownClub,
  personSlugBase,
  photoColumn,
  reaches,
  teamDto,
  transferDtos,
  uploadedPhotoKey,
  type DocumentState,
  type NameFields,
} from './person-cabinet.rules';

/** A move a kind's transfer check judges: the person, the new team, the teams the person stays in. */
export interface TeamMove {
  personId: number;
  teamId: number;
  /** The teams the person keeps an active place in after the move (with keeping, or others not left). */
  stayingTeamIds: number[];
  /** An old place in the new team (a return), if any. */
  previous: people.MembershipRow | undefined;
  /** Today in Asia/Almaty, 'YYYY-MM-DD'. */
  today: string;
}

/** The columns every cabinet row of a person has (names in every language, identity, photo, status). */
export interface PersonCabinetRow extends PersonNames {
  id: number;
  slug: string;
  name: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  identity_kind: IdentityKind | null;
  identity_number: string | null;
  /** ISO 3166-1 alpha-2 code. */
  citizenship: string | null;
  photo: string | null;
  status: PersonStatus;
}

export interface PersonKind<Row extends PersonCabinetRow> {
  /** The owner of its documents, the duplicate warning and the transfer notification. */
  owner: DocumentOwner;
  tables: people.PersonTables;
  /** The kind's cabinet rows by id or slug. */
  rows: (db: Executor, language: Language, where: { ids: number[] } | { slug: string }) => Promise<Row[]>;
  /** The document types the person needs. */
  required: (row: Row) => readonly DocumentType[];
  /** The document types the form offers. */
  documentTypes: readonly DocumentType[];
}

export interface PersonListQuery {
  /** `name` (default), or a key of the kind's `orders`; `-` in front for descending. */
  sort?: string;
  page?: number;
  per_page?: number;
  q?: string;
  club_id?: number;
  team_id?: number;
  status?: PersonStatus;
  missing_documents?: '1';
}

/** What a list item of every kind starts with. */
export interface PersonItemBase extends DocumentState {
  id: number;
  slug: string;
  name: string;
  photo: string | null;
  status: PersonStatus;
  team: ReturnType<typeof teamDto> | null;
}

/** The values of a person form every kind has. */
const baseValues = (row: PersonCabinetRow) => ({
  ...people.nameColumnValues(row),
  identity_kind: row.identity_kind,
  identity_number: row.identity_number,
  citizenship: row.citizenship,
  photo: fileUrl(row.photo),
  status: row.status,
});

/** The card fields of a person's page every kind has. */
const baseCard = (row: PersonCabinetRow) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  first_name: row.first_name,
  last_name: row.last_name,
  middle_name: row.middle_name,
  identity_kind: row.identity_kind,
  identity_number: row.identity_number,
  citizenship: row.citizenship,
  photo: fileUrl(row.photo),
  status: row.status,
});

const notFound = () => new AppError('not_found');

export function createPersonCabinet<Row extends PersonCabinetRow>(
  { db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage },
  kind: PersonKind<Row>,
) {
  const T = kind.tables;
  const today = () => almatyDate(clock());

  async function teamsById(language: Language, ids: Iterable<number>) {
    const rows = await people.cabinetTeams(db, language, { ids: [...new Set(ids)] });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** A person the user may read, or 404. */
  async function readable(language: Language, user: CurrentUser, where: { slug: string } | { ids: number[] }) {
    const [row] = await kind.rows(db, language, where);
    if (!row || !reaches(user, await people.activeClubIds(db, T, row.id))) throw notFound();
    return row;
  }

  /** Locks a person the user may change, or 404. */
  async function writable(trx: Executor, user: CurrentUser, where: { id: number } | { slug: string }) {
    const row = await people.lockPerson(trx, T, where);
    if (!row || !reaches(user, await people.activeClubIds(trx, T, row.id))) throw notFound();
    return row;
  }

  return {
    today,
    teamsById,
    readable,
    writable,

    /**
     * One page of the list: search, scope, the common filters and the kind's own (`extra`), sorted
     * by name (Kazakh last, first) or by one of the kind's `orders` (an expression over `p` and
     * `cur`, the current place); each row becomes the common item plus what `item` adds from the
     * row and its current place.
     */
    async list<Extra extends object>(
      language: Language,
      user: CurrentUser,
      query: PersonListQuery,
      filter: {
        orders?: Record<string, (dir: RawBuilder<unknown>) => RawBuilder<unknown>>;
        missingOf: readonly DocumentType[];
        missingAlso?: people.PeopleFilter['missingAlso'];
        extra: RawBuilder<unknown>[];
      },
      item: (row: Row, place: people.MembershipRow | undefined) => Extra,
    ) {
      const window = pageWindow(query);
      const sort = parseSort(query.sort, 'name');
      const dir = sql.raw(sort.direction);
      const order = filter.orders?.[sort.key]?.(dir) ?? sql`p.last_name_kk ${dir}, p.first_name_kk ${dir}`;
      const club = ownClub(user);
      const tsQuery = query.q?.trim() ? prefixTsQuery(query.q) : null;
      if (query.q?.trim() && !tsQuery) return { data: [] as (PersonItemBase & Extra)[], total: 0, window };
      const { total, ids } = await people.pagePeople(
        db,
        T,
        {
          tsQuery: tsQuery ?? undefined,
          clubIds: [...(club !== null ? [club] : []), ...(query.club_id ? [query.club_id] : [])],
          teamId: query.team_id,
          status: query.status,
          missingOf: query.missing_documents ? filter.missingOf : undefined,
          ...(filter.missingAlso ? { missingAlso: filter.missingAlso } : {}),
          today: today(),
          extra: filter.extra,
        },
        order,
        window,
      );
      const [rows, places, documents] = await Promise.all([
        kind.rows(db, language, { ids }),
        people.memberships(db, T, ids),
        people.documents(db, T, ids),
      ]);
      const current = new Map<number, people.MembershipRow>();
      for (const place of places)
        if (place.is_active && !current.has(place.person_id)) current.set(place.person_id, place);
      const teams = await teamsById(
        language,
        [...current.values()].map((m) => m.team_id),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const data: (PersonItemBase & Extra)[] = ids
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
            status: row.status,
            team: team ? teamDto(team) : null,
            ...item(row, place),
            ...documentState(
              documents.filter((doc) => doc.person_id === id),
              kind.required(row),
              today(),
            ),
          };
        });
      return { data, total, window };
    },

    /** A person's page: the common card plus what `card` adds, teams, documents and history (none for a provider). */
    async detail<Extra extends object>(
      language: Language,
      user: CurrentUser,
      slug: string,
      card: (row: Row, ctx: { current: people.MembershipRow | undefined; provider: boolean }) => Extra,
    ) {
      const row = await readable(language, user, { slug });
      const [places, documents, history] = await Promise.all([
        people.memberships(db, T, [row.id]),
        people.documents(db, T, [row.id]),
        people.transfers(db, T, row.id),
      ]);
      const teams = await teamsById(language, [
        ...places.map((m) => m.team_id),
        ...history.flatMap((h) => [h.to_team_id, h.from_team_id ?? 0]),
      ]);
      const provider = user.role === 'provider';
      return {
        card: { ...baseCard(row), ...card(row, { current: places.find((m) => m.is_active), provider }) },
        teams: membershipDtos(places, teams),
        documents: provider ? null : documents.map((doc) => documentDto(kind.owner, doc, today())),
        history: provider ? null : transferDtos(history, teams),
        may_edit: !provider,
        ...(provider
          ? { missing_documents: [], expired_documents: [] }
          : documentState(documents, kind.required(row), today())),
      };
    },

    /** A person's form: the common values plus what `values` adds, the options (with the kind's own lists), documents and places. */
    async form<Extra extends object>(
      language: Language,
      user: CurrentUser,
      slug: string,
      extra: {
        values: (row: Row, current: people.MembershipRow | undefined) => Extra;
        options: Pick<PersonFormOptions, 'positions' | 'staff_kinds'>;
      },
    ) {
      const row = await readable(language, user, { slug });
      const club = ownClub(user);
      const [places, documents, openTeams] = await Promise.all([
        people.memberships(db, T, [row.id]),
        people.documents(db, T, [row.id]),
        people.cabinetTeams(db, language, { openOnly: true, ...(club !== null ? { clubId: club } : {}) }),
      ]);
      const teams = await teamsById(
        language,
        places.map((m) => m.team_id),
      );
      const required = kind.required(row);
      const options: PersonFormOptions = {
        positions: extra.options.positions,
        identity_kinds: IDENTITY_KINDS.map((id) => ({ id, title: enumLabel('identityKind', id, language) })),
        document_types: kind.documentTypes.map((id) => ({
          id,
          title: enumLabel('documentType', id, language),
          required: required.includes(id),
        })),
        teams: openTeams.map(teamDto),
        staff_kinds: extra.options.staff_kinds,
      };
      return {
        id: row.id,
        slug: row.slug,
        values: {
          ...baseValues(row),
          ...extra.values(
            row,
            places.find((m) => m.is_active),
          ),
        },
        options,
        documents: documents.map((doc) => documentDto(kind.owner, doc, today())),
        teams: membershipDtos(places, teams),
      };
    },

    /**
     * A new person in a team, in one transaction: the team open to the user, the duplicate
     * warning unless confirmed, the kind's `check`, a unique slug, the row (`insert`) and the place.
     */
    async create(
      language: Language,
      user: CurrentUser,
      body: NameFields & {
        team_id: number;
        confirm_duplicate?: boolean;
        identity_number?: string | null;
        birth_date?: string | null;
      },
      steps: {
        check?: (trx: Executor) => Promise<void>;
        insert: (trx: Executor, slug: string) => Promise<number | undefined>;
        number?: number | null;
      },
    ): Promise<{ id: number; slug: string }> {
      return inTransaction(db, async (trx) => {
        const team = await people.lockTeam(trx, body.team_id);
        assertTeamOpen(user, team);
        if (!body.confirm_duplicate) {
          await people.lockDuplicateProbe(trx, T, {
            identityNumber: orNull(body.identity_number),
            birthDate: body.birth_date ?? null,
          });
          const duplicate = await people.findDuplicate(trx, T, language, {
            identityNumber: orNull(body.identity_number),
            nameKeys: nameKeys(body),
            birthDate: body.birth_date ?? null,
          });
          if (duplicate) {
            // `current` as every 409 has it; `duplicate` as the forms have always read it.
            const found = { owner: kind.owner, ...duplicate };
            throw new AppError('person_duplicate', {
              params: { name: duplicate.name },
              data: { duplicate: found, current: found },
            });
          }
        }
        await steps.check?.(trx);
        const { id, slug } = await insertWithFreeSlug(
          personSlugBase(body, kind.owner),
          (candidate) => people.slugTaken(trx, T, candidate),
          (candidate) => steps.insert(trx, candidate),
        );
        await people.joinTeam(trx, T, id, body.team_id, today(), steps.number ?? null);
        return { id, slug };
      });
    },

    /**
     * Moves a person to a team, keeping the old place or leaving it (`from_team_id`, else every
     * other active place): the history row, and both clubs notified. The person is locked, then
     * the new team and the teams the person stays in, in id order (ADR 0138, 0161): what the
     * kind's `check` reads of those teams (a shirt number, the captaincy) cannot change before
     * the move is stored. `check` runs before the move and answers the shirt number the new place
     * gets (players); `after` runs once the person is in the new team.
     */
    async switchTeam(
      language: Language,
      user: CurrentUser,
      body: { personId: number; team_id: number; keep: boolean; from_team_id?: number | null },
      steps: {
        check?: (trx: Executor, move: TeamMove) => Promise<{ number: number | null } | void>;
        after?: (trx: Executor, personId: number) => Promise<void>;
      } = {},
    ): Promise<{ id: number; slug: string }> {
      return inTransaction(db, async (trx) => {
        const person = await writable(trx, user, { id: body.personId });
        const places = await people.memberships(trx, T, [person.id]);
        const active = places.filter((m) => m.is_active);
        const leaving = body.keep
          ? []
          : active
              .filter((m) => m.team_id !== body.team_id && (!body.from_team_id || m.team_id === body.from_team_id))
              .map((m) => m.team_id);
        const staying = active
          .map((m) => m.team_id)
          .filter((teamId) => teamId !== body.team_id && !leaving.includes(teamId));
        let target: Awaited<ReturnType<typeof people.lockTeam>> = undefined;
        for (const teamId of [...new Set([body.team_id, ...staying])].sort((a, b) => a - b)) {
          const locked = await people.lockTeam(trx, teamId);
          if (teamId === body.team_id) target = locked;
        }
        assertTeamOpen(user, target);
        if (active.some((m) => m.team_id === body.team_id))
          throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'transfer_same_team' }] } });
        if (body.from_team_id && !active.some((m) => m.team_id === body.from_team_id))
          throw new AppError('validation_failed', { fields: { from_team_id: [{ rule: 'one_of' }] } });
        const from = body.from_team_id ?? active[0]?.team_id ?? null;
        const checked = await steps.check?.(trx, {
          personId: person.id,
          teamId: body.team_id,
          stayingTeamIds: staying,
          previous: places.find((m) => m.team_id === body.team_id),
          today: today(),
        });
        if (!body.keep)
          await people.leaveTeams(trx, T, person.id, today(), {
            teamIds: body.from_team_id ? [body.from_team_id] : undefined,
            exceptTeamId: body.team_id,
          });
        await people.joinTeam(trx, T, person.id, body.team_id, today(), checked ? checked.number : null);
        await steps.after?.(trx, person.id);
        await people.insertTransfer(trx, T, {
          personId: person.id,
          fromTeamId: from,
          toTeamId: body.team_id,
          kept: body.keep,
          byUserId: user.id,
        });
        const teams = await people.cabinetTeams(trx, language, { ids: [body.team_id, ...(from ? [from] : [])] });
        const [row] = await kind.rows(trx, language, { ids: [person.id] });
        for (const clubId of new Set(teams.map((t) => t.club_id))) {
          await notify(trx, { clubId }, 'person_transferred', {
            owner: kind.owner,
            person_id: person.id,
            slug: person.slug,
            name: row?.name ?? '',
            from_team_id: from,
            to_team_id: body.team_id,
            kept: body.keep,
          });
        }
        return { id: person.id, slug: person.slug };
      });
    },

    /** Stores a new photo (≤ 300 KB image) and removes the one it replaces, if an upload made it. */
    async setPhoto(
      user: CurrentUser,
      where: { id: number } | { slug: string },
      file: AcceptedFile | null,
    ): Promise<{ id: number; slug: string; photo: string }> {
      if (!file) throw new AppError('validation_failed', { fields: { photo: [{ rule: 'required' }] } });
      // Checked before the file is stored, so a refused request writes nothing.
      await inTransaction(db, async (trx) => writable(trx, user, where));
      const key = await storeFile(storage, 'image', file, clock());
      try {
        const { id, slug } = await inTransaction(db, async (trx, tx) => {
          const person = await writable(trx, user, where);
          const oldKey = uploadedPhotoKey(await people.setPhoto(trx, T, person.id, photoColumn(key), clock()));
          if (oldKey) tx.afterCommit(() => storage.delete(oldKey).catch(() => undefined));
          return { id: person.id, slug: person.slug };
        });
        return { id, slug, photo: fileUrl(photoColumn(key))! };
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type PersonCabinet<Row extends PersonCabinetRow> = ReturnType<typeof createPersonCabinet<Row>>;
