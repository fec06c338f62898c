// The team of the URL (`/cabinet/clubs/:club_id/teams/:id`): its cabinet answer, checked to
// belong to the club of the URL (a team of another club in the URL is a 404 like a missing one).
import { useParams } from 'react-router-dom';
import { endpoints, useEndpointQuery } from '@league/shared';

export function useTeamIds() {
  const { club_id: club, id } = useParams();
  const clubId = Number(club);
  const teamId = Number(id);
  const valid = Number.isInteger(clubId) && clubId > 0 && Number.isInteger(teamId) && teamId > 0;
  return { clubId, teamId, valid };
}

export function useTeam() {
  const { clubId, teamId, valid } = useTeamIds();
  const team = useEndpointQuery(endpoints.teamsCabinet.cabinetTeam, valid ? { params: { id: teamId } } : null);
  const wrongClub = team.status === 'success' && team.data.data.team.club.id !== clubId;
  return { clubId, teamId, team, wrongClub };
}

/** Whether a failed answer was a 404 (a missing team, or another club's for a command_admin). */
export function isNotFound(error: unknown): boolean {
  return (error as { response?: { status?: number } } | undefined)?.response?.status === 404;
}
