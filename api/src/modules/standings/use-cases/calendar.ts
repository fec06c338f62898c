// The calendar: a tournament's (or a season's, or the main tournament's) matches by tour and day,
// all of them, those not started and those completed.
import type { CalendarGroups, CalendarQuery, CalendarTour, Language } from '@league/shared/contracts';
import { standings as endpoints } from '@league/shared/endpoints';
import { snapshotKey } from '../../../lib/public-caches';
import * as stats from '../../stats/index';
import { matchMap } from './data';
import type { StandingsReadDeps } from './deps';
import { notFound } from './rows';

export async function calendar(
  { snapshots, tournaments, matches, teams }: StandingsReadDeps,
  language: Language,
  query: CalendarQuery,
): Promise<CalendarGroups> {
  return snapshots.get(
    snapshotKey(endpoints.calendar, language, query.tournament_id, query.season_id, query.team_id),
    async () => {
      let tournamentIds: number[];
      if (query.tournament_id !== undefined) tournamentIds = [query.tournament_id];
      else if (query.season_id !== undefined) tournamentIds = await tournaments.idsOfSeason(query.season_id);
      else {
        const main = await tournaments.main(language);
        tournamentIds = main ? [main.id] : [];
      }
      // Matches without a kick-off time have no calendar day yet; one postponed with its date to
      // be set stays on the day it was to be played (its card says so, ADR 0177).
      const set = await matches.cardSet(language, { tournamentIds, teamId: query.team_id, dated: true });
      const { rows, cards } = set;
      const inputs = set.inputs.map((input, i) =>
        rows[i].date_time === null && rows[i].postponed_from !== null
          ? { ...input, dateTime: rows[i].postponed_from! }
          : input,
      );
      // The tournament and the team of a match exist (its foreign keys): only an empty calendar needs the 404 checks.
      if (rows.length === 0) {
        if (query.tournament_id !== undefined) await tournaments.existsOr404(query.tournament_id);
        if (query.team_id !== undefined && !(await teams.exists(query.team_id))) throw notFound();
      }
      const grouped = stats.calendar(inputs);
      const byId = matchMap(rows);
      const tours = (list: stats.CalendarTour[]): CalendarTour[] =>
        list.map((tour) => ({
          tour_name: tour.tour_name,
          tour_number: tour.tour_number,
          tour_id: byId.get(tour.matches[0]?.id)?.tour_id ?? null,
          days: tour.days.map((day) => ({ date: day.date, matches: day.matches.map((m) => cards.get(m.id)!) })),
        }));
      return {
        all: tours(grouped.all),
        not_started: tours(grouped.not_started),
        completed: tours(grouped.completed),
      };
    },
  );
}
