import type { Gender, IdentityKind, PersonStatus, PlayerPosition } from '@league/shared/contracts';
import type { PersonDocumentTable, PersonTransferTable } from '../../db/person-table-types';
import type { CreatedAt, DateOnly, Id, PersonNames, WithDefault } from '../../db/types';

export interface PlayerTable extends PersonNames {
  id: Id;
  slug: string;
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
  identity_kind: IdentityKind | null;
  identity_number: string | null;
  /** ISO 3166-1 alpha-2 code. */
  citizenship: string | null;
  photo: string | null;
  /** 'inactive': no longer playing in the league (kept for history). */
  status: WithDefault<PersonStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A move of a player between teams (cabinet `switch-team`); `kept`: the player stayed listed with the old team. */
export type PlayerTransferTable = PersonTransferTable<'player_id'>;

export type PlayerDocumentTable = PersonDocumentTable<'player_id'>;

export interface PlayerTables {
  players: PlayerTable;
  player_documents: PlayerDocumentTable;
  player_transfers: PlayerTransferTable;
}
