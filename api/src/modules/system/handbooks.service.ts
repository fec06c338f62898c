// GET /handbook/main-tournament and GET /handbook/{name}: the main tournament, and the reference
// lists the site's filters and forms offer (seasons, tournaments, teams, tours, places, referees,
// and the closed lists with their titles). Each list is read through the module that owns it.
import type {
  HandbookKey,
  HandbookRecord,
  HandbookListName,
  HandbookQuery,
  Language,
  TournamentDetail,
} from '@league/shared/contracts';
import { GOAL_METHODS, PENALTY_FAILURES, PLAYER_POSITIONS, REMOVAL_CAUSES } from '@league/shared/contracts';
import { UNIFORM_COLORS, enumLabel, type EnumName } from '@league/shared/labels';
import type { DB } from '../../db/database';
import type { RefereesService } from '../referees/index';
import type { StadiumsService } from '../stadiums/index';
import { createTeamReads } from '../teams/index';
import type { TournamentsService } from '../tournaments/index';

interface HandbooksDeps {
  db: DB;
  tournaments: TournamentsService;
  stadiums: StadiumsService;
  referees: RefereesService;
}

export function createHandbooksService({ db, tournaments, stadiums, referees }: HandbooksDeps) {
  const teams = createTeamReads({ db });

  return {
    /** The tournament marked main, null when none is. */
    async mainTournament(language: Language): Promise<TournamentDetail | null> {
      const main = await tournaments.main(language);
      return main ? tournaments.toDetail(main, language) : null;
    },

    async list(
      language: Language,
      name: HandbookListName,
      query: HandbookQuery,
    ): Promise<HandbookRecord[] | HandbookKey[]> {
      const keyed = (keys: readonly string[], labels: EnumName) =>
        keys.map((key) => ({ id: key, slug: key, title: enumLabel(labels, key, language) }));
      switch (name) {
        case 'season':
          // Seasons that hold a tournament: the public filters never offer an empty season (the cabinet's form lists them all).
          return (await tournaments.seasons(language, { withTournaments: true })).map((s) => ({
            id: s.id,
            slug: String(s.year),
            title: s.title,
          }));
        case 'team':
          return (await teams.ofTournament(language, query.tournament_id)).map((t) => ({
            id: t.id,
            slug: t.slug,
            title: t.title,
          }));
        case 'tournament':
          return tournaments.handbook(language, query.season_id);
        case 'city':
          return stadiums.handbookCities(language);
        case 'country':
          return stadiums.handbookCountries(language);
        case 'tour': {
          const tournamentId = query.tournament_id ?? (await tournaments.main(language))?.id;
          if (tournamentId === undefined) return [];
          return (await tournaments.tours(language, tournamentId)).map((t) => ({
            id: t.id,
            slug: String(t.number),
            title: t.title,
          }));
        }
        case 'referee':
          return referees.handbook(language);
        case 'stadium':
          return stadiums.handbookStadiums(language);
        case 'penalty-failure':
          return keyed(PENALTY_FAILURES, 'penaltyFailure');
        case 'removal-cause':
          return keyed(REMOVAL_CAUSES, 'removalCause');
        case 'position':
          return keyed(PLAYER_POSITIONS, 'position');
        case 'goal-type':
          return keyed(GOAL_METHODS, 'goalMethod');
        case 'colors':
          return keyed(Object.keys(UNIFORM_COLORS), 'color');
        case 'birth-years':
          return (await teams.birthYears()).map((year) => ({ id: year, slug: String(year), title: String(year) }));
      }
    },
  };
}

export type HandbooksService = ReturnType<typeof createHandbooksService>;
