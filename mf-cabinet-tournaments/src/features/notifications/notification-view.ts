// How a notification reads: its kind's title (a grouped sending's: how many, by whom, to what),
// a line built from the payload in the reader's language, and the page it concerns. The API
// answers the team, tournament and match titles in the three languages from the stored ids
// (ADR 0180). Payloads follow one convention (contracts:
// CabinetNotification): ids, an optional `link`, texts as `{ kk, ru, en }`; older kinds of the
// demo data are read too, so nothing shows as raw data. The API builds a payload's link with the
// cabinet's `cabinetPath`; the links made here for payloads without one come from the same
// patterns (this remote's paths).
import { enumLabel, formatDate, NOTIFICATION_KINDS, type Locale } from '@league/shared';
import { documentReminderText, localizedText, type CabinetNotification } from '@league/shared/cabinet';
import { otherRemotePaths, paths } from '../../paths';

/** The kinds of today (contracts: NOTIFICATION_KINDS) and the older ones the demo data still holds. */
export const KNOWN_KINDS = [
  ...NOTIFICATION_KINDS,
  'application_rejected',
  'application_submitted',
  'application_pending',
  'departure_rejected',
  'departure_submitted',
  'departure_pending',
  'match_assigned',
] as const;

export interface NotificationView {
  titleKey: string;
  /** Values `titleKey` is read with (a grouped sending's count, team and tournament), else null. */
  titleParams: Record<string, string | number> | null;
  /** A title already in the reader's language (a reminder's "expires in 14 days"), else null: `titleKey`'s. */
  title: string | null;
  /** Parts of the line, already in the reader's language. */
  subject: string;
  people: { names: string; more: number } | null;
  status: string | null;
  reason: string | null;
  link: string | null;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

export function notificationView(notification: CabinetNotification, locale: Locale): NotificationView {
  const p = notification.payload;
  if (notification.kind === 'document_expiring') return documentExpiringView(p, locale);
  const kind = (KNOWN_KINDS as readonly string[]).includes(notification.kind) ? notification.kind : 'other';
  const text = (key: string) => localizedText(p[key], locale);
  const people = Array.isArray(p.people) ? p.people.map((person) => localizedText(person, locale)).filter(Boolean) : [];
  const count = num(p.count) ?? people.length;
  // A sending told to the league is one notification per team and tournament: its title says
  // how many, by whom, to what ("17 players sent by Altai 2012 to U-14 Championship").
  const grouped = notification.kind === 'application_sent' && count > 0 && text('team') && text('tournament');
  const match = text('match')
    ? [text('match'), typeof p.match_date === 'string' ? formatDate(p.match_date, 'dayTime', locale) : '']
        .filter(Boolean)
        .join(', ')
    : '';
  const subject = (grouped ? [text('person'), match] : [text('team'), text('tournament'), text('person'), match])
    .filter(Boolean)
    .join(' · ');
  const rawStatus = typeof p.status === 'string' ? p.status : null;
  const entry = notification.kind.startsWith('entry_');
  const status =
    rawStatus && !entry
      ? enumLabel(
          notification.kind.startsWith('departure') ? 'departureStatus' : 'applicationStatus',
          rawStatus,
          locale,
        )
      : null;
  const reason = text('reason') || null;
  let link = typeof p.link === 'string' && p.link.startsWith('/cabinet/') ? p.link : null;
  const tournament = num(p.tournament_id);
  const club = num(p.club_id);
  const departure = num(p.departure_id);
  if (!link && tournament && club && notification.kind.startsWith('application'))
    link = paths.teamApplication(tournament, club);
  if (!link && tournament && departure) link = otherRemotePaths.departure(tournament, departure);
  if (!link && departure) link = otherRemotePaths.departures();
  if (!link && num(p.match_id) && notification.kind === 'match_assigned') link = otherRemotePaths.refereeMatches();
  if (!link && notification.kind === 'appointment_offered') link = otherRemotePaths.appointments();
  if (!link && tournament && entry) link = paths.tournament(tournament);
  // An entry request's decision (ADR 0176) says itself in the title: accepted or refused.
  const entryKey =
    notification.kind === 'entry_decided' && (rawStatus === 'accepted' || rawStatus === 'refused')
      ? `notifications.kinds.entry_${rawStatus}`
      : null;
  return {
    titleKey:
      entryKey ??
      (grouped
        ? `notifications.grouped.${p.application_kind === 'staff' ? 'sentStaff' : 'sentPlayers'}`
        : `notifications.kinds.${kind}`),
    titleParams: grouped ? { count, team: text('team'), tournament: text('tournament') } : null,
    title: null,
    subject,
    people: people.length ? { names: people.join(', '), more: Math.max(0, count - people.length) } : null,
    status,
    reason,
    link,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A reminder of an expiring document (ADR 0167): the days left as the title, whose document,
 * which and until when as the line (the one text e-mail will use too), the person's page as the link.
 */
function documentExpiringView(p: Record<string, unknown>, locale: Locale): NotificationView {
  const link = typeof p.link === 'string' && p.link.startsWith('/cabinet/') ? p.link : null;
  const person =
    p.person && typeof p.person === 'object'
      ? (p.person as { kk: string; ru: string; en: string })
      : { kk: '', ru: '', en: '' };
  const days = typeof p.days_left === 'number' ? p.days_left : null;
  const base = {
    titleKey: 'notifications.kinds.document_expiring',
    titleParams: null,
    people: null,
    status: null,
    reason: null,
    link,
  };
  if (
    typeof p.document_type !== 'string' ||
    typeof p.expires_at !== 'string' ||
    !DAY.test(p.expires_at) ||
    days === null
  )
    return { ...base, title: null, subject: localizedText(person, locale) };
  const text = documentReminderText(
    { person, document_type: p.document_type as never, expires_at: p.expires_at, days_left: days },
    locale,
  );
  return { ...base, title: text.title, subject: text.line };
}
