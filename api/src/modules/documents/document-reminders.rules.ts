// Which reminders of expiring documents are due on a day (ADR 0167), as pure functions over the
// rows the repository loads: a required document of an active person, the copy of its type that
// lasts longest, is reminded of at the tightest threshold (30, 14, 3 days) it has reached. Run
// every day, that is once at 30, once at 14 and once at 3 days left; a day missed (the process
// down) is caught up the next day at the same threshold, with the days actually left. The
// (document, threshold) key in the database makes each reminder happen once (repository).
import {
  DOCUMENT_REMINDER_THRESHOLDS,
  REQUIRED_PLAYER_DOCUMENTS,
  requiredStaffDocuments,
  type DocumentExpiringPayload,
  type DocumentOwner,
  type DocumentType,
} from '@league/shared/contracts';
import { cabinetPath } from '@league/shared/access';
import type { ExpiringDocumentRow } from './documents.repository';

/** The most days ahead a reminder looks. */
export const REMINDER_HORIZON_DAYS = Math.max(...DOCUMENT_REMINDER_THRESHOLDS);

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Whole days from `from` to `to` ('YYYY-MM-DD' both). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);

/** `day` plus `days`, 'YYYY-MM-DD'. */
export const addDays = (day: string, days: number) => new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The threshold a document `daysLeft` from expiring has reached (the tightest), or null (too far, or expired). */
export function thresholdFor(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  let reached: number | null = null;
  for (const threshold of DOCUMENT_REMINDER_THRESHOLDS)
    if (daysLeft <= threshold && (reached === null || threshold < reached)) reached = threshold;
  return reached;
}

/** Whether a document of this type is one the person must hold. */
export function isRequired(owner: DocumentOwner, type: DocumentType, kind: ExpiringDocumentRow['kind']): boolean {
  const required: readonly DocumentType[] =
    owner === 'player' ? REQUIRED_PLAYER_DOCUMENTS : kind ? requiredStaffDocuments(kind) : [];
  return required.includes(type);
}

export interface DueReminder {
  owner: DocumentOwner;
  documentId: number;
  threshold: number;
  expiresAt: string;
  /** One notice per club the person is in: its admins are told, with the link for that club. */
  clubs: Array<{ clubId: number; payload: DocumentExpiringPayload }>;
}

const name = (row: ExpiringDocumentRow) => {
  const kk = `${row.last_name_kk} ${row.first_name_kk}`.trim();
  const of = (last: string | null, first: string | null) =>
    `${last || row.last_name_kk} ${first || row.first_name_kk}`.trim() || kk;
  return { kk, ru: of(row.last_name_ru, row.first_name_ru), en: of(row.last_name_en, row.first_name_en) };
};

/** The reminders due on `today` among `rows` (one row per document and team, by document). */
export function dueReminders(owner: DocumentOwner, rows: ExpiringDocumentRow[], today: string): DueReminder[] {
  const byDocument = new Map<number, ExpiringDocumentRow[]>();
  for (const row of rows) byDocument.set(row.document_id, [...(byDocument.get(row.document_id) ?? []), row]);
  const due: DueReminder[] = [];
  for (const [documentId, places] of byDocument) {
    const first = places[0];
    if (!isRequired(owner, first.type, first.kind)) continue;
    const daysLeft = daysBetween(today, first.expires_at);
    const threshold = thresholdFor(daysLeft);
    if (threshold === null) continue;
    const clubs = new Map<number, ExpiringDocumentRow>();
    for (const place of places) if (!clubs.has(place.club_id)) clubs.set(place.club_id, place);
    due.push({
      owner,
      documentId,
      threshold,
      expiresAt: first.expires_at,
      clubs: [...clubs.values()].map((place) => ({
        clubId: place.club_id,
        payload: {
          owner,
          person_id: place.person_id,
          person: name(place),
          document_id: documentId,
          document_type: place.type,
          expires_at: place.expires_at,
          days_left: daysLeft,
          threshold,
          club_id: place.club_id,
          link:
            owner === 'player'
              ? cabinetPath('player', { slug: place.slug })
              : cabinetPath('teamStaffMember', { club_id: place.club_id, id: place.team_id, slug: place.slug }),
        },
      })),
    });
  }
  return due;
}
