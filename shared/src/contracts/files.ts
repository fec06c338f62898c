// Files the API answers as bytes, not as a JSON envelope: a player's or staff member's document
// (identity, medical, consent …), streamed with its own content type to the roles that may see
// it. A browser fetches such an endpoint as a Blob with the bearer token (a plain link carries
// no token); `callEndpoint` is for JSON answers.
import { enums, object, optional, Struct } from 'superstruct';
import { fromQuery, id } from './fields';

/** The answer of a file endpoint (the bytes themselves; nothing to validate as JSON). */
export interface FileAnswer {
  readonly file: true;
}

/**
 * The `response` of a file endpoint: kind `file`, its schema the content types it may answer
 * with (the API streams the file; OpenAPI documents it as binary of those types).
 */
export function fileAnswer(contentTypes: readonly string[]): Struct<FileAnswer, readonly string[]> {
  return new Struct<FileAnswer, readonly string[]>({ type: 'file', schema: contentTypes, validator: () => true });
}

/** Whose document: a player's or a staff member's (each has its own documents). */
export const DOCUMENT_OWNERS = ['player', 'staff'] as const;
export type DocumentOwner = (typeof DOCUMENT_OWNERS)[number];

export const DocumentFileParams = object({ owner: enums(DOCUMENT_OWNERS), id: fromQuery(id()) });

/** Documents are PDFs or scans (JPEG, PNG), domain: Files. */
export const DocumentFileResponse = fileAnswer(['application/pdf', 'image/jpeg', 'image/png']);

/** The size of every share image (ADR 0169): what link previews expect (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** A share image is a PNG. */
export const ShareImageAnswer = fileAnswer(['image/png']);
/** Crawlers send no Accept-Language: a page's share link names its language. */
export const ShareImageQuery = object({ lang: optional(enums(['kk', 'ru', 'en'] as const)) });
