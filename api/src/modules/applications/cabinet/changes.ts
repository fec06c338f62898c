// Changing applications: the team's withdrawals and the league's decisions (accept, reject,
// disqualify, reinstate), one or many at once, and a player's shirt number — each all or none in
// one transaction with the audit trail and the notifications.
import {
  APPLICATION_TRANSITIONS,
  TEAM_SETS,
  type ApplicationBulkBody,
  type ApplicationChangeBody,
  type ApplicationStatus,
  type Language,
} from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError, type FieldErrors } from '../../../lib/errors';
import { type CurrentUser, inClubScope } from '../../auth/index';
import { needsEligibility } from '../applications.eligibility';
import { requireFreeNumbers } from '../applications.numbers';
import * as repository from '../applications.repository';
import type { ApplicationKind, LockedApplication } from '../applications.repository';
import type { ApplicationsCabinetDeps } from './deps';
import { tell } from './notices';
import { detail } from './reads';
import {
  NONE,
  NOT_MEMBER,
  openness,
  refuseClosed,
  reinstates,
  requireDisqualification,
  requireEligible,
  statusTitle,
  transitionText,
  type Openness,
} from './rules';
import { orNull } from '../../../lib/text';

/** Locks the applications (each once); unknown and other clubs' ones are not found. */
async function lockPresent(
  trx: Executor,
  user: CurrentUser,
  kind: ApplicationKind,
  ids: number[],
  unique: number[],
  fieldOf: (index: number) => string,
): Promise<LockedApplication[]> {
  const locked = await repository.lockApplications(trx, kind, unique);
  const byId = new Map(locked.map((row) => [row.id, row]));
  const rows = unique.map((id) => byId.get(id));
  // Unknown and other clubs' applications look the same: not found.
  const missing = rows.findIndex((row) => !row || !inClubScope(user, row.club_id));
  if (missing >= 0)
    throw new AppError(
      'not_found',
      unique.length > 1 ? { fields: { [fieldOf(ids.indexOf(unique[missing]))]: [{ rule: 'not_found' }] } } : {},
    );
  return rows as LockedApplication[];
}

/** Refuses a change the status table does not allow, naming the allowed ones. */
function refuseTransitions(
  language: Language,
  present: LockedApplication[],
  ids: number[],
  to: ApplicationStatus,
  fieldOf: (index: number) => string,
) {
  const refused: FieldErrors = {};
  let firstRefused: LockedApplication | undefined;
  present.forEach((row, index) => {
    if (!APPLICATION_TRANSITIONS[row.status].includes(to)) {
      firstRefused ??= row;
      refused[fieldOf(ids.indexOf(row.id, index))] = [
        { rule: 'field_text', params: { text: transitionText(language, row.person[language], row.status, to) } },
      ];
    }
  });
  if (firstRefused) {
    const allowed =
      APPLICATION_TRANSITIONS[firstRefused.status].map((s) => `«${statusTitle(s, language)}»`).join(', ') ||
      NONE[language];
    throw new AppError('application_transition', {
      params: { from: statusTitle(firstRefused.status, language), to: statusTitle(to, language), allowed },
      fields: present.length > 1 ? refused : {},
      // The statuses as they are now (another writer may just have changed them).
      data: { current: present.map((row) => ({ id: row.id, status: row.status })) },
    });
  }
}

/**
 * Openness per tournament and club: a finished tournament is read-only; sending and accepting
 * need an active tournament and a club that is not archived.
 */
async function requireOpen(trx: Executor, language: Language, present: LockedApplication[], to: ApplicationStatus) {
  const seen = new Map<string, Openness>();
  for (const row of present) {
    const key = `${row.tournament_id}:${row.club_id}`;
    if (!seen.has(key)) seen.set(key, await openness(trx, row.tournament_id, row.club_id, language));
    const open = seen.get(key)!;
    if (open.finished || (!open.sending && needsEligibility(to) && !reinstates(row.status, to))) refuseClosed(open);
  }
}

/** A withdrawal is undone only for someone still in the team (one who moved to another team keeps the old application withdrawn). */
async function requireStillMembers(
  trx: Executor,
  language: Language,
  kind: ApplicationKind,
  present: LockedApplication[],
  ids: number[],
  fieldOf: (index: number) => string,
) {
  const strangers: FieldErrors = {};
  for (const [index, row] of present.entries()) {
    if (row.status !== 'unsubmitted') continue;
    const [member] = await repository.currentMembers(trx, kind, row.team_id, [row.person_id]);
    if (member === undefined)
      strangers[fieldOf(ids.indexOf(row.id, index))] = [
        { rule: 'field_text', params: { text: `${row.person[language]}: ${NOT_MEMBER[language]}` } },
      ];
  }
  if (Object.keys(strangers).length) throw new AppError('validation_failed', { fields: strangers });
}

