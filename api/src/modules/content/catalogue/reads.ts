// The small items as the cabinet reads them: the paged list of a kind, one item with its label,
// stored columns, picture and file address, and the 409 that answers a stale version.
import type { CatalogueItem, CatalogueKind, CatalogueQuery, Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { pick } from '../../../db/localized';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { pageWindow } from '../../../lib/pagination';
import { pictureOf } from '../pictures/picture';
import { variantsOf } from '../pictures/pictures.repository';
import * as repo from './catalogue.repository';
import type { CatalogueDeps } from './deps';
import { KINDS, type KindConfig } from './kinds';

export type Row = Record<string, unknown> & { id: number; version: number };

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

export const readItem = async (executor: Executor, config: KindConfig, language: Language, id: number) => {
  const row = await repo.findItem(executor, config, id);
  if (!row) throw new AppError('not_found');
  return (await toItem(executor, config, language, [row]))[0]!;
};
export const stale = async (executor: Executor, config: KindConfig, language: Language, id: number): Promise<never> => {
  throw new AppError('conflict', { data: { current: await readItem(executor, config, language, id) } });
};

export async function listItems({ db }: CatalogueDeps, kind: CatalogueKind, language: Language, query: CatalogueQuery) {
  const config = KINDS[kind];
  const window = pageWindow(query);
  const { total, rows } = await repo.pageItems(db, config, query.q?.trim() || undefined, window);
  return { data: await toItem(db, config, language, rows), total, window };
}
