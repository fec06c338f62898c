// The cabinet service of a person aggregate (players, staff), parameterised by its kind: its
// tables, how its rows are read, which documents it needs. What both kinds do the same way is
// here once: scope (a person the user may read or change, else 404), the paged list around the
// kind's item, the page (teams, documents, history; a provider reads identity data only), the
// form around the kind's values, create with the duplicate warning, the transfer (history row,
// both clubs notified) and the photo. Each module's service adds what only its kind has. The
// use cases are in person/; this is the object the players and staff services call.
import type { Language } from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import type * as people from '../../db/person-tables';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../storage/storage';
import type { AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import { today, type PersonCabinetDeps, type PersonCabinetRow, type PersonKind } from './person/deps';
import * as reads from './person/reads';
import { readable, teamsById, writable } from './person/scope';
import * as writes from './person/writes';

export type { PersonCabinetRow, PersonKind } from './person/deps';
export type { PersonItemBase, PersonListQuery } from './person/reads';
export type { TeamMove } from './person/writes';

export function createPersonCabinet<Row extends PersonCabinetRow>(
  { db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage },
  kind: PersonKind<Row>,
) {
  const deps: PersonCabinetDeps<Row> = { db, clock, storage, kind };
  return {
    today: () => today(deps),
    teamsById: (language: Language, ids: Iterable<number>) => teamsById(deps, language, ids),
    readable: (language: Language, user: CurrentUser, where: { slug: string } | { ids: number[] }) =>
      readable(deps, language, user, where),
    writable: (trx: Executor, user: CurrentUser, where: { id: number } | { slug: string }) =>
      writable(deps, trx, user, where),
    list: <Extra extends object>(
      language: Language,
      user: CurrentUser,
      query: reads.PersonListQuery,
      filter: reads.PersonListFilter,
      item: (row: Row, place: people.MembershipRow | undefined) => Extra,
    ) => reads.listPeople(deps, language, user, query, filter, item),
    detail: <Extra extends object>(
      language: Language,
      user: CurrentUser,
      slug: string,
      card: (row: Row, ctx: { current: people.MembershipRow | undefined; provider: boolean }) => Extra,
    ) => reads.personDetail(deps, language, user, slug, card),
    form: <Extra extends object>(
      language: Language,
      user: CurrentUser,
      slug: string,
      extra: reads.PersonFormExtra<Row, Extra>,
    ) => reads.personForm(deps, language, user, slug, extra),
    create: (language: Language, user: CurrentUser, body: writes.NewPersonBody, steps: writes.NewPersonSteps) =>
      writes.createPerson(deps, language, user, body, steps),
    switchTeam: (
      language: Language,
      user: CurrentUser,
      body: writes.TeamSwitchBody,
      steps: writes.TeamSwitchSteps = {},
    ) => writes.switchTeam(deps, language, user, body, steps),
    setPhoto: (user: CurrentUser, where: { id: number } | { slug: string }, file: AcceptedFile | null) =>
      writes.setPhoto(deps, user, where, file),
  };
}

export type PersonCabinet<Row extends PersonCabinetRow> = ReturnType<typeof createPersonCabinet<Row>>;
