// The teams registry of the cabinet. A command_admin reads and edits only its own club's teams
// (another club's team is 404, never data) and creates none; super_admin does everything. A team
// of an archived club is read-only and an archived club takes no new team (409 club_archived).
// A title is unique within the club (per language, case-insensitive); the birth year must lie
// between TEAM_BIRTH_YEAR_MIN and the current year. Each write is one transaction.
// A team's card (squad, staff, tournaments, applications) and the team statistics join several
// modules above this one: they are read models of the team-pages module.
// The use cases are in cabinet/; this is the service the routes and the other modules call.
import { bindDeps } from '../../lib/bind-deps';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../storage/storage';
import type { TeamsCabinetDeps } from './cabinet/deps';
import * as logo from './cabinet/logo';
import * as reads from './cabinet/reads';
import { readable } from './cabinet/scope';
import * as writes from './cabinet/writes';

export { cabinetTeam } from './cabinet/reads';

export function createTeamsCabinetService({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  const deps: TeamsCabinetDeps = { db, clock, storage };
  return bindDeps(deps, {
    list: reads.listTeams,
    /** A team the user may read (another club's is 404 for a command_admin). */
    readable,
    /** The cabinet's rows of teams (with club and players count). */
    rows: reads.teamRows,
    myTeams: reads.myTeams,
    form: reads.teamForm,
    create: writes.createTeam,
    edit: writes.editTeam,
    /** Replaces the logo (stored once the team is known to be writable; the old one goes after commit). */
    uploadLogo: logo.uploadLogo,
    deleteLogo: logo.deleteLogo,
  });
}

export type TeamsCabinetService = ReturnType<typeof createTeamsCabinetService>;
