// Shirt numbers on a tournament roster: within one team's application to a tournament, no two
// players who hold a place (pending, accepted or disqualified) wear the same number. A player's
// number there is the application's own, else the one the player wears in the team. Checked in
// the write's transaction after the team's place (`tournament_teams`) is locked, so two writes of
// one roster queue (docs/architecture.md, lock order 4).
import type { Executor } from '../../db/database';
import * as repository from './applications.repository';
import { AppError, type FieldErrors } from '../../lib/errors';

const HOLDING = ['pending', 'submitted', 'disqualified'] as const;

export interface WantedNumber {
  playerId: number;
  /** The number sent; undefined keeps the application's (or the player's own). */
  number: number | null | undefined;
  /** The field a clash is reported on. */
  field: string;
}

export async function requireFreeNumbers(
  trx: Executor,
  tournamentId: number,
  teamId: number,
  wanted: WantedNumber[],
): Promise<void> {
  if (wanted.length === 0) return;
  const ids = wanted.map((w) => w.playerId);
  const rows = await repository.rosterNumbers(trx, tournamentId, teamId, ids, HOLDING);
  const byPlayer = new Map(rows.map((r) => [r.id, r]));
  const taken = new Map<number, number>();
  for (const r of rows) {
    if (ids.includes(r.id) || !r.status || !(HOLDING as readonly string[]).includes(r.status)) continue;
    const number = r.applied ?? r.own;
    if (number !== null) taken.set(number, r.id);
  }
  const fields: FieldErrors = {};
  for (const w of wanted) {
    const row = byPlayer.get(w.playerId);
    const number = w.number !== undefined ? w.number : (row?.applied ?? row?.own ?? null);
    if (number === null) continue;
    if (taken.has(number)) fields[w.field] = [{ rule: 'number_taken' }];
    else taken.set(number, w.playerId);
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}
