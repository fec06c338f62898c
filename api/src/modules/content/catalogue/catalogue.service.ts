// The content area's small items (ADR 0265): list, create, save under the version, delete — the
// same rules for every kind, what differs read from kinds.ts. A picture must be one the content
// area uploaded; one replaced or deleted goes with its files after the write commits. A document's
// new PDF takes the place of the old file, so its address stays the one already shared.
import type { CatalogueItem, CatalogueKind, CatalogueQuery, Language } from '@league/shared/contracts';
import type { DB, Executor } from '../../../db/database';
import { pick } from '../../../db/localized';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { pageWindow } from '../../../lib/pagination';
import { insertWithFreeSlug, slugFrom } from '../../../lib/slug';
import type { FileStorage } from '../../../storage/storage';
import { storedPath, storeFile, type AcceptedFile } from '../../../storage/upload';
import { pictureOf } from '../pictures/picture';
import { variantsOf } from '../pictures/pictures.repository';
import { deleteFiles, forgetPicture } from '../pictures/pictures.service';
import * as repo from './catalogue.repository';
import { KINDS, type KindConfig } from './kinds';

type Row = Record<string, unknown> & { id: number; version: number };
const field = (name: string, rule: string) => new AppError('validation_failed', { fields: { [name]: [{ rule }] } });
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function createCatalogueService({ db, clock, storage }: { db: DB; clock: Clock; storage: FileStorage }) {
  async function toItem(
    executor: Executor,
    config: KindConfig,
    language: Language,
    rows: Row[],
  ): Promise<CatalogueItem[]> {
    const paths = rows.flatMap((r) => config.pictures.map((c) => r[c] as string | null));
    const variants = await variantsOf(executor, paths);
    return rows.map((row) => {
      const path = config.pictures.map((c) => row[c] as string | null).find(Boolean);
      const file = config.file ? (row[config.file] as string | null) : null;
      return {
        id: row.id,
        version: row.version,
        label: pick(row, config.label, language),
        values: Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'search_vector')),
        picture: pictureOf(path ? variants.get(path) : undefined),
        url: file ? `${fileUrl(file)}?v=${row.version}` : null,
      };
    });
  }

  const read = async (executor: Executor, config: KindConfig, language: Language, id: number) => {
    const row = await repo.findItem(executor, config, id);
    if (!row) throw new AppError('not_found');
    return (await toItem(executor, config, language, [row]))[0]!;
  };
  const stale = async (executor: Executor, config: KindConfig, language: Language, id: number): Promise<never> => {
    throw new AppError('conflict', { data: { current: await read(executor, config, language, id) } });
  };

  /** The row a body writes: trimmed texts, the kind's own columns; pictures and files checked. */
  async function values(executor: Executor, config: KindConfig, body: Record<string, unknown>, current: Row | null) {
    const { version: _v, ...rest } = body;
    const row: Record<string, unknown> = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, trimmed(v)]));
    for (const column of config.pictures) {
      const path = row[column] as string | null | undefined;
      if (path && path !== current?.[column] && !(await variantsOf(executor, [path])).has(path))
        throw field(column, 'one_of');
    }
    if (config.file) {
      const path = row[config.file] as string;
      if (path !== current?.[config.file]) {
        const stored = /^\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/.test(path) ? await storage.get(`public/${path}`) : null;
        if (!stored) throw field(config.file, 'one_of');
        stored.body.resume();
        row.size_bytes = stored.size;
      }
    }
    return { ...row, ...config.row?.(row, clock(), current === null) };
  }

  /** A replaced document file takes the old one's place (its address stays); the upload goes. */
  async function keepDocumentAddress(config: KindConfig, current: Row, row: Record<string, unknown>) {
    if (!config.file || row[config.file] === current[config.file]) return null;
    const upload = `public/${row[config.file] as string}`;
    const stored = await storage.get(upload);
    if (!stored) throw field(config.file, 'one_of');
    await storage.put(`public/${current[config.file] as string}`, await readAll(stored.body), 'application/pdf');
    row[config.file] = current[config.file];
    return upload;
  }

  const picturesGone = (config: KindConfig, before: Row, after: Record<string, unknown> | null) =>
    config.pictures
      .map((c) => before[c] as string | null)
      .filter((p, i) => p && (!after || after[config.pictures[i]!] !== p));

  return {
    async list(kind: CatalogueKind, language: Language, query: CatalogueQuery) {
      const config = KINDS[kind];
      const window = pageWindow(query);
      const { total, rows } = await repo.pageItems(db, config, query.q?.trim() || undefined, window);
      return { data: await toItem(db, config, language, rows), total, window };
    },

    async create(kind: CatalogueKind, language: Language, body: Record<string, unknown>): Promise<CatalogueItem> {
      const config = KINDS[kind];
      const id = await inTransaction(db, async (trx) => {
        const row = await values(trx, config, body, null);
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
      return read(db, config, language, id);
    },

    async update(
      kind: CatalogueKind,
      language: Language,
      id: number,
      body: Record<string, unknown>,
    ): Promise<CatalogueItem> {
      const config = KINDS[kind];
      return inTransaction(db, async (trx, tx) => {
        const current = await repo.findItem(trx, config, id, true);
        if (!current) throw new AppError('not_found');
        if (body.version === undefined) throw field('version', 'required');
        if (body.version !== current.version) return stale(trx, config, language, id);
        const row = await values(trx, config, body, current);
        const upload = await keepDocumentAddress(config, current, row);
        if (!(await repo.updateItem(trx, config, id, current.version, row))) return stale(trx, config, language, id);
        const gone = (await Promise.all(picturesGone(config, current, row).map((p) => forgetPicture(trx, p)))).flat();
        tx.afterCommit(() => deleteFiles(storage, upload ? [...gone, upload] : gone));
        return read(trx, config, language, id);
      });
    },

    async remove(kind: CatalogueKind, id: number): Promise<{ id: number }> {
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
    },

    async uploadDocument(file: AcceptedFile) {
      const path = storedPath(await storeFile(storage, 'publicDocument', file, clock()));
      return { path, url: fileUrl(path) ?? '', size: file.bytes.length };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