/**
 * Asks the eligibility engine per tournament team. Reinstating puts a disqualified person back as
 * they were (their match squads are checked as every other player's): the way-in checks are not
 * asked again.
 */
async function requireEligibleRows(
  deps: ApplicationsCabinetDeps,
  trx: Executor,
  language: Language,
  kind: ApplicationKind,
  present: LockedApplication[],
  to: ApplicationStatus,
  fieldOf: (index: number) => string,
) {
  const groups = new Map<
    string,
    { tournamentId: number; teamId: number; people: Array<{ personId: number; field: string; name: string }> }
  >();
  present.forEach((row, index) => {
    if (reinstates(row.status, to)) return;
    const key = `${row.tournament_id}:${row.team_id}`;
    const group = groups.get(key) ?? { tournamentId: row.tournament_id, teamId: row.team_id, people: [] };
    group.people.push({ personId: row.person_id, field: fieldOf(index), name: row.person[language] });
    groups.set(key, group);
  });
  await requireEligible(deps, trx, kind, [...groups.values()], language);
}

/** Changes applications of one kind to `to`, all or none (the core of every write). */
export async function change(
  deps: ApplicationsCabinetDeps,
  trx: Executor,
  language: Language,
  user: CurrentUser,
  kind: ApplicationKind,
  ids: number[],
  to: ApplicationStatus,
  reason: string | null,
  fieldOf: (index: number) => string,
  /** A disqualification's length: matches, null = until further notice, undefined = not given. */
  disqualificationMatches?: number | null,
): Promise<LockedApplication[]> {
  const unique = [...new Set(ids)];
  const present = await lockPresent(trx, user, kind, ids, unique, fieldOf);
  if (user.role !== 'super_admin' && !TEAM_SETS.includes(to)) throw new AppError('forbidden');
  if (to === 'rejected' && !reason?.trim())
    throw new AppError('validation_failed', { fields: { reason: [{ rule: 'required' }] } });

  refuseTransitions(language, present, ids, to, fieldOf);

  // A disqualification that may happen needs its reason and length (each on its field).
  if (to === 'disqualified') requireDisqualification(reason, disqualificationMatches);

  await requireOpen(trx, language, present, to);

  if (needsEligibility(to)) await requireStillMembers(trx, language, kind, present, ids, fieldOf);

  if (needsEligibility(to)) await requireEligibleRows(deps, trx, language, kind, present, to, fieldOf);

  const at = deps.clock();
  const why = orNull(reason);
  await repository.setStatus(trx, kind, unique, {
    status: to,
    reason: why,
    at,
    ...(to === 'disqualified' ? { disqualification: { reason: why, matches: disqualificationMatches ?? null } } : {}),
  });
  await repository.recordHistory(
    trx,
    kind,
    present.map((row) => ({ id: row.id, from: row.status, to, reason: why })),
    user.id,
    at,
  );
  await tell(trx, user, kind, present, to, why);
  return present;
}

/** One application: its status (by the rules of `change`) and, for a player, the shirt number. */
export async function changeOne(
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  kind: ApplicationKind,
  id: number,
  body: ApplicationChangeBody,
) {
  await inTransaction(deps.db, async (trx) => {
    // A number change locks the team's place first (lock order 4): the roster's numbers queue there.
    const place = body.number !== undefined && kind === 'player' ? await repository.placeOf(trx, id) : undefined;
    if (place) await repository.lockTournamentTeam(trx, place.tournament_id, place.team_id);
    const [current] = await repository.lockApplications(trx, kind, [id]);
    if (!current || !inClubScope(user, current.club_id)) throw new AppError('not_found');
    if (body.number !== undefined && kind === 'player') {
      const open = await openness(trx, current.tournament_id, current.club_id, language);
      if (open.finished) refuseClosed(open);
      await requireFreeNumbers(trx, current.tournament_id, current.team_id, [
        { playerId: current.person_id, number: body.number, field: 'number' },
      ]);
      await repository.setNumber(trx, id, body.number, deps.clock());
    }
    if (body.status !== current.status || body.number === undefined) {
      await change(
        deps,
        trx,
        language,
        user,
        kind,
        [id],
        body.status,
        body.reason ?? null,
        () => 'status',
        body.disqualification_matches,
      );
    }
  });
  return detail(deps, language, user, kind, id);
}

/** Many applications of one kind to one status, all or none. */
export async function changeMany(
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  kind: ApplicationKind,
  body: ApplicationBulkBody,
) {
  const done = await inTransaction(deps.db, (trx) =>
    change(
      deps,
      trx,
      language,
      user,
      kind,
      body.ids,
      body.status,
      body.reason ?? null,
      (i) => `ids.${i}`,
      body.disqualification_matches,
    ),
  );
  return { ids: done.map((row) => row.id), status: body.status };
}
