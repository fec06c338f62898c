// The match of a protocol page's address (/cabinet/tournaments/:id/matches/:match_id…).
import { useParams } from 'react-router-dom';

export function useMatchParams() {
  const params = useParams();
  const matchId = Number(params.match_id);
  return { tournamentId: Number(params.id), matchId, args: { params: { id: matchId } } };
}
