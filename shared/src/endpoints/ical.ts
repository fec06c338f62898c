// Calendar feeds (iCalendar, RFC 5545) a visitor subscribes to from the calendar and team
// pages: a tournament's fixtures and a team's fixtures, in Asia/Almaty time, one event per
// match with a stable UID, so a calendar app updates a match that moved.
import { enums, object, optional } from 'superstruct';
import { coerceText } from '../contracts/fields';
import { IdParams } from '../contracts/league';
import { fileAnswer } from '../contracts/files';
import { endpoint } from './define';

const tag = 'calendar';
const ICalResponse = fileAnswer(['text/calendar']);
const FEED_LANGUAGES = ['kk', 'ru', 'en'] as const;
/**
 * Calendar apps send no Accept-Language: the subscribe link names the language. A calendar app
 * shows no JSON error: a language the league does not speak is read as the default one (kk).
 */
const FeedQuery = object({
  lang: optional(
    coerceText(enums(FEED_LANGUAGES), (value) =>
      (FEED_LANGUAGES as readonly string[]).includes(value) ? value : FEED_LANGUAGES[0],
    ),
  ),
});

export const tournamentFeed = endpoint({
  id: 'ical.tournament',
  method: 'GET',
  path: '/ical/tournaments/:id',
  summary: "A tournament's fixtures as an iCalendar feed",
  tag,
  access: 'public',
  params: IdParams,
  query: FeedQuery,
  response: ICalResponse,
});

export const teamFeed = endpoint({
  id: 'ical.team',
  method: 'GET',
  path: '/ical/teams/:id',
  summary: "A team's fixtures (every tournament it plays in) as an iCalendar feed",
  tag,
  access: 'public',
  params: IdParams,
  query: FeedQuery,
  response: ICalResponse,
});

export const tournamentFixturesCsv = endpoint({
  id: 'ical.tournamentFixturesCsv',
  method: 'GET',
  path: '/tournaments/:id/fixtures.csv',
  summary:
    "A tournament's fixtures as CSV (UTF-8 with a BOM, for Excel): round, date and time (Almaty), host, guest, score, status, stadium — in the language `lang` names",
  tag,
  access: 'public',
  params: IdParams,
  query: FeedQuery,
  response: fileAnswer(['text/csv']),
});
