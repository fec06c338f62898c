import { ContactsResponse, ContentPageResponse, getJson } from '@league/shared';

export const fetchPage = (slug: string, signal: AbortSignal) => getJson(`/pages/${encodeURIComponent(slug)}`, ContentPageResponse, { signal });
export const fetchContacts = (signal: AbortSignal) => getJson('/contacts', ContactsResponse, { signal });
