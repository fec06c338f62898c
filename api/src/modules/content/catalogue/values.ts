// The row a small item's body writes (trimmed texts, pictures and files checked), a document's
// new PDF put in the old file's place, and the pictures a write leaves behind.
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { variantsOf } from '../pictures/pictures.repository';
import type { CatalogueDeps } from './deps';
import type { KindConfig } from './kinds';
import type { Row } from './reads';

export const field = (name: string, rule: string) =>
  new AppError('validation_failed', { fields: { [name]: [{ rule }] } });
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The row a body writes: trimmed texts, the kind's own columns; pictures and files checked. */
export async function itemValues(
  { clock, storage }: CatalogueDeps,
  executor: Executor,
  config: KindConfig,
  body: Record<string, unknown>,
  current: Row | null,
) {
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
export async function keepDocumentAddress(
  { storage }: CatalogueDeps,
  config: KindConfig,
  current: Row,
  row: Record<string, unknown>,
) {
  if (!config.file || row[config.file] === current[config.file]) return null;
  const upload = `public/${row[config.file] as string}`;
  const stored = await storage.get(upload);
  if (!stored) throw field(config.file, 'one_of');
  await storage.put(`public/${current[config.file] as string}`, await readAll(stored.body), 'application/pdf');
  row[config.file] = current[config.file];
  return upload;
}

export const picturesGone = (config: KindConfig, before: Row, after: Record<string, unknown> | null) =>
  config.pictures
    .map((c) => before[c] as string | null)
    .filter((p, i) => p && (!after || after[config.pictures[i]!] !== p));
