// Who may travel: the league's one eligibility engine (modules/eligibility) asked with purpose
// 'departure' and the away match (a suspension is served in it): its verdicts for the squad
// save (refused with `ineligibleFields`), and each reason as text in the reader's language for
// the squad form. No rule of eligibility is written here.
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { describeVerdict, playerVerdicts, staffVerdicts, type Verdict as EngineVerdict } from '../eligibility/index';
import { tournamentMatchInputs } from '../matches/index';

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

/** The engine's verdicts by person id (a person the engine does not know is left out). */
export async function judgeDeparture(
  db: Executor,
  query: VerdictQuery,
): Promise<{ players: Map<number, EngineVerdict>; staff: Map<number, EngineVerdict> }> {
  const common = {
    tournamentId: query.tournamentId,
    teamId: query.teamId,
    purpose: 'departure' as const,
    on: query.on,
  };
  // One after the other: on the embedded database a transaction is one connection.
  const players =
    query.playerIds.length > 0
      ? await playerVerdicts(db, {
          ...common,
          playerIds: query.playerIds,
          matchId: query.matchId,
          matchInputs: tournamentMatchInputs,
        })
      : new Map<number, EngineVerdict>();
  const staff =
    query.staffIds.length > 0
      ? await staffVerdicts(db, { ...common, staffIds: query.staffIds })
      : new Map<number, EngineVerdict>();
  return { players, staff };
}

export async function departureVerdicts(
  db: Executor,
  language: Language,
  query: VerdictQuery,
): Promise<DepartureVerdicts> {
  const { players, staff } = await judgeDeparture(db, query);
  const text = (ids: number[], verdicts: Map<number, EngineVerdict>) =>
    new Map(
      ids.map((id) => {
        // A person the engine does not know is not eligible (describeVerdict says so, without a reason).
        const described = describeVerdict(verdicts.get(id), language);
        return [id, { eligible: described.eligible, issues: described.issues.map((issue) => issue.message) }];
      }),
    );
  return { players: text(query.playerIds, players), staff: text(query.staffIds, staff) };
}
