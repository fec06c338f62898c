import { ContentPageResponse, getJson, PartnersResponse } from '@league/shared';

export const fetchPartnerPage = (signal: AbortSignal) => getJson('/pages/partner', ContentPageResponse, { signal });
export const fetchPartners = (signal: AbortSignal) => getJson('/partners', PartnersResponse, { signal });
