import { CabinetTournamentsResponse, getJson } from '@league/shared';

export const fetchTournaments = (signal: AbortSignal) => getJson('/cabinet/tournaments', CabinetTournamentsResponse, { signal });
