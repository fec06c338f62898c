// The teams registry of the cabinet. A command_admin reads and edits only its own club's teams
// (another club's team is 404, never data) and creates none; super_admin does everything. A team
// of an archived club is read-only and an archived club takes no new team (409 club_archived).
// A title is unique within the club (per language, case-insensitive); the birth year must lie
// between TEAM_BIRTH_YEAR_MIN and the current year. Each write is one transaction.
// A team's card (squad, staff, tournaments, applications) and the team statistics join several
// modules above this one: they are read models of the team-pages module.
// The use cases are in cabinet/; this is the service the routes and the other modules call.
import type { CabinetTeamsQuery, Language, TeamCreateBody, TeamEditBody } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../storage/storage';
import type { AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import type { TeamsCabinetDeps } from './cabinet/deps';
import * as logo from './cabinet/logo';
import * as reads from './cabinet/reads';
import { readable } from './cabinet/scope';
import * as writes from './cabinet/writes';

export { cabinetTeam } from './cabinet/reads';

export function createTeamsCabinetService({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  const deps: TeamsCabinetDeps = { db, clock, storage };
  return {
    list: (language: Language, user: CurrentUser, query: CabinetTeamsQuery) =>
      reads.listTeams(deps, language, user, query),
    /** A team the user may read (another club's is 404 for a command_admin). */
    readable: (language: Language, user: CurrentUser, id: number) => readable(deps, language, user, id),
    /** The cabinet's rows of teams (with club and players count). */
    rows: (language: Language, filter: reads.CabinetTeamFilter) => reads.teamRows(deps, language, filter),
    myTeams: (language: Language, user: CurrentUser) => reads.myTeams(deps, language, user),
    form: (language: Language, user: CurrentUser, id: number) => reads.teamForm(deps, language, user, id),
    create: (body: TeamCreateBody) => writes.createTeam(deps, body),
    edit: (user: CurrentUser, id: number, body: TeamEditBody) => writes.editTeam(deps, user, id, body),
    /** Replaces the logo (stored once the team is known to be writable; the old one goes after commit). */
    uploadLogo: (user: CurrentUser, id: number, file: AcceptedFile) => logo.uploadLogo(deps, user, id, file),
    deleteLogo: (user: CurrentUser, id: number) => logo.deleteLogo(deps, user, id),
  };
}

export type TeamsCabinetService = ReturnType<typeof createTeamsCabinetService>;
