// A person's cabinet reads, the same for every kind: the paged list around the kind's item, the
// page (teams, documents, history; a provider reads identity data only) and the form around the
// kind's values.
import {
  IDENTITY_KINDS,
  parseSort,
  type DocumentType,
  type Language,
  type PersonFormOptions,
  type PersonStatus,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { sql, type RawBuilder } from 'kysely';
import * as people from '../../../db/person-tables';
import { fileUrl } from '../../../lib/file-url';
import { pageWindow } from '../../../lib/pagination';
import { prefixTsQuery } from '../../../lib/transliterate';
import { clubScope, type CurrentUser } from '../../auth/index';
import { documentDto } from '../../documents/index';
import { documentState, membershipDtos, teamDto, transferDtos, type DocumentState } from '../person-cabinet.rules';
import { today, type PersonCabinetDeps, type PersonCabinetRow } from './deps';
import { readable, teamsById } from './scope';

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

/** The kind's part of a list query: its orders, the documents it needs, its own filters. */
export interface PersonListFilter {
  orders?: Record<string, (dir: RawBuilder<unknown>) => RawBuilder<unknown>>;
  missingOf: readonly DocumentType[];
  missingAlso?: people.PeopleFilter['missingAlso'];
  extra: RawBuilder<unknown>[];
}

/** The kind's part of a form: its own values and its own option lists. */
export interface PersonFormExtra<Row extends PersonCabinetRow, Extra extends object> {
  values: (row: Row, current: people.MembershipRow | undefined) => Extra;
  options: Pick<PersonFormOptions, 'positions' | 'staff_kinds'>;
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
  ...people.personHead(row),
  middle_name: row.middle_name,
  identity_kind: row.identity_kind,
  identity_number: row.identity_number,
  citizenship: row.citizenship,
  photo: fileUrl(row.photo),
  status: row.status,
});

/**
 * One page of the list: search, scope, the common filters and the kind's own (`extra`), sorted
 * by name (Kazakh last, first) or by one of the kind's `orders` (an expression over `p` and
 * `cur`, the current place); each row becomes the common item plus what `item` adds from the
 * row and its current place.
 */
export async function listPeople<Row extends PersonCabinetRow, Extra extends object>(
  deps: PersonCabinetDeps<Row>,
  language: Language,
  user: CurrentUser,
  query: PersonListQuery,
  filter: PersonListFilter,
  item: (row: Row, place: people.MembershipRow | undefined) => Extra,
) {
  const { db, kind } = deps;
  const T = kind.tables;
  const window = pageWindow(query);
  const sort = parseSort(query.sort, 'name');
  const dir = sql.raw(sort.direction);
  const order = filter.orders?.[sort.key]?.(dir) ?? sql`p.last_name_kk ${dir}, p.first_name_kk ${dir}`;
  const club = clubScope(user);
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
      today: today(deps),
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
  for (const place of places) if (place.is_active && !current.has(place.person_id)) current.set(place.person_id, place);
  const teams = await teamsById(
    deps,
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
          today(deps),
        ),
      };
    });
  return { data, total, window };
}

/** A person's page: the common card plus what `card` adds, teams, documents and history (none for a provider). */
export async function personDetail<Row extends PersonCabinetRow, Extra extends object>(
  deps: PersonCabinetDeps<Row>,
  language: Language,
  user: CurrentUser,
  slug: string,
  card: (row: Row, ctx: { current: people.MembershipRow | undefined; provider: boolean }) => Extra,
) {
  const { db, kind } = deps;
  const T = kind.tables;
  const row = await readable(deps, language, user, { slug });
  const [places, documents, history] = await Promise.all([
    people.memberships(db, T, [row.id]),
    people.documents(db, T, [row.id]),
    people.transfers(db, T, row.id),
  ]);
  const teams = await teamsById(deps, language, [
    ...places.map((m) => m.team_id),
    ...history.flatMap((h) => [h.to_team_id, h.from_team_id ?? 0]),
  ]);
  const provider = user.role === 'provider';
  return {
    card: { ...baseCard(row), ...card(row, { current: places.find((m) => m.is_active), provider }) },
    teams: membershipDtos(places, teams),
    documents: provider ? null : documents.map((doc) => documentDto(kind.owner, doc, today(deps))),
    history: provider ? null : transferDtos(history, teams),
    may_edit: !provider,
    ...(provider
      ? { missing_documents: [], expired_documents: [] }
      : documentState(documents, kind.required(row), today(deps))),
  };
}

/** A person's form: the common values plus what `values` adds, the options (with the kind's own lists), documents and places. */
export async function personForm<Row extends PersonCabinetRow, Extra extends object>(
  deps: PersonCabinetDeps<Row>,
  language: Language,
  user: CurrentUser,
  slug: string,
  extra: PersonFormExtra<Row, Extra>,
) {
  const { db, kind } = deps;
  const T = kind.tables;
  const row = await readable(deps, language, user, { slug });
  const club = clubScope(user);
  const [places, documents, openTeams] = await Promise.all([
    people.memberships(db, T, [row.id]),
    people.documents(db, T, [row.id]),
    people.cabinetTeams(db, language, { openOnly: true, ...(club !== null ? { clubId: club } : {}) }),
  ]);
  const teams = await teamsById(
    deps,
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
    documents: documents.map((doc) => documentDto(kind.owner, doc, today(deps))),
    teams: membershipDtos(places, teams),
  };
}
