// SQL of `image_variants`: the copies made of each uploaded picture, by its stored path.
import type { Executor } from '../../../db/database';
import type { VariantRow } from './picture';

export async function insertVariants(db: Executor, row: VariantRow): Promise<void> {
  await db
    .insertInto('image_variants')
    .values(row)
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
}

/** The variants of the given paths (unknown and null paths are left out). */
export async function variantsOf(db: Executor, paths: readonly (string | null)[]): Promise<Map<string, VariantRow>> {
  const wanted = [...new Set(paths.filter((p): p is string => !!p))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('image_variants')
    .select(['path', 'width', 'height', 'widths'])
    .where('path', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.path, r]));
}

export async function deleteVariants(db: Executor, path: string): Promise<VariantRow | undefined> {
  return db
    .deleteFrom('image_variants')
    .where('path', '=', path)
    .returning(['path', 'width', 'height', 'widths'])
    .executeTakeFirst();
}
