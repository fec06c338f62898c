// GET /handbook/{name}: the reference lists the site's filters and forms offer (seasons,
// tournaments, teams, tours, places, referees, and the closed lists with their titles). Each list
// is read through the module that owns it.
import type { HandbookItem, HandbookName, HandbookQuery, Language, TournamentDetail } from '@league/shared/contracts';
import { GOAL_METHODS, PENALTY_FAILURES, PLAYER_POSITIONS, REMOVAL_CAUSES } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { COLORS, GOAL_TYPE_LABELS, PENALTY_FAILURE_LABELS, POSITION_LABELS, REMOVAL_CAUSE_LABELS, colorTitle } from '../matches/matches.labels';
import { createRefereesService } from '../referees/referees.service';
import { createStadiumsService } from '../stadiums/stadiums.service';
import { createTeamReads } from '../teams/teams.reads';
import { createTournamentsService } from '../tournaments/tournaments.service';

export function createHandbooksService({ db, clock }: { db: DB; clock: Clock }) {
  const tournaments = createTournamentsService({ db, clock });
  const teams = createTeamReads({ db });
  const stadiums = createStadiumsService({ db });
  const referees = createRefereesService({ db, clock });

  return {
    async handbook(language: Language, name: HandbookName, query: HandbookQuery): Promise<HandbookItem[] | TournamentDetail | null> {
      const keyed = <K extends string>(keys: readonly K[], labels: Record<Language, Record<K, string>>) =>
        keys.map((key) => ({ id: key, slug: key, title: labels[language][key] }));
      switch (name) {
        case 'main-tournament': {
          const main = await tournaments.main(language);
          return main ? tournaments.toDetail(main, language) : null;
        }
        case 'season':
          return (await tournaments.seasons(language)).map((s) => ({ id: s.id, slug: String(s.year), title: s.title }));
        case 'team':
          return (await teams.ofTournament(language, query.tournament_id)).map((t) => ({ id: t.id, slug: t.slug, title: t.title }));
        case 'tournament':
          return tournaments.handbook(language, query.season_id);
        case 'city':
          return stadiums.handbookCities(language);
        case 'country':
          return stadiums.handbookCountries(language);
        case 'tour': {
          const tournamentId = query.tournament_id ?? (await tournaments.main(language))?.id;
          if (tournamentId === undefined) return [];
          return (await tournaments.tours(language, tournamentId)).map((t) => ({ id: t.id, slug: String(t.number), title: t.title }));
        }
        case 'referee':
          return referees.handbook(language);
        case 'stadium':
          return stadiums.handbookStadiums(language);
        case 'penalty-failure':
          return keyed(PENALTY_FAILURES, PENALTY_FAILURE_LABELS);
        case 'removal-cause':
          return keyed(REMOVAL_CAUSES, REMOVAL_CAUSE_LABELS);
        case 'position':
          return keyed(PLAYER_POSITIONS, POSITION_LABELS);
        case 'goal-type':
          return keyed(GOAL_METHODS, GOAL_TYPE_LABELS);
        case 'colors':
          return Object.keys(COLORS).map((key) => ({ id: key, slug: key, title: colorTitle(key, language) }));
        case 'birth-years':
          return (await teams.birthYears()).map((year) => ({ id: year, slug: String(year), title: String(year) }));
      }
    },
  };
}

export type HandbooksService = ReturnType<typeof createHandbooksService>;
