// What the content area's small items' use cases work with: the database, the clock (a write's
// time, an upload's month) and the file storage (pictures and documents' PDFs).
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';

export interface CatalogueDeps {
  db: DB;
  clock: Clock;
  storage: FileStorage;
}
