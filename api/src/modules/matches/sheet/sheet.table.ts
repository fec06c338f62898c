// The match sheet's checks and signatures (ADR 0212; migration 20261128010001_match_sheet).
import type { TeamType } from '@league/shared/contracts';
import type { CreatedAt, Id, NullableTimestamp, WithDefault } from '../../../db/types';

export type IdentityStatus = 'checked' | 'refused';
export type SignoffStatus = 'confirmed' | 'disputed';

export interface MatchIdentityCheckTable {
  match_id: number;
  player_id: number;
  status: IdentityStatus;
  user_id: number | null;
  checked_at: CreatedAt;
}

export interface MatchSignoffTable {
  match_id: number;
  team_type: TeamType;
  status: SignoffStatus;
  reason: string | null;
  official_user_id: number | null;
  on_device: WithDefault<boolean>;
  signed_at: CreatedAt;
}

export interface MatchSheetHistoryTable {
  id: Id;
  match_id: number;
  action: string;
  team_type: TeamType | null;
  player_id: number | null;
  reason: string | null;
  user_id: number | null;
  at: CreatedAt;
}

/** A team official's signing PIN, hashed, and its wrong tries (ADR 0251; migration 20261129020100_signing_pins). */
export interface SigningPinTable {
  user_id: number;
  pin_hash: string;
  failures: WithDefault<number>;
  locked_until: NullableTimestamp;
  updated_at: CreatedAt;
}

export interface MatchSheetTables {
  match_identity_checks: MatchIdentityCheckTable;
  match_signoffs: MatchSignoffTable;
  match_sheet_history: MatchSheetHistoryTable;
  signing_pins: SigningPinTable;
}
