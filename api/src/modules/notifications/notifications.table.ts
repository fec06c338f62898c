import type { CreatedAt, Id, JsonWithDefault, NullableTimestamp } from '../../db/types';

export interface NotificationTable {
  id: Id;
  user_id: number;
  /** e.g. 'application_submitted', 'application_rejected', 'departure_rejected'. */
  kind: string;
  payload: JsonWithDefault<Record<string, unknown>>;
  seen_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface NotificationTables {
  notifications: NotificationTable;
}
