// The team of the URL (`/cabinet/clubs/:club_id/teams/:id`): its cabinet answer, checked to
// belong to the club of the URL (a team of another club in the URL is a 404 like a missing one).
import { useParams } from 'react-router-dom';
import { positiveId, useEndpointQuery } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

export function useTeamIds() {
  const params = useParams();
  const clubId = positiveId(params.club_id) ?? 0;
  const teamId = positiveId(params.id) ?? 0;
  return { clubId, teamId, valid: clubId > 0 && teamId > 0 };
}

export function useTeam() {
  const { clubId, teamId, valid } = useTeamIds();
  const team = useEndpointQuery(endpoints.teamsCabinet.cabinetTeam, valid ? { params: { id: teamId } } : null);
  const wrongClub = team.status === 'success' && team.data.data.team.club.id !== clubId;
  return { clubId, teamId, team, wrongClub };
}
