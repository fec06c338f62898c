import { CabinetClubsResponse, getJson } from '@league/shared';

export const fetchClubs = (signal: AbortSignal) => getJson('/cabinet/clubs', CabinetClubsResponse, { signal });
