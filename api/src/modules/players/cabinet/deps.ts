// What the players cabinet's use cases work with: the person use cases' dependencies for the
// player kind (database, clock, storage, tables, rows, documents), the players' statistics and
// the transfer eligibility, both passed in by the composition root.
import {
  PLAYER_DOCUMENT_TYPES,
  REQUIRED_PLAYER_DOCUMENTS,
  type Language,
  type PlayerStatisticsRow,
} from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';
import type { PersonCabinetDeps } from '../person/deps';
import * as repository from '../players.repository';

/**
 * Why a person may not join a team now, by the eligibility engine (a layer above, passed in by
 * the composition root): each reason with the current tournaments of the team it holds in.
 */
export type TransferEligibility = (
  db: Executor,
  language: Language,
  query: { teamId: number; person: { kind: 'player' | 'staff'; id: number }; on: string },
) => Promise<{ tournaments: string[]; reason: string }[]>;

/**
 * A player's statistics per tournament, as the public player page shows them: the player-pages
 * read model (a layer above), passed in by the composition root.
 */
export type PlayerStatistics = (language: Language, slug: string) => Promise<PlayerStatisticsRow[]>;

export interface PlayersCabinetInput {
  db: DB;
  clock: Clock;
  storage: FileStorage;
  statistics: PlayerStatistics;
  eligibility: TransferEligibility;
}

export interface PlayersCabinetDeps extends PersonCabinetDeps<repository.CabinetPlayerRow> {
  statistics: PlayerStatistics;
  eligibility: TransferEligibility;
}

/** The use cases' dependencies: the input and the player kind of the person use cases. */
export function playersCabinetDeps({
  db,
  clock,
  storage,
  statistics,
  eligibility,
}: PlayersCabinetInput): PlayersCabinetDeps {
  return {
    db,
    clock,
    storage,
    statistics,
    eligibility,
    kind: {
      owner: 'player',
      tables: repository.PLAYER_TABLES,
      rows: repository.cabinetPlayers,
      required: () => REQUIRED_PLAYER_DOCUMENTS,
      documentTypes: PLAYER_DOCUMENT_TYPES,
    },
  };
}
