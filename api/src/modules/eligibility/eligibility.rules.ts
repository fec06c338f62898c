// The eligibility rules (domain.md, Applications and Discipline; docs/domain.md, Eligibility) as
// pure functions over facts the repository loads: who may go into a team's application for a
// tournament, its match squad or its departure squad, and why not. No database here.
import {
  REQUIRED_PLAYER_DOCUMENTS,
  requiredStaffDocuments,
  type ApplicationStatus,
  type DocumentType,
  type EligibilityReason,
  type StaffKind,
} from '@league/shared/contracts';

export type Purpose = 'application' | 'match' | 'departure';

// The required documents are one list for the cabinet's "missing documents" and these rules:
// REQUIRED_PLAYER_DOCUMENTS and requiredStaffDocuments(kind) in @league/shared/contracts.

export interface TournamentFacts {
  birthYearFrom: number;
  birthYearTo: number;
  jokerQuota: number;
  active: boolean;
  /** 'YYYY-MM-DD' once finished. */
  endDate: string | null;
}

export interface DocumentFact {
  type: DocumentType;
  /** 'YYYY-MM-DD'; null = never expires. */
  expiresAt: string | null;
}

export interface ApplicationFact {
  teamId: number;
  status: ApplicationStatus;
}

export interface PersonFacts {
  id: number;
  documents: DocumentFact[];
  /** The person's applications in this tournament, for any team. */
  applications: ApplicationFact[];
}

export interface PlayerFacts extends PersonFacts {
  birthYear: number;
  /** Serving a suspension in the match checked (match and departure squads). */
  suspended: boolean;
}

export interface StaffFacts extends PersonFacts {
  kind: StaffKind;
}

export interface Context {
  purpose: Purpose;
  teamId: number;
  /** The day checked, 'YYYY-MM-DD' (today, or the match day). */
  on: string;
  tournament: TournamentFacts;
  clubArchived: boolean;
}

/** Over-age: born before the tournament's band (the oldest year allowed is `birthYearFrom`). */
export const isOverAge = (birthYear: number, t: TournamentFacts) =>
  birthYear < Math.min(t.birthYearFrom, t.birthYearTo);

const LIVE_ELSEWHERE: ReadonlySet<ApplicationStatus> = new Set(['pending', 'submitted']);

function documentReasons(
  documents: DocumentFact[],
  required: readonly DocumentType[],
  on: string,
): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  for (const type of required) {
    const held = documents.filter((d) => d.type === type);
    if (held.length === 0) reasons.push({ code: 'document_missing', document_type: type });
    else if (held.every((d) => d.expiresAt !== null && d.expiresAt < on))
      reasons.push({ code: 'document_expired', document_type: type });
  }
  return reasons;
}

/** What every person needs whatever their role: status, other teams, documents, the tournament. */
function commonReasons(person: PersonFacts, required: readonly DocumentType[], ctx: Context): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  if (ctx.purpose === 'application') {
    if (ctx.tournament.endDate !== null) reasons.push({ code: 'tournament_finished' });
    else if (!ctx.tournament.active) reasons.push({ code: 'tournament_inactive' });
    if (ctx.clubArchived) reasons.push({ code: 'club_archived' });
  }
  const own = person.applications.find((a) => a.teamId === ctx.teamId);
  if (person.applications.some((a) => a.status === 'disqualified')) reasons.push({ code: 'disqualified' });
  // A withdrawn person plays in no match and travels nowhere; entering the application again is the
  // status table's to allow (a withdrawal is undone by sending again, ADR 0185), not a reason here.
  else if (own?.status === 'unsubmitted' && ctx.purpose !== 'application') reasons.push({ code: 'withdrawn' });
  else if (ctx.purpose !== 'application' && own?.status !== 'submitted') reasons.push({ code: 'not_in_application' });
  if (person.applications.some((a) => a.teamId !== ctx.teamId && LIVE_ELSEWHERE.has(a.status)))
    reasons.push({ code: 'other_team' });
  reasons.push(...documentReasons(person.documents, required, ctx.on));
  return reasons;
}

/**
 * Players' reasons, in the order given. For an application, over-age players take the team's
 * joker places: `jokersTaken` are already held by the team's other pending or accepted players;
 * the rest go to the first over-age players of the list.
 */
export function judgePlayers(players: PlayerFacts[], ctx: Context, jokersTaken = 0): Map<number, EligibilityReason[]> {
  const out = new Map<number, EligibilityReason[]>();
  let jokers = jokersTaken;
  for (const player of players) {
    const reasons = commonReasons(player, REQUIRED_PLAYER_DOCUMENTS, ctx);
    if (ctx.purpose === 'application') {
      const youngest = Math.max(ctx.tournament.birthYearFrom, ctx.tournament.birthYearTo);
      if (player.birthYear > youngest) reasons.unshift({ code: 'birth_year' });
      else if (isOverAge(player.birthYear, ctx.tournament)) {
        if (jokers >= ctx.tournament.jokerQuota) reasons.unshift({ code: 'joker_quota' });
        else jokers += 1;
      }
    } else if (player.suspended) {
      reasons.unshift({ code: 'suspended' });
    }
    out.set(player.id, reasons);
  }
  return out;
}

export function judgeStaff(staff: StaffFacts[], ctx: Context): Map<number, EligibilityReason[]> {
  const out = new Map<number, EligibilityReason[]>();
  for (const person of staff) {
    out.set(person.id, commonReasons(person, requiredStaffDocuments(person.kind), ctx));
  }
  return out;
}
