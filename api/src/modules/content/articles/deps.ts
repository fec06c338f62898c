// What the cabinet's news and analytics use cases work with: the database and the clock (the
// time an item is written, published or scheduled against).
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';

export interface ArticlesDeps {
  db: DB;
  clock: Clock;
}
