// What the cabinet's application use cases work with: the database and the clock, and the day
// (in the league's time zone) eligibility is judged on.
import type { DB } from '../../../db/database';
import { almatyDate, type Clock } from '../../../lib/clock';

export interface ApplicationsCabinetDeps {
  db: DB;
  clock: Clock;
}

/** Today in the league's time zone. */
export const today = ({ clock }: ApplicationsCabinetDeps) => almatyDate(clock());
