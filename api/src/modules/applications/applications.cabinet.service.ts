// Team applications in the cabinet: lists, one application, the team application page, sending
// (→ pending) and the league's decisions. Rules (docs/domain.md, Applications):
// - the status table APPLICATION_TRANSITIONS; any other change is refused naming the allowed ones;
// - the team (command_admin, own club only; another club's application is 404) sends and
//   withdraws; the league (super_admin) also accepts, rejects (with a reason) and disqualifies;
// - sending and accepting ask the eligibility engine and refuse ineligible people with reasons;
// - an inactive or finished tournament and an archived club take no applications;
// - every change is one transaction: the statuses, the audit trail (who, when, from, to, why)
//   and the notifications (the club's admins; the super_admins for a new application).
// The use cases live in ./cabinet/; this is the service object the routes and the composition use.
import type {
  ApplicationBulkBody,
  ApplicationChangeBody,
  CabinetApplicationsQuery,
  Language,
} from '@league/shared/contracts';
import type { CurrentUser } from '../auth/index';
import type { ApplicationKind } from './applications.repository';
import * as changes from './cabinet/changes';
import type { ApplicationsCabinetDeps } from './cabinet/deps';
import * as reads from './cabinet/reads';
import * as sending from './cabinet/send';

export { allowedFor } from './cabinet/rules';
export { APPLICATION_CSV } from './cabinet/reads';

type SendPlayersBody = Parameters<typeof sending.sendPlayers>[3];
type SendStaffBody = Parameters<typeof sending.sendStaff>[3];

export function createApplicationsCabinetService(deps: ApplicationsCabinetDeps) {
  return {
    list: (language: Language, user: CurrentUser, query: CabinetApplicationsQuery) =>
      reads.list(deps, language, user, query),
    detail: (language: Language, user: CurrentUser, kind: ApplicationKind, id: number) =>
      reads.detail(deps, language, user, kind, id),
    team: (language: Language, user: CurrentUser, tournamentId: number, clubId: number) =>
      reads.teamApplication(deps, language, user, tournamentId, clubId),
    /** The team application as CSV text: each team's players (by the page's order), then its staff. */
    teamCsv: (language: Language, user: CurrentUser, tournamentId: number, clubId: number) =>
      reads.teamCsv(deps, language, user, tournamentId, clubId),
    sendPlayers: (language: Language, user: CurrentUser, body: SendPlayersBody) =>
      sending.sendPlayers(deps, language, user, body),
    sendStaff: (language: Language, user: CurrentUser, body: SendStaffBody) =>
      sending.sendStaff(deps, language, user, body),
    changeOne: (
      language: Language,
      user: CurrentUser,
      kind: ApplicationKind,
      id: number,
      body: ApplicationChangeBody,
    ) => changes.changeOne(deps, language, user, kind, id, body),
    changeMany: (language: Language, user: CurrentUser, kind: ApplicationKind, body: ApplicationBulkBody) =>
      changes.changeMany(deps, language, user, kind, body),
  };
}

export type ApplicationsCabinetService = ReturnType<typeof createApplicationsCabinetService>;
