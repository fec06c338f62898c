// What the teams cabinet's use cases work with: the database, the clock (the current year bounds
// a team's birth year) and the file storage (the logos).
import type { DB } from '../../../db/database';
import { almatyDate, type Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';

export interface TeamsCabinetDeps {
  db: DB;
  clock: Clock;
  storage: FileStorage;
}

/** The current year in Asia/Almaty. */
export const currentYear = ({ clock }: { clock: Clock }) => Number(almatyDate(clock()).slice(0, 4));
