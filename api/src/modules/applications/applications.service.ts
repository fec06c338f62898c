// Applications: a team's application to a tournament as the public sees it, the players whose
// application was withdrawn (unsubmitted), and the application reads the team and player pages
// use.
import type {
  ApplicationStatus,
  Language,
  TournamentTeamApplication,
  UnsubmittedPlayer,
} from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { ageOn, createPlayerReads, groupByPosition, squadPlayer } from '../players/index';
import type { StaffService } from '../staff/index';
import { clubRef, createTeamReads } from '../teams/index';
import type { TournamentsService } from '../tournaments/index';
import * as repository from './applications.repository';

export type { ApplicationRow } from './applications.repository';

const notFound = () => new AppError('not_found');

export function createApplicationsService({
  db,
  tournaments,
  staff,
}: {
  db: DB;
  tournaments: TournamentsService;
  staff: StaffService;
}) {
  const teams = createTeamReads({ db });
  const players = createPlayerReads({ db });

  return {
    /** Player applications by team, player, tournaments and statuses, latest change first. */
    players: (filter: {
      teamId?: number;
      playerId?: number;
      tournamentIds?: number[];
      statuses?: ApplicationStatus[];
    }) => repository.playerApplications(db, filter),

    async unsubmitted(language: Language, teamId: number): Promise<UnsubmittedPlayer[]> {
      await teams.byIdOr404(language, teamId);
      const applications = await repository.playerApplications(db, { teamId, statuses: ['unsubmitted'] });
      const [rows, byTournament] = await Promise.all([
        players.byIds(
          language,
          applications.map((a) => a.player_id),
        ),
        tournaments.byIds(
          language,
          applications.map((a) => a.tournament_id),
        ),
      ]);
      const byId = new Map(rows.map((p) => [p.id, p]));
      const t = tournaments.today();
      return applications
        .filter((a) => byId.has(a.player_id) && byTournament.has(a.tournament_id))
        .map((a) => ({
          player: squadPlayer(byId.get(a.player_id)!, a.number ?? byId.get(a.player_id)!.number, t),
          tournament: tournaments.ref(byTournament.get(a.tournament_id)!),
          number: a.number,
          changed_at: a.updated_at,
        }));
    },

    async checkUnsubmitted(language: Language, teamId: number) {
      await teams.byIdOr404(language, teamId);
      return { unsubmitted_present: await repository.hasApplicationWithStatus(db, teamId, 'unsubmitted') };
    },

    /**
     * A team's application to a tournament as the public sees it: players and staff whose own
     * application there is `submitted`. 404 when the tournament or team is unknown or the team
     * never applied to the tournament.
     */
    async teamApplication(
      language: Language,
      tournamentId: number,
      teamSlug: string,
    ): Promise<TournamentTeamApplication> {
      const [tournament, [team]] = await Promise.all([
        tournaments.byId(language, tournamentId),
        teams.rows(language, { slug: teamSlug }),
      ]);
      if (!tournament || !team) throw notFound();
      const status = await repository.tournamentTeamStatus(db, tournament.id, team.id);
      if (!status) throw notFound();
      const [applications, applicationStaff] = await Promise.all([
        repository.playerApplications(db, { teamId: team.id, tournamentIds: [tournament.id], statuses: ['submitted'] }),
        staff.ofApplication(language, tournament.id, team.id, 'submitted'),
      ]);
      const number = new Map(applications.map((a) => [a.player_id, a.number]));
      const listed = (await players.byIds(language, [...number.keys()])).map((p) => ({
        id: p.id,
        slug: p.slug,
        name: p.name,
        first_name: p.first_name,
        last_name: p.last_name,
        position: p.position,
        number: number.get(p.id) ?? p.number,
        age: ageOn(p.birth_date, tournaments.today()),
        is_pupil: p.is_pupil,
        is_captain: p.is_captain,
        is_joker: p.is_joker,
      }));
      return {
        tournament: {
          id: tournament.id,
          slug: tournament.slug,
          title: tournament.title,
          season: { id: tournament.season_id, year: tournament.season_year, title: tournament.season_title },
          age_group: tournament.age_group,
          gender: tournament.gender,
        },
        team: {
          id: team.id,
          slug: team.slug,
          title: team.title,
          logo: fileUrl(team.logo ?? team.club_logo),
          is_woman_squad: team.is_woman_squad,
          club: clubRef(team),
        },
        status,
        players: groupByPosition(listed, language),
        staff: applicationStaff,
      };
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
