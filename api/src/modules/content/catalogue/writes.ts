// The small items' writes: create (a free slug where the kind has one), save under the version,
// delete, each one transaction with the files it leaves deleted after it commits; and a
// document's PDF upload.
import type { CatalogueItem, CatalogueKind, Language } from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { insertWithFreeSlug, slugFrom } from '../../../lib/slug';
import { storedPath, storeFile, type AcceptedFile } from '../../../storage/upload';
import { deleteFiles, forgetPicture } from '../pictures/pictures.service';
import * as repo from './catalogue.repository';
import type { CatalogueDeps } from './deps';
import { KINDS } from './kinds';
import { readItem, stale } from './reads';
import { field, itemValues, keepDocumentAddress, picturesGone } from './values';

export async function createItem(
  deps: CatalogueDeps,
  kind: CatalogueKind,
  language: Language,
  body: Record<string, unknown>,
): Promise<CatalogueItem> {
  const config = KINDS[kind];
  const id = await inTransaction(deps.db, async (trx) => {
    const row = await itemValues(deps, trx, config, body, null);
    if (config.slug) {
      const base = slugFrom(String(row[`${config.label}_en`] ?? row[`${config.label}_kk`] ?? ''), kind);
      return (
        await insertWithFreeSlug(
          base,
          (slug) => repo.slugTaken(trx, config, slug),
          (slug) => repo.insertItem(trx, config, { ...row, slug }),
        )
      ).id;
    }
    const created = await repo.insertItem(trx, config, row);
    if (created === undefined) throw field('slug', 'slug_taken');
    return created;
  });
  return readItem(deps.db, config, language, id);
}

export async function updateItem(
  deps: CatalogueDeps,
  kind: CatalogueKind,
  language: Language,
  id: number,
  body: Record<string, unknown>,
): Promise<CatalogueItem> {
  const config = KINDS[kind];
  return inTransaction(deps.db, async (trx, tx) => {
    const current = await repo.findItem(trx, config, id, true);
    if (!current) throw new AppError('not_found');
    if (body.version === undefined) throw field('version', 'required');
    if (body.version !== current.version) return stale(trx, config, language, id);
    const row = await itemValues(deps, trx, config, body, current);
    const upload = await keepDocumentAddress(deps, config, current, row);
    if (!(await repo.updateItem(trx, config, id, current.version, row))) return stale(trx, config, language, id);
    const gone = (await Promise.all(picturesGone(config, current, row).map((p) => forgetPicture(trx, p)))).flat();
    tx.afterCommit(() => deleteFiles(deps.storage, upload ? [...gone, upload] : gone));
    return readItem(trx, config, language, id);
  });
}

export async function removeItem(
  { db, storage }: CatalogueDeps,
  kind: CatalogueKind,
  id: number,
): Promise<{ id: number }> {
  const config = KINDS[kind];
  return inTransaction(db, async (trx, tx) => {
    const current = await repo.findItem(trx, config, id, true);
    if (!current) throw new AppError('not_found');
    await repo.deleteItem(trx, config, id);
    const gone = (await Promise.all(picturesGone(config, current, null).map((p) => forgetPicture(trx, p)))).flat();
    const file = config.file ? [`public/${current[config.file] as string}`] : [];
    tx.afterCommit(() => deleteFiles(storage, [...gone, ...file.filter((k) => /\/[0-9a-f]{32}\.pdf$/.test(k))]));
    return { id };
  });
}

export async function uploadDocument({ clock, storage }: CatalogueDeps, file: AcceptedFile) {
  const path = storedPath(await storeFile(storage, 'publicDocument', file, clock()));
  return { path, url: fileUrl(path) ?? '', size: file.bytes.length };
}
