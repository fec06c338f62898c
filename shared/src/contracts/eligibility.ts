// Why a player or a staff member may not go into an application, a match squad or a departure
// squad: the verdict of the one eligibility engine (api/src/modules/eligibility), with each
// reason's message in the request's language so a page can grey the person out and say why.
import { array, boolean, enums, nullable, object, optional, string, type Infer } from 'superstruct';
import { DOCUMENT_TYPES, type DocumentType } from './enums';

export const ELIGIBILITY_CODES = [
  /** Born after the tournament's birth-year band (too young for it). */
  'birth_year',
  /** Over-age (born before the band) and the team's joker places are taken. */
  'joker_quota',
  /** A required document is not uploaded (`document_type` says which). */
  'document_missing',
  /** A required document's `expires_at` is before the day checked. */
  'document_expired',
  /** Serving a suspension in this match (domain.md, Discipline). */
  'suspended',
  /** Withdrawn from this tournament's application (`unsubmitted`). */
  'withdrawn',
  /** Disqualified in this tournament. */
  'disqualified',
  /** Already in another team's pending or accepted application in this tournament. */
  'other_team',
  /** Not accepted in the team's application for this tournament (match and departure squads). */
  'not_in_application',
  /** The tournament is not active: it takes no applications. */
  'tournament_inactive',
  /** The tournament is finished (read-only). */
  'tournament_finished',
  /** The team's club is archived. */
  'club_archived',
] as const;

export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number];

/** What the engine returns per reason; `document_type` for the two document codes. */
export interface EligibilityReason {
  code: EligibilityCode;
  document_type?: DocumentType | null;
}

/** One reason as the API answers it: with its message in the request's language. */
export const EligibilityIssue = object({
  code: enums(ELIGIBILITY_CODES),
  document_type: optional(nullable(enums(DOCUMENT_TYPES))),
  message: string(),
});
export type EligibilityIssue = Infer<typeof EligibilityIssue>;

export const EligibilityVerdict = object({ eligible: boolean(), issues: array(EligibilityIssue) });
export type EligibilityVerdict = Infer<typeof EligibilityVerdict>;
