// SQL of the history of changes: a page of recorded changes, newest first, filtered. Nothing
// here writes: the rows come from the database's trigger (ADR 0240).
import { sql } from 'kysely';
import { LEAGUE_TIMEZONE } from '../../lib/clock';
import { countRows } from '../../db/count-rows';
import type { Executor } from '../../db/database';
import type { PageWindow } from '../../lib/pagination';

export interface HistoryFilter {
  actor?: number;
  entity?: string;
  entityId?: number;
  /** Days 'YYYY-MM-DD' of the league's calendar, both inclusive. */
  from?: string;
  to?: string;
}

export async function page(db: Executor, filter: HistoryFilter, window: PageWindow) {
  let base = db.selectFrom('change_history');
  if (filter.actor !== undefined) base = base.where('actor_id', '=', filter.actor);
  if (filter.entity !== undefined) base = base.where('entity', '=', filter.entity);
  if (filter.entityId !== undefined) base = base.where('entity_id', '=', filter.entityId);
  if (filter.from !== undefined)
    base = base.where('at', '>=', sql<Date>`(${filter.from}::date)::timestamp at time zone ${LEAGUE_TIMEZONE}`);
  if (filter.to !== undefined)
    base = base.where('at', '<', sql<Date>`(${filter.to}::date + 1)::timestamp at time zone ${LEAGUE_TIMEZONE}`);
  const [total, rows] = await Promise.all([
    countRows(base),
    base.selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { total, rows };
}

export type HistoryRow = Awaited<ReturnType<typeof page>>['rows'][number];
