// Players' and staff's documents are private (domain: Files): the file comes only from the
// store's private area, and a command_admin gets only its own club's people's documents. Another
// club's document answers 404, like a missing one: an id tells nothing about other clubs. The
// provider (travel) gets identity documents only. Uploads (super_admin, the club's command_admin)
// are checked by the upload rules before anything is written; the row and the file are written
// together (the file is removed again when the row cannot be), and a deletion removes both.
import {
  DocumentUploadFields,
  PLAYER_DOCUMENT_TYPES,
  type DocumentOwner,
  type PersonDocument,
} from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { parseBody } from '../../lib/validate';
import { type CurrentUser, inClubScope, isClubScoped } from '../auth/index';
import { areaOf, type FileStorage, type StoredFile } from '../../storage/storage';
import { storeFile, type MultipartUpload } from '../../storage/upload';
import * as repository from './documents.repository';

export interface DocumentFile extends StoredFile {
  /** A name for the download: the document type, its id and the stored extension. */
  filename: string;
}

export function createDocumentsService({ db, storage, clock }: { db: DB; storage: FileStorage; clock: Clock }) {
  /** Whether the user reaches the person: a command_admin only people of its own club. */
  async function reaches(
    executor: DB | Parameters<typeof repository.personClubIds>[0],
    owner: DocumentOwner,
    personId: number,
    user: CurrentUser,
  ) {
    if (!isClubScoped(user)) return true;
    return inClubScope(user, ...(await repository.personClubIds(executor, owner, personId)));
  }

  return {
    async file(owner: DocumentOwner, id: number, user: CurrentUser): Promise<DocumentFile> {
      const document = await repository.findDocument(db, owner, id);
      if (!document) throw new AppError('not_found');
      if (!(await reaches(db, owner, document.person_id, user))) throw new AppError('not_found');
      if (user.role === 'provider' && document.type !== 'identity') throw new AppError('not_found');
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

    async upload(
      owner: DocumentOwner,
      personId: number,
      user: CurrentUser,
      upload: MultipartUpload,
    ): Promise<PersonDocument> {
      const fields = parseBody(DocumentUploadFields, {
        type: upload.fields.type,
        expires_at: upload.fields.expires_at?.trim() ? upload.fields.expires_at.trim() : null,
      });
      if (owner === 'player' && !PLAYER_DOCUMENT_TYPES.includes(fields.type))
        throw new AppError('validation_failed', { fields: { type: [{ rule: 'document_type_not_allowed' }] } });
      if (!upload.file) throw new AppError('validation_failed', { fields: { file: [{ rule: 'required' }] } });
      const file = upload.file;
      // The person and the scope are checked before the file is stored: a refusal writes nothing.
      if (!(await repository.personExists(db, owner, personId)) || !(await reaches(db, owner, personId, user)))
        throw new AppError('not_found');
      const key = await storeFile(storage, 'document', file, clock());
      try {
        const row = await inTransaction(db, async (trx) => {
          if (!(await repository.personExists(trx, owner, personId)) || !(await reaches(trx, owner, personId, user)))
            throw new AppError('not_found');
          return repository.insertDocument(trx, owner, {
            personId,
            type: fields.type,
            filePath: key,
            originalName: file.originalName,
            size: file.bytes.length,
            mime: file.contentType,
            uploadedBy: user.id,
            expiresAt: fields.expires_at ?? null,
          });
        });
        const today = almatyDate(clock());
        return {
          id: row.id,
          owner,
          type: row.type,
          name: row.original_name,
          size: row.size_bytes,
          mime: row.mime,
          expires_at: row.expires_at,
          expired: row.expires_at !== null && row.expires_at < today,
          uploaded_at: new Date(row.created_at).toISOString(),
        };
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    async remove(owner: DocumentOwner, id: number, user: CurrentUser): Promise<{ id: number }> {
      await inTransaction(db, async (trx, tx) => {
        const document = await repository.findDocument(trx, owner, id);
        if (!document || !(await reaches(trx, owner, document.person_id, user))) throw new AppError('not_found');
        await repository.deleteDocument(trx, owner, id);
        tx.afterCommit(() => storage.delete(document.file_path).catch(() => undefined));
      });
      return { id };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
