// Which players of a team's accepted application may play a match. The rules are the eligibility
// engine's (modules/eligibility: suspensions, withdrawn or disqualified players, documents); this
// file only asks it for the match: the verdicts (the squad save refuses with `ineligibleFields`)
// and, for the squad form, the reasons in the request's language.
import type { Language } from '@league/shared/contracts';
import { eligibilityMessage } from '@league/shared/labels';
import type { Executor } from '../../db/database';
import { playerVerdicts, type Verdict } from '../eligibility/index';
import { tournamentMatchInputs } from './matches.reads';

export interface SquadVerdict {
  eligible: boolean;
  reasons: string[];
}

interface SquadQuery {
  tournamentId: number;
  teamId: number;
  playerIds: number[];
  matchId: number;
  on: string;
}

/** The engine's verdicts by player id (a player the engine does not know is left out). */
export async function judgeSquad(db: Executor, input: SquadQuery): Promise<Map<number, Verdict>> {
  if (input.playerIds.length === 0) return new Map();
  return playerVerdicts(db, {
    tournamentId: input.tournamentId,
    teamId: input.teamId,
    playerIds: input.playerIds,
    purpose: 'match',
    matchId: input.matchId,
    on: input.on,
    matchInputs: tournamentMatchInputs,
  });
}

export async function squadVerdicts(
  db: Executor,
  language: Language,
  input: SquadQuery,
): Promise<Map<number, SquadVerdict>> {
  const verdicts = await judgeSquad(db, input);
  return new Map(
    [...verdicts].map(([id, v]) => [
      id,
      { eligible: v.eligible, reasons: v.reasons.map((r) => eligibilityMessage(r, language)) },
    ]),
  );
}
