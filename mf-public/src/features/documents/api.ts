import { callEndpoint, endpoints } from '@league/shared';

export const fetchDocuments = (signal: AbortSignal) => callEndpoint(endpoints.content.documents, {}, { signal });
