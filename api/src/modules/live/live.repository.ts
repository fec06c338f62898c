// SQL of the live module: only whether a match exists (the stream of a missing match is a 404).
import type { Executor } from '../../db/database';
import { rowExists } from '../../db/row-exists';

export function matchExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, 'matches', id);
}
