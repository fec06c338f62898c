// A team's application to a tournament as the public sees it: the players (by position) and the
// staff whose own application there is submitted.
import type { Language, TournamentTeamApplication } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { ageOn, groupByPosition } from '../../players/index';
import { clubRef } from '../../teams/index';
import * as repository from '../applications.repository';
import type { ApplicationsDeps } from './deps';

const notFound = () => new AppError('not_found');

/**
 * A team's application to a tournament as the public sees it: players and staff whose own
 * application there is `submitted`. 404 when the tournament or team is unknown or the team
 * never applied to the tournament.
 */
export async function teamApplication(
  { db, tournaments, staff, teams, players }: ApplicationsDeps,
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
}
