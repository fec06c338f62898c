// The frame of every cabinet write: one transaction, the tournament's row locked first (a
// finished tournament refuses every change), and what a refused change answers beside its 409.
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import * as repository from '../tournaments.cabinet.repository';
import type { TournamentsCabinetDeps } from './deps';

export const state = (row: { id: number; active: boolean; main: boolean; end_date: string | null }) => ({
  id: row.id,
  active: row.active,
  main: row.main,
  end_date: row.end_date,
});

/** Locks a tournament for a write; a finished one (end_date set) refuses every change with 409 `tournament_finished`. */
export async function writable(trx: Executor, id: number) {
  const row = await repository.findTournament(trx, id, true);
  if (!row) throw new AppError('not_found');
  if (row.end_date !== null) throw new AppError('tournament_finished', { data: { current: state(row) } });
  return row;
}

/** A write; one that changes a tournament takes `writable`'s lock on its row first (the lock order of docs/architecture.md). */
export async function write<T>({ db }: TournamentsCabinetDeps, work: (trx: Executor) => Promise<T>): Promise<T> {
  return inTransaction(db, work, { label: 'tournament' });
}

/**
 * What a refused team or calendar change answers beside its 409 (`data.current`): the
 * tournament's teams with their matches, read in the refused write's transaction.
 */
async function teamsAndMatches({ schedule }: TournamentsCabinetDeps, trx: Executor, id: number) {
  const counts = await schedule.countsByTeam(id, trx);
  const links = await repository.tournamentTeams(trx, id);
  return {
    teams: links.map((l) => ({ id: l.team_id, status: l.status, matches_count: counts.get(l.team_id) ?? 0 })),
    matches_count: [...counts.values()].reduce((sum, n) => sum + n, 0) / 2,
  };
}

export const refuse = async (
  deps: TournamentsCabinetDeps,
  trx: Executor,
  id: number,
  code: 'team_in_use' | 'schedule_has_matches' | 'schedule_has_played',
): Promise<never> => {
  throw new AppError(code, { data: { current: await teamsAndMatches(deps, trx, id) } });
};
