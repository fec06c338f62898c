// Players in the cabinet. Reads: super_admin and provider see every player, a command_admin only
// the players with an active place in its club's teams (any other is 404, never data); a
// provider gets identity data only (no documents, no history). Writes (super_admin, the club's
// command_admin), each in one transaction: create (with the duplicate warning), edit, status,
// transfer (history row + both clubs notified), photo. An archived club takes no new players and
// no transfers; a shirt number is unique within a team and a team has one captain, a transfer
// included (ADR 0161), which also asks the eligibility engine about the new team's tournaments.
// The use cases are in cabinet/ (over the person ones in person/); this is the service the routes call.
import type {
  CabinetPlayersQuery,
  Language,
  PersonStatus,
  PlayerCreateBody,
  PlayerEditBody,
  PlayerSwitchTeamBody,
} from '@league/shared/contracts';
import type { AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import { playersCabinetDeps, type PlayersCabinetInput } from './cabinet/deps';
import * as reads from './cabinet/reads';
import * as writes from './cabinet/writes';

export type { PlayerStatistics, TransferEligibility } from './cabinet/deps';
export { ineligibleTeam, newPlayerRow } from './cabinet/rules';

export function createPlayersCabinetService(input: PlayersCabinetInput) {
  const deps = playersCabinetDeps(input);
  return {
    list: (language: Language, user: CurrentUser, query: CabinetPlayersQuery) =>
      reads.listPlayers(deps, language, user, query),
    detail: (language: Language, user: CurrentUser, slug: string) => reads.playerDetail(deps, language, user, slug),
    form: (language: Language, user: CurrentUser, slug: string) => reads.playerForm(deps, language, user, slug),
    create: (language: Language, user: CurrentUser, body: PlayerCreateBody) =>
      writes.createPlayer(deps, language, user, body),
    edit: (language: Language, user: CurrentUser, id: number, body: PlayerEditBody) =>
      writes.editPlayer(deps, language, user, id, body),
    setStatus: (user: CurrentUser, id: number, status: PersonStatus) => writes.setPlayerStatus(deps, user, id, status),
    teamsStats: (language: Language, user: CurrentUser, id: number) => reads.teamsStats(deps, language, user, id),
    switchTeam: (language: Language, user: CurrentUser, body: PlayerSwitchTeamBody) =>
      writes.switchPlayerTeam(deps, language, user, body),
    setPhoto: (user: CurrentUser, id: number, file: AcceptedFile | null) => writes.setPlayerPhoto(deps, user, id, file),
  };
}

export type PlayersCabinetService = ReturnType<typeof createPlayersCabinetService>;
