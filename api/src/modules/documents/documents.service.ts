// Players' and staff's documents are private (domain: Files): the file comes only from the
// store's private area, and a command_admin gets only its own club's people's documents. Another
// club's document answers 404, like a missing one: an id tells nothing about other clubs.
import type { DocumentOwner } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { CurrentUser } from '../auth/auth.service';
import { areaOf, type FileStorage, type StoredFile } from '../../storage/storage';
import * as repository from './documents.repository';

export interface DocumentFile extends StoredFile {
  /** A name for the download: the document type, its id and the stored extension. */
  filename: string;
}

export function createDocumentsService({ db, storage }: { db: DB; storage: FileStorage }) {
  return {
    async file(owner: DocumentOwner, id: number, user: CurrentUser): Promise<DocumentFile> {
      const document = await repository.findDocument(db, owner, id);
      if (!document) throw new AppError('not_found');
      if (user.role === 'command_admin') {
        const clubs = await repository.personClubIds(db, owner, document.person_id);
        if (user.clubId === null || !clubs.includes(user.clubId)) throw new AppError('not_found');
      }
      let file: StoredFile | null = null;
      try {
        if (areaOf(document.file_path) === 'private') file = await storage.get(document.file_path);
      } catch {
        file = null; // a key the store refuses names no file
      }
      if (!file) throw new AppError('not_found');
      const extension = document.file_path.slice(document.file_path.lastIndexOf('.') + 1);
      return { ...file, filename: `${document.type}-${document.id}.${extension}` };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
