import type { DocumentType, Gender, IdentityKind, PersonStatus, PlayerPosition } from '@league/shared/contracts';
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
  citizenship_country_id: number | null;
  photo: string | null;
  /** 'inactive': no longer playing in the league (kept for history). */
  status: WithDefault<PersonStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A move of a player between teams (cabinet `switch-team`). */
export interface PlayerTransferTable {
  id: Id;
  player_id: number;
  from_team_id: number | null;
  to_team_id: number;
  /** Whether the player stayed listed with the old team. */
  kept: boolean;
  by_user_id: number | null;
  created_at: CreatedAt;
}

export interface PlayerDocumentTable {
  id: Id;
  player_id: number;
  type: DocumentType;
  /** Storage key under the upload directory (a generated name). */
  file_path: string;
  original_name: string | null;
  size_bytes: number;
  mime: string;
  uploaded_by: number | null;
  /** The last day the document is valid; null = it does not expire. */
  expires_at: DateOnly | null;
  created_at: CreatedAt;
}

export interface PlayerTables {
  players: PlayerTable;
  player_documents: PlayerDocumentTable;
  player_transfers: PlayerTransferTable;
}
