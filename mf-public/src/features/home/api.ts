// Calls of the home page: each block fetches on its own, so one failing block never blocks the rest.
import { callEndpoint, endpoints, getJson, MainTournamentResponse, NearestMatchesResponse, TournamentTableResponse } from '@league/shared';

type Signal = { signal: AbortSignal };

export const fetchMainTournament = ({ signal }: Signal) => getJson('/handbook/main-tournament', MainTournamentResponse, { signal });
export const fetchTable = (id: number, { signal }: Signal) => getJson(`/tournaments/${id}/table`, TournamentTableResponse, { signal });
export const fetchNearest = ({ signal }: Signal) => getJson('/nearest-matches', NearestMatchesResponse, { signal, params: { limit: 4 } });
export const fetchNews = ({ signal }: Signal) => callEndpoint(endpoints.content.news, { query: { per_page: 4 } }, { signal });
export const fetchVideos = ({ signal }: Signal) => callEndpoint(endpoints.content.videos, { query: { per_page: 3 } }, { signal });
export const fetchPartners = ({ signal }: Signal) => callEndpoint(endpoints.content.partners, {}, { signal });
export const fetchBanners = ({ signal }: Signal) => callEndpoint(endpoints.content.banners, { query: { placement: 'home_top' } }, { signal });
