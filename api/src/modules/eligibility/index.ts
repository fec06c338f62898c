// The one eligibility engine (docs/domain.md, Eligibility): who may go into a team's application
// for a tournament, a match squad or a departure squad, and every reason why not. Applications,
// match squads and departures all ask here; no other module judges eligibility. No routes: the
// modules that own the pages put verdicts into their answers (`describeVerdict`) and refuse a
// write with the field errors of `ineligibleFields` (each reason's message beside the person's name).
import type { EligibilityIssue, EligibilityReason, EligibilityVerdict, Language } from '@league/shared/contracts';
import { eligibilityMessage } from '@league/shared/labels';
import type { Executor } from '../../db/database';
import { AppError, type FieldErrors } from '../../lib/errors';
import { isSuspended, suspensions, type MatchInput } from '../stats/index';
import * as repository from './eligibility.repository';
import { isOverAge, judgePlayers, judgeStaff, type Context, type Purpose } from './eligibility.rules';

export type { Purpose } from './eligibility.rules';

export interface Verdict {
  eligible: boolean;
  reasons: EligibilityReason[];
}

interface Query {
  tournamentId: number;
  teamId: number;
  purpose: Purpose;
  /** The day checked, 'YYYY-MM-DD' (today in Asia/Almaty, or the match day). */
  on: string;
}

export interface PlayerQuery extends Query {
  /** In the order over-age players should take the joker places. */
  playerIds: number[];
  /** The match of a match or departure squad: suspensions are served in it. */
  matchId?: number | null;
  /**
   * The tournament's played matches as the stats read them, to judge suspensions in `matchId`:
   * the matches module's loader, passed in by the module that asks (matches stand a layer above).
   */
  matchInputs?: (db: Executor, tournamentId: number) => Promise<MatchInput[]>;
}

export interface StaffQuery extends Query {
  staffIds: number[];
}

async function context(db: Executor, q: Query): Promise<Context> {
  const [tournament, club] = await Promise.all([
    repository.tournamentFacts(db, q.tournamentId),
    repository.teamClub(db, q.teamId),
  ]);
  if (!tournament || !club) throw new AppError('not_found');
  return { purpose: q.purpose, teamId: q.teamId, on: q.on, tournament, clubArchived: club.archived };
}

const verdicts = (judged: Map<number, EligibilityReason[]>) =>
  new Map([...judged].map(([id, reasons]) => [id, { eligible: reasons.length === 0, reasons } satisfies Verdict]));

/** Verdicts of players (unknown ids are left out). */
export async function playerVerdicts(db: Executor, q: PlayerQuery): Promise<Map<number, Verdict>> {
  const ids = [...new Set(q.playerIds)];
  const ctx = await context(db, q);
  const [rows, documents, applications, heldYears, suspended] = await Promise.all([
    repository.playerRows(db, ids),
    repository.documentsOf(db, 'player', ids),
    repository.applicationsOf(db, 'player', q.tournamentId, ids),
    q.purpose === 'application'
      ? repository.applicationBirthYears(db, q.tournamentId, q.teamId, ids)
      : Promise.resolve([]),
    q.purpose !== 'application' && q.matchId ? suspendedIn(db, q, q.matchId, ids) : Promise.resolve(new Set<number>()),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const facts = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        birthYear: Number(row.birth_date.slice(0, 4)),
        documents: documents.get(id) ?? [],
        applications: applications.get(id) ?? [],
        suspended: suspended.has(id),
      },
    ];
  });
  const jokersTaken = heldYears.filter((year) => isOverAge(year, ctx.tournament)).length;
  return verdicts(judgePlayers(facts, ctx, jokersTaken));
}

/** Verdicts of staff members (unknown ids are left out). */
export async function staffVerdicts(db: Executor, q: StaffQuery): Promise<Map<number, Verdict>> {
  const ids = [...new Set(q.staffIds)];
  const ctx = await context(db, q);
  const [rows, documents, applications] = await Promise.all([
    repository.staffRows(db, ids),
    repository.documentsOf(db, 'staff', ids),
    repository.applicationsOf(db, 'staff', q.tournamentId, ids),
  ]);
  const facts = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    documents: documents.get(row.id) ?? [],
    applications: applications.get(row.id) ?? [],
  }));
  return verdicts(judgeStaff(facts, ctx));
}

