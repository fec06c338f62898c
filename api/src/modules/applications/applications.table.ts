import type { ApplicationStatus } from '@league/shared/contracts';
import type { CreatedAt, Id, NullableTimestamp, WithDefault } from '../../db/types';

/** The columns a player's and a staff member's application both have. */
interface ApplicationColumns {
  id: Id;
  tournament_id: number;
  team_id: number;
  status: WithDefault<ApplicationStatus>;
  reject_reason: string | null;
  submitted_at: NullableTimestamp;
  /** The league's disqualification (ADR 0181): its reason (null = unknown), length in matches (null = until further notice), when decided. */
  disqualification_reason: WithDefault<string | null>;
  disqualification_matches: WithDefault<number | null>;
  disqualified_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PlayerApplicationTable extends ApplicationColumns {
  player_id: number;
  /** Shirt number for this tournament. */
  number: number | null;
}

export interface StaffApplicationTable extends ApplicationColumns {
  staff_id: number;
}

/** Every status change of a player or staff application: who, when, from, to, why. */
export interface ApplicationStatusHistoryTable {
  id: Id;
  player_application_id: number | null;
  staff_application_id: number | null;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  reason: string | null;
  changed_by: number | null;
  changed_at: CreatedAt;
}

export interface ApplicationTables {
  player_applications: PlayerApplicationTable;
  staff_applications: StaffApplicationTable;
  application_status_history: ApplicationStatusHistoryTable;
}
