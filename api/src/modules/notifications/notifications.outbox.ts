// Another outbox the mailer drains besides the notifications (ADR 0180's pattern, ADR 0232): rows
// stored as due in a write's own transaction, claimed by one mailer in a short transaction
// (`skip locked`, a lease for a claim whose process died), sent outside any transaction, then
// recorded 'sent', 'off' (nothing to send) or, after MAX_TRIES refusals, 'failed'.
import type { Executor } from '../../db/database';
import type { Language } from '@league/shared/contracts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The language the mail is written in: the sender's name (the league's) is said in it. */
  language: Language;
}

export interface OutboxRow {
  id: number;
  /** Tries so far. */
  tries: number;
  /** null: nothing to send (recorded 'off'). */
  mail: OutboxMail | null;
}

export type OutboxState = 'sent' | 'due' | 'failed' | 'off';

export interface Outbox {
  label: string;
  claim(db: Executor, limit: number, now: Date, staleBefore: Date): Promise<OutboxRow[]>;
  record(db: Executor, id: number, state: OutboxState, tries: number): Promise<void>;
}
