// The match protocol page belongs to mf-cabinet-matches (`/cabinet/tournaments/:id/matches/:match_id`
// in the access table); this remote only links to it.
import { paths } from '../../paths';

export const protocolPath = (tournamentId: number, matchId: number) => `${paths.tournamentMatches(tournamentId)}/${encodeURIComponent(String(matchId))}`;
