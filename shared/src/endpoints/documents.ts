// Players' and staff's documents: private files, handed out only through this endpoint (never
// from a public path). A command_admin gets only the documents of its own club's people.
import { DocumentFileParams, DocumentFileResponse } from '../contracts/files';
import { endpoint } from './define';

export const documentFile = endpoint({
  id: 'documents.download',
  method: 'GET',
  path: '/cabinet/documents/:owner/:id/file',
  summary: "A player's or staff member's document file (PDF, JPEG or PNG), streamed with its type; never cached",
  tag: 'documents',
  access: 'peopleRead',
  params: DocumentFileParams,
  response: DocumentFileResponse,
});
