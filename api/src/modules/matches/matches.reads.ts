// Match reads other modules use without the match pages: a tournament's matches as the inputs of
// the standings' pure functions (eligibility needs them for suspensions). Only the repository and
// the inputs mapping, so a module the match service itself calls can read them without a circle.
import type { Executor } from '../../db/database';
import type { MatchInput } from '../stats/index';
import { toMatchInputs } from './match-inputs';
import * as repository from './matches.repository';

/** Every match of a tournament with its events, as stats inputs (one statement). */
export async function tournamentMatchInputs(db: Executor, tournamentId: number): Promise<MatchInput[]> {
  const { rows, events } = await repository.loadMatchSet(db, 'kk', { tournamentIds: [tournamentId] }, { rows: 'core' });
  return toMatchInputs(rows, events);
}
