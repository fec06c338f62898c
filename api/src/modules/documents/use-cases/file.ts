// A document's file for a download: only from the store's private area, only to a user who
// reaches the person (a provider: identity documents only); anything else is 404.
import type { DocumentOwner } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import { areaOf, type StoredFile } from '../../../storage/storage';
import type { CurrentUser } from '../../auth/index';
import * as repository from '../documents.repository';
import { type DocumentsDeps, reaches } from './deps';

export interface DocumentFile extends StoredFile {
  /** A name for the download: the document type, its id and the stored extension. */
  filename: string;
}

export async function documentFile(
  { db, storage }: DocumentsDeps,
  owner: DocumentOwner,
  id: number,
  user: CurrentUser,
): Promise<DocumentFile> {
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
}
