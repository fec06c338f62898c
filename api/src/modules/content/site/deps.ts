// What the site's content reads work with: the database and the clock (what is published by now).
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';

export interface ContentDeps {
  db: DB;
  clock: Clock;
}
