// What a cabinet user is told about (the `notifications` table): one kind per event of spec §8
// that concerns someone who is not looking. The payload carries the ids and names the list
// shows; the list renders each kind in the reader's language.
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
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
