import type { Gender, PlayerPosition } from '@league/shared/contracts';
import type { PersonDocumentTable, PersonTable, PersonTransferTable } from '../../db/person-table-types';
import type { DateOnly, WithDefault } from '../../db/types';

export interface PlayerTable extends PersonTable {
  gender: WithDefault<Gender>;
  birth_date: DateOnly;
  position: PlayerPosition;
  /** The player's usual shirt number; an application may carry another. */
  number: number | null;
  /** Badges: homegrown, captain, over-age (joker). */
  is_pupil: WithDefault<boolean>;
  is_captain: WithDefault<boolean>;
  is_joker: WithDefault<boolean>;
  height_cm: number | null;
  weight_kg: number | null;
}

/** A move of a player between teams (cabinet `switch-team`); `kept`: the player stayed listed with the old team. */
export type PlayerTransferTable = PersonTransferTable<'player_id'>;

export type PlayerDocumentTable = PersonDocumentTable<'player_id'>;

export interface PlayerTables {
  players: PlayerTable;
  player_documents: PlayerDocumentTable;
  player_transfers: PlayerTransferTable;
}
