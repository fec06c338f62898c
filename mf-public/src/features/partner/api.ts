import { callEndpoint, endpoints } from '@league/shared';

export const fetchPartnerPage = (signal: AbortSignal) => callEndpoint(endpoints.content.page, { params: { slug: 'partner' } }, { signal });
export const fetchPartners = (signal: AbortSignal) => callEndpoint(endpoints.content.partners, {}, { signal });
