// iCalendar (RFC 5545) text of a fixture list: pure functions, no database. Times are written
// in Asia/Almaty local time with its VTIMEZONE (UTC+5 since 1 March 2024, UTC+6 before), so
// every calendar app shows the kick-off the league announced. One VEVENT per match: its UID
// never changes, SEQUENCE and LAST-MODIFIED follow the match's updated_at (SEQUENCE also counts
// the fixture's moves, so two moves in one minute still raise it), so a subscribed calendar moves
// a match that moved instead of adding a second one. A cancelled match is STATUS:CANCELLED; a
// postponed one TENTATIVE.

export const LEAGUE_TZ = 'Asia/Almaty';

export interface FeedEvent {
  matchId: number;
  /** Kick-off, ISO UTC. */
  start: string;
  durationMinutes: number;
  summary: string;
  location: string | null;
  description: string;
  url: string;
  status: 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
  /** Last change of the match, ISO UTC. */
  updatedAt: string;
  /** How many times the fixture moved (postponed, cancelled, reinstated). */
  revision?: number;
}

export interface Feed {
  name: string;
  /** Host name for the UIDs (`match-12@league.kz`). */
  domain: string;
  events: FeedEvent[];
  /** DTSTAMP: when the feed was made, ISO UTC. */
  now: string;
}

/** Text values escape backslash, semicolon, comma and newlines. */
export const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  if (bytes(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes(current + char) > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const almatyParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LEAGUE_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `20260301T150000`: the wall-clock time in Almaty. */
export function almatyLocal(iso: string): string {
  const parts = Object.fromEntries(almatyParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** A number that grows with every change of the match (minutes since 2024-01-01 UTC). */
export const sequenceOf = (updatedAt: string): number =>
  Math.max(0, Math.floor((Date.parse(updatedAt) - Date.UTC(2024, 0, 1)) / 60_000));

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LEAGUE_TZ}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0600',
  'TZOFFSETTO:+0600',
  'TZNAME:+06',
  'END:STANDARD',
  'BEGIN:STANDARD',
  'DTSTART:20240301T000000',
  'TZOFFSETFROM:+0600',
  'TZOFFSETTO:+0500',
  'TZNAME:+05',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function event(feed: Feed, e: FeedEvent): string[] {
  const end = new Date(Date.parse(e.start) + e.durationMinutes * 60_000).toISOString();
  return [
    'BEGIN:VEVENT',
    `UID:match-${e.matchId}@${feed.domain}`,
    `DTSTAMP:${utcStamp(feed.now)}`,
    `DTSTART;TZID=${LEAGUE_TZ}:${almatyLocal(e.start)}`,
    `DTEND;TZID=${LEAGUE_TZ}:${almatyLocal(end)}`,
    `SEQUENCE:${sequenceOf(e.updatedAt) + (e.revision ?? 0)}`,
    `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    `STATUS:${e.status === 'cancelled' ? 'CANCELLED' : e.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** The whole feed, CRLF line ends, folded lines. */
export function renderFeed(feed: Feed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${feed.domain}//League fixtures//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${LEAGUE_TZ}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...VTIMEZONE,
    ...feed.events.flatMap((e) => event(feed, e)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
