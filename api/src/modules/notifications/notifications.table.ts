import type { CreatedAt, Id, JsonWithDefault, NullableTimestamp, WithDefault } from '../../db/types';

export interface NotificationTable {
  id: Id;
  user_id: number;
  /** e.g. 'application_submitted', 'application_rejected', 'departure_rejected'. */
  kind: string;
  payload: JsonWithDefault<Record<string, unknown>>;
  seen_at: NullableTimestamp;
  /** E-mail (ADR 0180): null (not e-mailed), 'due', 'sending', 'sent', 'failed', 'off'. */
  email_state: string | null;
  email_claimed_at: NullableTimestamp;
  email_tries: WithDefault<number>;
  created_at: CreatedAt;
}

export interface NotificationTables {
  notifications: NotificationTable;
}
