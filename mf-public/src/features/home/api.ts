// Calls of the home page: each block fetches on its own, so one failing block never blocks the rest.
import { callEndpoint, endpoints } from '@league/shared';

type Signal = { signal: AbortSignal };

export const fetchMainTournament = ({ signal }: Signal) => callEndpoint(endpoints.handbooks.mainTournament, {}, { signal });
export const fetchTable = (id: number, { signal }: Signal) => callEndpoint(endpoints.standings.table, { params: { id } }, { signal });
export const fetchNearest = ({ signal }: Signal) => callEndpoint(endpoints.matches.nearest, { query: { limit: 4 } }, { signal });
export const fetchNews = ({ signal }: Signal) => callEndpoint(endpoints.content.news, { query: { per_page: 4 } }, { signal });
export const fetchVideos = ({ signal }: Signal) => callEndpoint(endpoints.content.videos, { query: { per_page: 3 } }, { signal });
export const fetchPartners = ({ signal }: Signal) => callEndpoint(endpoints.content.partners, {}, { signal });
export const fetchBanners = ({ signal }: Signal) => callEndpoint(endpoints.content.banners, { query: { placement: 'home_top' } }, { signal });
