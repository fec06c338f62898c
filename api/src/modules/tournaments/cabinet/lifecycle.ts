// A tournament's switches (super_admin, one transaction each): on or off, the main one, and
// finishing it (read-only from then on).
import { AppError } from '../../../lib/errors';
import * as repository from '../tournaments.cabinet.repository';
import type { TournamentsCabinetDeps } from './deps';
import { state, writable, write } from './write';

export async function setActivity(deps: TournamentsCabinetDeps, id: number, active: boolean) {
  return write(deps, async (trx) => {
    const row = await writable(trx, id);
    await repository.updateTournament(trx, id, { active }, deps.clock());
    return state({ ...row, active });
  });
}

/**
 * Setting main moves it here (the old main one is unset in the same transaction). Moves queue
 * on one lock; a move that waited while another one changed the main tournament is refused
 * with 409 and the current main one (two people choosing at once: one wins, the other sees it).
 */
export async function setMain(deps: TournamentsCabinetDeps, id: number, main: boolean) {
  return write(deps, async (trx) => {
    const row = await writable(trx, id);
    if (!main) {
      if (row.main) throw new AppError('validation_failed', { fields: { main: [{ rule: 'main_required' }] } });
      return state(row);
    }
    if (row.main) return state(row);
    const seen = await repository.mainTournamentId(trx);
    await repository.lockMainMove(trx);
    const now = await repository.mainTournamentId(trx);
    if (now !== seen) {
      const current = now === null ? null : await repository.findTournament(trx, now);
      throw new AppError('conflict', { data: { current: current ? state(current) : null } });
    }
    await repository.moveMain(trx, id, deps.clock());
    return state({ ...row, main: true });
  });
}

/**
 * Finishing sets end_date and switches the tournament off; it is read-only from then on. With
 * matches not played (not finished, cancelled or decided) it is 409 `unplayed_matches` with
 * `data.unplayed` unless `confirm` says to finish anyway (ADR 0177).
 */
export async function finishTournament(deps: TournamentsCabinetDeps, id: number, endDate: string, confirm = false) {
  return write(deps, async (trx) => {
    const row = await writable(trx, id);
    if (row.start_date !== null && endDate < row.start_date)
      throw new AppError('validation_failed', { fields: { end_date: [{ rule: 'end_before_start' }] } });
    const unplayed = await deps.schedule.unplayed(trx, id);
    if (unplayed > 0 && !confirm)
      throw new AppError('unplayed_matches', {
        params: { count: unplayed },
        data: { unplayed, current: state(row) },
      });
    await repository.updateTournament(trx, id, { end_date: endDate, active: false }, deps.clock());
    return state({ ...row, active: false, end_date: endDate });
  });
}
