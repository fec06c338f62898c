// The eligibility verdicts an application needs, from the league's one eligibility engine
// (modules/eligibility, purpose 'application'), with each reason written out for the reader.
// Sending (→ pending) and accepting (→ submitted) refuse whoever is not eligible; the team
// application page greys them out with the reasons.
import type { ApplicationStatus, EligibilityVerdict, Language } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import { describeVerdict, playerVerdicts, staffVerdicts, type Verdict } from '../eligibility/index';
import type { ApplicationKind } from './applications.repository';

/**
 * Whether entering a status needs the person eligible (and the tournament taking applications):
 * sent (→ pending) and accepted (→ submitted). The one place this is decided.
 */
export const needsEligibility = (to: ApplicationStatus): boolean => to === 'pending' || to === 'submitted';

export interface VerdictQuery {
  tournamentId: number;
  teamId: number;
  /** Over-age players take the team's joker places in this order. */
  ids: number[];
  on: string;
}

/** The engine's verdicts by person id (an unknown person is left out). */
export async function judge(db: Executor, kind: ApplicationKind, query: VerdictQuery): Promise<Map<number, Verdict>> {
  if (query.ids.length === 0) return new Map();
  const common = {
    tournamentId: query.tournamentId,
    teamId: query.teamId,
    purpose: 'application' as const,
    on: query.on,
  };
  return kind === 'player'
    ? playerVerdicts(db, { ...common, playerIds: query.ids })
    : staffVerdicts(db, { ...common, staffIds: query.ids });
}

/** Verdicts by person id as the API answers them (each reason with its message in `language`). */
export async function verdicts(
  db: Executor,
  kind: ApplicationKind,
  query: VerdictQuery,
  language: Language,
): Promise<Map<number, EligibilityVerdict>> {
  const judged = await judge(db, kind, query);
  return new Map(query.ids.map((id) => [id, describeVerdict(judged.get(id), language)]));
}
