// The documents of players and staff in the cabinet: uploading and deleting one (private files).
import { DATE_BOUNDS } from '../validation/rules';
import { DOCUMENT_OWNERS } from './files';
import { DOCUMENT_TYPES } from './enums';
import { type Infer, any, enums, integer, nullable, object, optional, string, type } from 'superstruct';
import { PersonDocument } from './cabinet-people';
import { dateAround, fromQuery, id, oneOf } from './fields';
import { successEnvelope } from './envelope';

// ---------------------------------------------------------------- files

/**
 * Multipart parts of a document upload: `type`, `expires_at` (optional) and `file`. Declared
 * loose here because the route reads the stream itself; `DocumentUploadFields` checks the text parts.
 */
export const DocumentUploadBody = object({
  type: optional(string()),
  expires_at: optional(string()),
  file: optional(any()),
});
export type DocumentUploadBody = Infer<typeof DocumentUploadBody>;
export const DocumentUploadFields = object({
  type: oneOf(DOCUMENT_TYPES),
  expires_at: optional(nullable(dateAround(DATE_BOUNDS.documentExpiry))),
});
export type DocumentUploadFields = Infer<typeof DocumentUploadFields>;
export const DocumentUploadParams = object({ owner: enums(DOCUMENT_OWNERS), id: fromQuery(id()) });
export const DocumentUploadResponse = successEnvelope(PersonDocument);

/** Multipart part `photo` (an image ≤ 300 KB). */
export const PhotoUploadBody = object({ photo: optional(any()) });
export type PhotoUploadBody = Infer<typeof PhotoUploadBody>;
export const PhotoUploadResponse = successEnvelope(type({ id: integer(), slug: string(), photo: string() }));

export const DocumentDeleteParams = object({ owner: enums(DOCUMENT_OWNERS), id: fromQuery(id()) });
export const DocumentDeletedResponse = successEnvelope(type({ id: integer() }));
