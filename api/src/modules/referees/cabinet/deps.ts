// What the referees registry's use cases work with: the database, the clock and the storage of
// the referees' photos.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';

export interface RefereesCabinetDeps {
  db: DB;
  clock: Clock;
  storage: FileStorage;
}
