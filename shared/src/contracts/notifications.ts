// What a cabinet user is told about (the `notifications` table): one kind per event of spec §8
// that concerns someone who is not looking. The payload carries the ids and names the list
// shows; the list renders each kind in the reader's language.
import type { DocumentType } from './enums';

export const NOTIFICATION_KINDS = [
  /** A team sent a player or staff application (to the super_admins). */
  'application_sent',
  /** A player or staff application changed status (to the team's club admins). */
  'application_status',
  /** A player or staff member moved to another team (to both clubs' admins). */
  'person_transferred',
  /** A team sent or resent a departure squad (to the providers). */
  'departure_sent',
  /** The provider agreed to or rejected a departure (to the team's club admins). */
  'departure_status',
  /** A required document of a club's person expires in 30, 14 or 3 days (to the club's admins; ADR 0167). */
  'document_expiring',
  /** A team asked to enter a tournament (to the super_admins; ADR 0176). */
  'entry_requested',
  /** The league accepted or refused a team's request to enter (to the team's club admins). */
  'entry_decided',
  /** The league offered a match official a role in a match (to that official; ADR 0213). */
  'appointment_offered',
  /** A visitor sent a message through the feedback form (to the super_admins; the inbox). */
  'feedback_received',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Days before a required document expires when its club's admins are reminded, largest first. */
export const DOCUMENT_REMINDER_THRESHOLDS = [30, 14, 3] as const;

/**
 * The payload of a `document_expiring` notification (and of the e-mail a sender may make of it):
 * whose document, its type, its last valid day and the days left on the day it was sent, and the
 * person's cabinet page.
 */
export interface DocumentExpiringPayload {
  owner: 'player' | 'staff';
  person_id: number;
  /** The person's name, "Last First", in each language (kk when another is empty). */
  person: { kk: string; ru: string; en: string };
  document_id: number;
  document_type: DocumentType;
  /** The last valid day, 'YYYY-MM-DD'. */
  expires_at: string;
  /** Days from the day of the reminder (Asia/Almaty) to `expires_at`. */
  days_left: number;
  /** The threshold this reminder is for (30, 14 or 3). */
  threshold: number;
  club_id: number;
  /** The person's cabinet page (cabinetPath). */
  link: string;
}
