// Players' and staff's documents are private (domain: Files): the file comes only from the
// store's private area, and a command_admin gets only its own club's people's documents. Another
// club's document answers 404, like a missing one: an id tells nothing about other clubs. The
// provider (travel) gets identity documents only. Uploads (super_admin, the club's command_admin)
// are checked by the upload rules before anything is written; the row and the file are written
// together (the file is removed again when the row cannot be), and a deletion removes both.
// The use cases are in use-cases/; this is the service the routes call.
import type { DocumentOwner } from '@league/shared/contracts';
import type { MultipartUpload } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import type { DocumentsDeps } from './use-cases/deps';
import { documentFile } from './use-cases/file';
import { removeDocument, uploadDocument } from './use-cases/writes';

export type { DocumentFile } from './use-cases/file';

export function createDocumentsService(deps: DocumentsDeps) {
  return {
    file: (owner: DocumentOwner, id: number, user: CurrentUser) => documentFile(deps, owner, id, user),
    upload: (owner: DocumentOwner, personId: number, user: CurrentUser, upload: MultipartUpload) =>
      uploadDocument(deps, owner, personId, user, upload),
    remove: (owner: DocumentOwner, id: number, user: CurrentUser) => removeDocument(deps, owner, id, user),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
