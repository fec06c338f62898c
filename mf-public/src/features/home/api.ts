// Calls of the home page: each block fetches on its own, so one failing block never blocks the rest.
import { BannersResponse, callEndpoint, endpoints, getJson, NewsListResponse, PartnersResponse, VideoListResponse } from '@league/shared';

type Signal = { signal: AbortSignal };

export const fetchMainTournament = ({ signal }: Signal) => callEndpoint(endpoints.handbooks.mainTournament, {}, { signal });
export const fetchTable = (id: number, { signal }: Signal) => callEndpoint(endpoints.standings.table, { params: { id } }, { signal });
export const fetchNearest = ({ signal }: Signal) => callEndpoint(endpoints.matches.nearest, { query: { limit: 4 } }, { signal });
export const fetchNews = ({ signal }: Signal) => getJson('/news', NewsListResponse, { signal, params: { per_page: 4 } });
export const fetchVideos = ({ signal }: Signal) => getJson('/video', VideoListResponse, { signal, params: { per_page: 3 } });
export const fetchPartners = ({ signal }: Signal) => getJson('/partners', PartnersResponse, { signal });
export const fetchBanners = ({ signal }: Signal) => getJson('/banners', BannersResponse, { signal, params: { placement: 'home_top' } });
