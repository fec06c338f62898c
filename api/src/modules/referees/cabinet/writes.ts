// The referees registry's writes (super_admin), each in one transaction on the referee's row:
// create (a free slug), edit, (de)activation and the photo (the old file removed after commit).
import type { CabinetReferee, Language, RefereeBody } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { insertWithFreeSlug, slugFrom } from '../../../lib/slug';
import { removeStoredImage, storedPath, storeFile, type AcceptedFile } from '../../../storage/upload';
import * as repository from '../referees.cabinet.repository';
import type { RefereesCabinetDeps } from './deps';
import { refereeDetail } from './reads';
import { orNull } from '../../../lib/text';

async function values(executor: Executor, body: RefereeBody): Promise<repository.RefereeValues> {
  if (body.city_id && !(await repository.cityExists(executor, body.city_id)))
    throw new AppError('validation_failed', { fields: { city_id: [{ rule: 'one_of' }] } });
  return {
    first_name_kk: body.first_name_kk.trim(),
    first_name_ru: orNull(body.first_name_ru),
    first_name_en: orNull(body.first_name_en),
    last_name_kk: body.last_name_kk.trim(),
    last_name_ru: orNull(body.last_name_ru),
    last_name_en: orNull(body.last_name_en),
    category_kk: orNull(body.category_kk),
    category_ru: orNull(body.category_ru),
    category_en: orNull(body.category_en),
    city_id: body.city_id ?? null,
    birth_date: body.birth_date ?? null,
    phone: orNull(body.phone),
    email: orNull(body.email)?.toLowerCase() ?? null,
  };
}

async function writable(trx: Executor, id: number) {
  const row = await repository.lockReferee(trx, id);
  if (!row) throw new AppError('not_found');
  return row;
}

export async function createReferee(
  deps: RefereesCabinetDeps,
  language: Language,
  body: RefereeBody,
): Promise<CabinetReferee> {
  const { db, clock } = deps;
  const id = await inTransaction(db, async (trx) => {
    const row = await values(trx, body);
    const base = slugFrom(
      `${row.first_name_en ?? row.first_name_kk} ${row.last_name_en ?? row.last_name_kk}`,
      'referee',
    );
    const created = await insertWithFreeSlug(
      base,
      (slug) => repository.refereeSlugTaken(trx, slug),
      (slug) => repository.insertReferee(trx, { ...row, slug }, clock()),
    );
    return created.id;
  });
  return refereeDetail(deps, language, id);
}

export async function updateReferee(
  deps: RefereesCabinetDeps,
  language: Language,
  id: number,
  body: RefereeBody,
): Promise<CabinetReferee> {
  const { db, clock } = deps;
  await inTransaction(db, async (trx) => {
    await writable(trx, id);
    await repository.updateReferee(trx, id, await values(trx, body), clock());
  });
  return refereeDetail(deps, language, id);
}

export async function setRefereeActive(
  deps: RefereesCabinetDeps,
  language: Language,
  id: number,
  active: boolean,
): Promise<CabinetReferee> {
  const { db, clock } = deps;
  await inTransaction(db, async (trx) => {
    await writable(trx, id);
    await repository.updateReferee(trx, id, { is_active: active }, clock());
  });
  return refereeDetail(deps, language, id);
}

export async function setRefereePhoto(
  { db, clock, storage }: RefereesCabinetDeps,
  id: number,
  file: AcceptedFile | null,
): Promise<{ id: number; photo: string }> {
  if (!file) throw new AppError('validation_failed', { fields: { photo: [{ rule: 'required' }] } });
  await inTransaction(db, (trx) => writable(trx, id));
  // Its metadata went when the upload was accepted (storage/upload.ts).
  const key = await storeFile(storage, 'image', file, clock());
  try {
    await inTransaction(db, async (trx, tx) => {
      const row = await writable(trx, id);
      await repository.updateReferee(trx, id, { photo: storedPath(key) }, clock());
      tx.afterCommit(() => removeStoredImage(storage, row.photo));
    });
    return { id, photo: fileUrl(storedPath(key))! };
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
