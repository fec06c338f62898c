// Which players of a team's accepted application may play a match, with the reasons in the
// request's language. The rules are the eligibility engine's (modules/eligibility: suspensions,
// withdrawn or disqualified players, documents); this file only adapts its verdicts to the squad
// form and the squad save.
import type { Language } from '@league/shared/contracts';
import { eligibilityMessage } from '@league/shared/labels';
import type { Executor } from '../../db/database';
import { playerVerdicts } from '../eligibility/index';

export interface SquadVerdict {
  eligible: boolean;
  reasons: string[];
}

export async function squadVerdicts(
  db: Executor,
  language: Language,
  input: { tournamentId: number; teamId: number; playerIds: number[]; matchId: number; on: string },
): Promise<Map<number, SquadVerdict>> {
  if (input.playerIds.length === 0) return new Map();
  const verdicts = await playerVerdicts(db, { tournamentId: input.tournamentId, teamId: input.teamId, playerIds: input.playerIds, purpose: 'match', matchId: input.matchId, on: input.on });
  return new Map(
    [...verdicts].map(([id, v]) => [id, { eligible: v.eligible, reasons: v.reasons.map((r) => eligibilityMessage(r, language)) }]),
  );
}
