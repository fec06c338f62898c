import type { Language } from '@league/shared/contracts';
import type { CreatedAt, Id, NullableTimestamp, Timestamp, WithDefault } from '../../db/types';

export interface InvitationTable {
  id: Id;
  /** Lower case. One open (not accepted, not revoked) invitation per address. */
  email: string;
  name: string;
  role_id: number;
  club_id: number | null;
  referee_id: number | null;
  /** The invitee's language: the e-mail's, and the new account's. */
  language: WithDefault<Language>;
  /** sha256 of the link's token, hex; a re-send replaces it. */
  token_hash: string;
  expires_at: Timestamp;
  created_by: number | null;
  created_at: CreatedAt;
  sent_at: CreatedAt;
  accepted_at: NullableTimestamp;
  user_id: number | null;
  revoked_at: NullableTimestamp;
}

export interface PasswordResetTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type AccountMailKind = 'invitation' | 'password_reset' | 'no_account';

/** An account e-mail as it is queued. */
export interface AccountMail {
  email: string;
  kind: AccountMailKind;
  language: Language;
  link: string | null;
  name: string | null;
  role: string | null;
}

/** The outbox of account e-mail: `link` is emptied once the mail is sent (or given up). */
export interface AccountMailTable extends AccountMail {
  id: Id;
  state: WithDefault<'due' | 'sending' | 'sent' | 'failed'>;
  claimed_at: NullableTimestamp;
  tries: WithDefault<number>;
  created_at: CreatedAt;
}

export interface AccountTables {
  invitations: InvitationTable;
  password_resets: PasswordResetTable;
  account_mail: AccountMailTable;
}
