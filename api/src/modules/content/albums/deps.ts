// What the photo albums' use cases work with: the database, the clock (a photo's upload month)
// and the file storage (the photos' copies).
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';

export interface AlbumsDeps {
  db: DB;
  clock: Clock;
  storage: FileStorage;
}
