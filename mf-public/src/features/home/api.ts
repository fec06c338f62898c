// Calls of the home page: each block fetches on its own, so one failing block never blocks the rest.
import {
  BannersResponse,
  getJson,
  MainTournamentResponse,
  NearestMatchesResponse,
  NewsListResponse,
  PartnersResponse,
  TournamentTableResponse,
  VideoListResponse,
} from '@league/shared';

type Signal = { signal: AbortSignal };

export const fetchMainTournament = ({ signal }: Signal) => getJson('/handbook/main-tournament', MainTournamentResponse, { signal });
export const fetchTable = (id: number, { signal }: Signal) => getJson(`/tournaments/${id}/table`, TournamentTableResponse, { signal });
export const fetchNearest = ({ signal }: Signal) => getJson('/nearest-matches', NearestMatchesResponse, { signal, params: { limit: 4 } });
export const fetchNews = ({ signal }: Signal) => getJson('/news', NewsListResponse, { signal, params: { per_page: 4 } });
export const fetchVideos = ({ signal }: Signal) => getJson('/video', VideoListResponse, { signal, params: { per_page: 3 } });
export const fetchPartners = ({ signal }: Signal) => getJson('/partners', PartnersResponse, { signal });
export const fetchBanners = ({ signal }: Signal) => getJson('/banners', BannersResponse, { signal, params: { placement: 'home_top' } });
