import type { CreatedAt, DateOnly } from '../../db/types';

/** One reminder sent: a document (of a player or a staff member) and a threshold, once (ADR 0167). */
export interface DocumentReminderTable {
  owner: 'player' | 'staff';
  document_id: number;
  /** Days before the document expires: 30, 14 or 3. */
  threshold: number;
  /** The document's last valid day when the reminder was sent. */
  expires_at: DateOnly;
  /** The league day (Asia/Almaty) it was sent on. */
  sent_on: DateOnly;
  created_at: CreatedAt;
}

export interface DocumentTables {
  document_reminders: DocumentReminderTable;
}
