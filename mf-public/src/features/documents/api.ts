import { DocumentsResponse, getJson } from '@league/shared';

export const fetchDocuments = (signal: AbortSignal) => getJson('/documents', DocumentsResponse, { signal });