async function suspendedIn(db: Executor, q: PlayerQuery, matchId: number, ids: number[]): Promise<Set<number>> {
  if (!q.matchInputs)
    throw new Error('eligibility: a squad of a match is judged with the matches loader (matchInputs)');
  const list = suspensions(await q.matchInputs(db, q.tournamentId));
  return new Set(ids.filter((id) => isSuspended(list, id, matchId)));
}

/** The reasons that keep a person out of a team (a transfer), whatever the team's applications hold. */
const TRANSFER_CODES: ReadonlySet<EligibilityReason['code']> = new Set([
  'birth_year',
  'document_missing',
  'document_expired',
]);

/**
 * Why a person may not join a team now (a transfer, with or without keeping): the person is
 * judged for each tournament the team takes part in now (accepted, active, not finished) as its
 * application would be on `on`, and the reasons a membership is refused for are kept: a player's
 * birth year after the tournament's band (an older player is a joker, left to the application),
 * and a required document missing or expired (a coach's licence included). One entry per reason,
 * with the tournaments it holds in (titles in `language`). No current tournament: nothing to
 * judge, an empty list.
 */
export async function transferRefusals(
  db: Executor,
  language: Language,
  q: { teamId: number; person: { kind: 'player' | 'staff'; id: number }; on: string },
): Promise<{ tournaments: string[]; reason: string }[]> {
  const tournaments = await repository.currentTournaments(db, language, q.teamId);
  const byReason = new Map<string, string[]>();
  for (const tournament of tournaments) {
    const common = { tournamentId: tournament.id, teamId: q.teamId, purpose: 'application' as const, on: q.on };
    const judged =
      q.person.kind === 'player'
        ? await playerVerdicts(db, { ...common, playerIds: [q.person.id] })
        : await staffVerdicts(db, { ...common, staffIds: [q.person.id] });
    for (const reason of judged.get(q.person.id)?.reasons ?? []) {
      if (!TRANSFER_CODES.has(reason.code)) continue;
      const message = eligibilityMessage(reason, language);
      const list = byReason.get(message) ?? [];
      if (!list.includes(tournament.title)) list.push(tournament.title);
      byReason.set(message, list);
    }
  }
  return [...byReason].map(([reason, titles]) => ({ tournaments: titles, reason }));
}

/** A verdict as the API answers it: each reason with its message in `language`. */
export function describeVerdict(verdict: Verdict | undefined, language: Language): EligibilityVerdict {
  if (!verdict) return { eligible: false, issues: [] };
  return {
    eligible: verdict.eligible,
    issues: verdict.reasons.map(
      (r): EligibilityIssue => ({
        code: r.code,
        document_type: r.document_type ?? null,
        message: eligibilityMessage(r, language),
      }),
    ),
  };
}

/** A person a write names: the field their refusal goes under and their name in the request's language. */
export interface NamedPerson {
  id: number;
  field: string;
  name: string;
}

/**
 * The one refusal of a write that names ineligible people (an application sent or accepted, a
 * match squad, a departure squad): under each one's field, one error per reason, its message in
 * `language` beside the person's name ("Name: reason"). People without a verdict are left to the
 * caller, which knows why they can't be named. Adds to `fields` and returns it.
 */
export function ineligibleFields(
  judged: Map<number, Verdict>,
  people: NamedPerson[],
  language: Language,
  fields: FieldErrors = {},
): FieldErrors {
  for (const person of people) {
    const verdict = judged.get(person.id);
    if (!verdict || verdict.eligible) continue;
    (fields[person.field] ??= []).push(
      ...verdict.reasons.map((r) => ({
        rule: 'ineligible_person',
        params: { name: person.name, reason: eligibilityMessage(r, language) },
      })),
    );
  }
  return fields;
}
