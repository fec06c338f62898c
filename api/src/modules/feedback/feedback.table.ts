import type { CreatedAt, Generated, Id, NullableTimestamp, WithDefault } from '../../db/types';

export interface FeedbackTable {
  id: Id;
  name: string;
  /** Exactly 11 digits. */
  phone: string;
  email: string | null;
  text: string;
  ip: string | null;
  user_agent: string | null;
  /** The language of the form it was sent from: its answer is written in it. */
  language: WithDefault<'kk' | 'ru' | 'en'>;
  read_at: NullableTimestamp;
  handled_at: NullableTimestamp;
  handled_by: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
}

export type ReplyEmailState = 'due' | 'sending' | 'sent' | 'failed' | 'off';

export interface FeedbackReplyTable {
  id: Id;
  feedback_id: number;
  author_id: number | null;
  text: string;
  email_state: WithDefault<ReplyEmailState>;
  email_tries: Generated<number>;
  email_claimed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_replies: FeedbackReplyTable;
}
