import { callEndpoint, endpoints } from '@league/shared';

export const fetchPage = (slug: string, signal: AbortSignal) => callEndpoint(endpoints.content.page, { params: { slug } }, { signal });
export const fetchContacts = (signal: AbortSignal) => callEndpoint(endpoints.content.contacts, {}, { signal });
