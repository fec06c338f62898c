// A person's document uploaded (checked before anything is written; the row and the file go
// together) or deleted (the file removed after the row's commit).
import {
  DocumentUploadFields,
  PLAYER_DOCUMENT_TYPES,
  type DocumentOwner,
  type PersonDocument,
} from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { almatyDate } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { parseBody } from '../../../lib/validate';
import { storeFile, type MultipartUpload } from '../../../storage/upload';
import type { CurrentUser } from '../../auth/index';
import { documentDto } from '../document-view';
import * as repository from '../documents.repository';
import { type DocumentsDeps, reaches } from './deps';

export async function uploadDocument(
  { db, storage, clock }: DocumentsDeps,
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
    return documentDto(owner, row, almatyDate(clock()));
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function removeDocument(
  { db, storage }: DocumentsDeps,
  owner: DocumentOwner,
  id: number,
  user: CurrentUser,
): Promise<{ id: number }> {
  await inTransaction(db, async (trx, tx) => {
    const document = await repository.findDocument(trx, owner, id);
    if (!document || !(await reaches(trx, owner, document.person_id, user))) throw new AppError('not_found');
    await repository.deleteDocument(trx, owner, id);
    tx.afterCommit(() => storage.delete(document.file_path).catch(() => undefined));
  });
  return { id };
}
