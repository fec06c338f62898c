// The team of the URL (`/cabinet/clubs/:club_id/teams/:id`): its cabinet answer, checked to
// belong to the club of the URL (a team of another club in the URL is a 404 like a missing one).
import { useParams } from 'react-router-dom';
import { useEndpointQuery } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

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
