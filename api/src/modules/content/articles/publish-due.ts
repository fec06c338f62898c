// Scheduled news and analytics go out by themselves (ADR 0260): every process looks for items
// whose time has come and publishes them in one statement per table. The statement takes each
// row's lock, and a second process updating the same rows at once waits, then finds them no
// longer scheduled and skips them: each item is published exactly once, with no visitor needed.
// The caller forgets the public caches of every process when something went out.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { ARTICLE_KINDS } from '@league/shared/contracts';
import { publishDueIn } from './articles.repository';

/** Publishes what is due as of `due` (the schedule's clock), stamped `now`; answers how many went out. */
export async function publishDue(db: DB, due: Date, now: Date): Promise<number> {
  let published = 0;
  for (const kind of ARTICLE_KINDS) published += (await publishDueIn(db, kind, due, now)).length;
  return published;
}

/** The clock the schedule reads; end-to-end tests move it forward (plugins/test-hooks.ts). */
export function scheduleClock(clock: Clock): Clock & { shift(ms: number): void } {
  let offset = 0;
  const read = (() => new Date(clock().getTime() + offset)) as Clock & { shift(ms: number): void };
  read.shift = (ms: number) => {
    offset = ms;
  };
  return read;
}
