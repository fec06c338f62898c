// Departures: the list, one departure, its squad form, and the flow of spec §4 —
//   empty --count--> empty-squad --squad--> pending --agree--> submitted --remove--> unsubmitted
//                                                   --reject--> rejected --count/squad--> …
// A command_admin sees and changes only its club's teams' departures (another club's is 404);
// the provider reads every departure and decides, never states a count or a squad; super_admin
// does everything. Each write is one transaction with its notification. A squad with a player
// under 18 takes at least one accompanying adult (staff); the provider's decision can be undone
// until the travel date (ADR 0164). The travel list exports as CSV (names of countries in the
// reader's language).
// The use cases live in ./use-cases/; this is the service object the routes and the composition use.
import type {
  DepartureCountBody,
  DeparturePatchBody,
  DepartureSquadBody,
  DeparturesQuery,
  Language,
} from '@league/shared/contracts';
import type { CurrentUser } from '../auth/index';
import * as changes from './use-cases/changes';
import type { DeparturesDeps } from './use-cases/deps';
import * as reads from './use-cases/reads';

export { DEPARTURE_FLOW, UNDO_TO, departureActions, yearsOn } from './use-cases/rules';

export function createDeparturesService({ db, clock }: DeparturesDeps) {
  const deps: DeparturesDeps = { db, clock };
  return {
    /** Departures the user may see (a command_admin: its club's), filtered, sorted and paged; pending first for the provider. */
    cabinetList: (language: Language, user: CurrentUser, query: DeparturesQuery) =>
      reads.cabinetList(deps, language, user, query),
    detail: (language: Language, user: CurrentUser, id: number) => reads.detail(deps, language, user, id),
    /** The travel list as CSV text (BOM, `;`-free comma CSV, CRLF): players by number, then staff. */
    travelListCsv: (language: Language, user: CurrentUser, id: number) => reads.travelListCsv(deps, language, user, id),
    squadForm: (language: Language, user: CurrentUser, id: number) => reads.squadForm(deps, language, user, id),
    /** The team states how many travel: empty, empty-squad or rejected → empty-squad. */
    setCount: (language: Language, user: CurrentUser, id: number, body: DepartureCountBody) =>
      changes.setCount(deps, language, user, id, body),
    /** The team lists who travels and sends it (→ pending); notifies the providers. */
    sendSquad: (language: Language, user: CurrentUser, id: number, body: DepartureSquadBody) =>
      changes.sendSquad(deps, language, user, id, body),
    /** The provider's decision: agree, reject with a reason, remove. */
    decide: (language: Language, user: CurrentUser, id: number, body: DeparturePatchBody) =>
      changes.decide(deps, language, user, id, body),
    /** Undoes the provider's last decision while the league's today is before the travel day. */
    undo: (language: Language, user: CurrentUser, id: number) => changes.undo(deps, language, user, id),
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;
