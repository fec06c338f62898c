// SQL of applications: players' and staff members' applications to a tournament for a team,
// their status history (the audit trail), and a team's application status. Every function takes
// `db` or a `trx` first. The SQL is in the applications.<area>.repository.ts files beside this one
// (public reads, list, status, disqualification, people, places); this file gathers them.
export {
  applicationsOfPeople,
  currentMembers,
  documentsOf,
  people,
  peopleTexts,
} from './applications.people.repository';
export {
  disqualificationOf,
  playerDisqualifications,
  toDisqualification,
} from './applications.disqualification.repository';
export {
  type CabinetApplicationFilter,
  type CabinetApplicationRow,
  findCabinetApplication,
  pageCabinetApplications,
} from './applications.list.repository';
export {
  clubState,
  clubTeamsInTournament,
  lockTournamentTeam,
  placeOf,
  rosterNumbers,
  type TournamentState,
  tournamentState,
  tournamentTexts,
} from './applications.places.repository';
export {
  type ApplicationRow,
  hasApplicationWithStatus,
  playerApplications,
  tournamentTeamStatus,
} from './applications.public.repository';
export { type ApplicationKind, type Texts, texts as textsOf } from './applications.shared.repository';
export {
  history,
  insertApplications,
  type LockedApplication,
  lockApplications,
  recordHistory,
  setNumber,
  setStatus,
} from './applications.status.repository';
