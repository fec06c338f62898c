// SQL of the referee's match protocol, one entry for its use cases (`import * as repo`): the
// match with its part versions and fixture (protocol/match-row.repository.ts), the crew, squads,
// statistics and squad candidates (protocol/crew-squads.repository.ts), the events and their
// idempotency keys (protocol/events.repository.ts) and the cabinet list
// (protocol/cabinet-list.repository.ts). Every function takes `db` or a `trx` first.
export {
  type VersionColumn,
  type ProtocolMatchRow,
  findProtocolMatch,
  lockMatch,
  bumpVersion,
  updateMatch,
  shareTournamentOfMatch,
  type FixtureRow,
  fixtureOf,
  moveFixture,
  deleteMatch,
} from './protocol/match-row.repository';
export {
  isOnCrew,
  replaceCrewRole,
  crewOf,
  referees,
  saveStatistic,
  type SquadPlayerRow,
  squadOf,
  replaceSquad,
  type LastLineup,
  lastLineup,
  type CandidateRow,
  candidates,
  playerNames,
} from './protocol/crew-squads.repository';
export {
  type EventValues,
  type GoalValues,
  type PunishmentValues,
  type ReplacementValues,
  type MissedPenaltyValues,
  type EventTable,
  insertEvent,
  updateEvent,
  deleteEvent,
  countEvents,
  claimEventKey,
  setEventKeyTarget,
} from './protocol/events.repository';
export { type CabinetListRow, cabinetList } from './protocol/cabinet-list.repository';
