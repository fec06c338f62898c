// Calendar feeds of fixtures: a tournament's and a team's matches with a kick-off time, as
// iCalendar text (ical.format.ts). Reads through the services of tournaments, matches and teams.
// The feeds are in ./feeds; this service hands each call to its feed.
import type { Language } from '@league/shared/contracts';
import { tournamentFeed, teamFeed } from './feeds/calendars';
import { tournamentCsv } from './feeds/csv';
import { type FeedSite, feedDeps, type IcalDeps } from './feeds/deps';

export { type FeedSite, siteOf } from './feeds/deps';
export { FIXTURES_CSV_TITLES } from './feeds/titles';

export function createIcalService(input: IcalDeps) {
  const deps = feedDeps(input);
  return {
    tournament: (language: Language, site: FeedSite, id: number): Promise<string> =>
      tournamentFeed(deps, language, site, id),
    /** The tournament's fixtures as CSV text, by round and kick-off. */
    tournamentCsv: (language: Language, id: number): Promise<string> => tournamentCsv(deps, language, id),
    team: (language: Language, site: FeedSite, id: number): Promise<string> => teamFeed(deps, language, site, id),
  };
}

export type IcalService = ReturnType<typeof createIcalService>;
