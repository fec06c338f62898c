// What the departures' use cases work with: the database and the clock (the league's today
// decides whether a provider's decision may still be undone).
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';

export interface DeparturesDeps {
  db: DB;
  clock: Clock;
}
