import type { CreatedAt, Id } from '../../db/types';

export interface FeedbackTable {
  id: Id;
  name: string;
  /** Exactly 11 digits. */
  phone: string;
  email: string | null;
  text: string;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
