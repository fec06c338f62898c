// Players' and staff's documents: private files, handed out only through this endpoint (never
// from a public path). A command_admin gets only the documents of its own club's people.
import { DocumentFileParams, DocumentFileResponse } from '../contracts/files';
import {
  DocumentDeletedResponse,
  DocumentDeleteParams,
  DocumentUploadBody,
  DocumentUploadParams,
  DocumentUploadResponse,
} from '../contracts/cabinet-documents';
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

export const uploadDocument = endpoint({
  id: 'documents.upload',
  method: 'POST',
  path: '/cabinet/documents/:owner/:id',
  summary:
    'Adds a document to a player or staff member (multipart: `type`, `expires_at` YYYY-MM-DD or empty, `file` PDF/JPEG/PNG ≤ 1 MB, type read from the bytes); stored privately under a generated name',
  tag: 'documents',
  access: 'clubRegistry',
  params: DocumentUploadParams,
  body: DocumentUploadBody,
  bodyKind: 'multipart',
  response: DocumentUploadResponse,
});

export const deleteDocument = endpoint({
  id: 'documents.delete',
  method: 'DELETE',
  path: '/cabinet/documents/:owner/:id',
  summary: 'Deletes a document and its file',
  tag: 'documents',
  access: 'clubRegistry',
  params: DocumentDeleteParams,
  response: DocumentDeletedResponse,
});
