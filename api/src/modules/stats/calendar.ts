// Calendar groups (spec §3): all / not_started / completed → tours → days → matches.
// Field names follow the spec's wire shape (snake_case) because this is returned as is.
import { compareMatchesByTime, isDecided, uniqueById } from './score.js';
import type { Id, MatchInput, MatchStatus } from './stats.types.js';

export const LEAGUE_TIME_ZONE = 'Asia/Almaty';

export interface CalendarMatch {
  id: Id;
  /** League-local calendar date, `YYYY-MM-DD`. */
  date: string;
  tour_name: string;
  /** ISO instant as stored (UTC). */
  date_time: string;
  tour_id: Id;
  tour_number: number;
  host_team_id: Id;
  guest_team_id: Id;
  status: MatchStatus;
}

export interface CalendarDay {
  date: string;
  matches: CalendarMatch[];
}

export interface CalendarTour {
  tour_name: string;
  tour_number: number;
  /** All matches of the tour, in kick-off order. */
  matches: CalendarMatch[];
  /** The same matches grouped by league-local date. */
  days: CalendarDay[];
}

export interface Calendar {
  all: CalendarTour[];
  not_started: CalendarTour[];
  completed: CalendarTour[];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Dates already worked out, by time zone and instant (a calendar asks for each match's date several times). */
const dates = new Map<string, string>();
const DATES_KEPT = 20_000;

/** The calendar date of an instant in a time zone (Asia/Almaty by default), `YYYY-MM-DD`. */
export function localDate(isoDateTime: string, timeZone = LEAGUE_TIME_ZONE): string {
  const key = `${timeZone}|${isoDateTime}`;
  const known = dates.get(key);
  if (known !== undefined) return known;
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(isoDateTime)).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  if (dates.size >= DATES_KEPT) dates.clear();
  dates.set(key, date);
  return date;
}

/** `completed`: finished or technical result. `not_started`: scheduled or postponed. Live and
 *  cancelled matches appear only under `all`. */
export function calendarGroup(match: MatchInput): 'completed' | 'not_started' | null {
  if (isDecided(match)) return 'completed';
  if (match.status === 'scheduled' || match.status === 'postponed') return 'not_started';
  return null;
}

function toTours(matches: MatchInput[], timeZone: string): CalendarTour[] {
  const tours = new Map<string, CalendarTour>();
  for (const m of [...matches].sort(compareMatchesByTime)) {
    const item: CalendarMatch = {
      id: m.id,
      date: localDate(m.dateTime, timeZone),
      tour_name: m.tourName,
      date_time: m.dateTime,
      tour_id: m.tourId,
      tour_number: m.tourNumber,
      host_team_id: m.hostTeamId,
      guest_team_id: m.guestTeamId,
      status: m.status,
    };
    let tour = tours.get(m.tourName);
    if (!tour) {
      tour = { tour_name: m.tourName, tour_number: m.tourNumber, matches: [], days: [] };
      tours.set(m.tourName, tour);
    }
    tour.tour_number = Math.min(tour.tour_number, m.tourNumber);
    tour.matches.push(item);
    const day = tour.days.find((d) => d.date === item.date);
    if (day) day.matches.push(item);
    else tour.days.push({ date: item.date, matches: [item] });
  }
  const list = [...tours.values()];
  for (const t of list) t.days.sort((a, b) => a.date.localeCompare(b.date));
  return list.sort((a, b) => a.tour_number - b.tour_number || a.tour_name.localeCompare(b.tour_name));
}

/**
 * Builds the three calendar groups. Matches are de-duplicated by id (the first copy wins),
 * grouped by tour name (ordered by tour order), then by league-local day.
 */
export function calendar(matches: MatchInput[], timeZone = LEAGUE_TIME_ZONE): Calendar {
  const unique = uniqueById(matches);
  return {
    all: toTours(unique, timeZone),
    not_started: toTours(
      unique.filter((m) => calendarGroup(m) === 'not_started'),
      timeZone,
    ),
    completed: toTours(
      unique.filter((m) => calendarGroup(m) === 'completed'),
      timeZone,
    ),
  };
}
