// Sending a team's players or staff (→ pending), in one transaction behind the team's place:
// new people get an application, rejected (or empty) ones are sent again; the league is told.
import { APPLICATION_TRANSITIONS, type ApplicationStatus, type Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError, type FieldErrors } from '../../../lib/errors';
import { type CurrentUser, inClubScope } from '../../auth/index';
import { requireFreeNumbers } from '../applications.numbers';
import * as repository from '../applications.repository';
import type { ApplicationKind, Texts } from '../applications.repository';
import type { ApplicationsCabinetDeps } from './deps';
import { tell } from './notices';
import { NONE, NOT_MEMBER, openness, refuseClosed, requireEligible, statusTitle, transitionText } from './rules';

type SendBody = { tournament_id: number; team_id: number; people: Array<{ id: number; number?: number | null }> };
type LockedTeam = NonNullable<Awaited<ReturnType<typeof repository.lockTournamentTeam>>>;
type Existing = Awaited<ReturnType<typeof repository.applicationsOfPeople>>;

/** Each person once in a sending. */
function refuseDuplicates(ids: number[], field: (index: number) => string) {
  const duplicates: FieldErrors = {};
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) duplicates[field(index)] = [{ rule: 'one_of' }];
  });
  if (Object.keys(duplicates).length) throw new AppError('validation_failed', { fields: duplicates });
}

/** Only the team's current members are sent; answers the people's names. */
async function requireMembers(
  trx: Executor,
  language: Language,
  kind: ApplicationKind,
  teamId: number,
  ids: number[],
  field: (index: number) => string,
): Promise<Map<number, Texts>> {
  const members = new Set(await repository.currentMembers(trx, kind, teamId, ids));
  const names = await repository.peopleTexts(trx, kind, ids);
  const strangers: FieldErrors = {};
  ids.forEach((id, index) => {
    if (!members.has(id))
      strangers[field(index)] = [
        {
          rule: 'field_text',
          params: {
            text: names.has(id) ? `${names.get(id)![language]}: ${NOT_MEMBER[language]}` : NOT_MEMBER[language],
          },
        },
      ];
  });
  if (Object.keys(strangers).length) throw new AppError('validation_failed', { fields: strangers });
  return names;
}

/** The people's applications already there: those that may go to pending again, or a refusal. */
async function sendAgain(
  trx: Executor,
  language: Language,
  kind: ApplicationKind,
  body: SendBody,
  ids: number[],
  names: Map<number, Texts>,
  field: (index: number) => string,
): Promise<{ existing: Existing; again: number[] }> {
  const existing = await repository.applicationsOfPeople(trx, kind, body.tournament_id, body.team_id, ids);
  const again: number[] = [];
  const refused: FieldErrors = {};
  let firstRefused: ApplicationStatus | undefined;
  ids.forEach((id, index) => {
    const known = existing.get(id);
    if (!known) return;
    if (APPLICATION_TRANSITIONS[known.status].includes('pending')) again.push(known.id);
    else {
      firstRefused ??= known.status;
      refused[field(index)] = [
        {
          rule: 'field_text',
          params: { text: transitionText(language, names.get(id)?.[language] ?? '', known.status, 'pending') },
        },
      ];
    }
  });
  if (firstRefused) {
    const allowed =
      APPLICATION_TRANSITIONS[firstRefused].map((s) => `«${statusTitle(s, language)}»`).join(', ') || NONE[language];
    throw new AppError('application_transition', {
      params: { from: statusTitle(firstRefused, language), to: statusTitle('pending', language), allowed },
      fields: refused,
      data: { current: [...existing.values()].map((a) => ({ id: a.id, status: a.status })) },
    });
  }
  return { existing, again };
}

/** Writes the sending: the applications, numbers, statuses, audit trail and notifications. */
async function recordSending(
  { clock }: ApplicationsCabinetDeps,
  trx: Executor,
  user: CurrentUser,
  kind: ApplicationKind,
  body: SendBody,
  sent: { team: LockedTeam; names: Map<number, Texts>; existing: Existing; again: number[] },
) {
  const { team, names, existing, again } = sent;
  const at = clock();
  // Rejected (or listed but empty) ones go through the status change; new ones are inserted.
  const fresh = body.people.filter((p) => !existing.has(p.id));
  const inserted = await repository.insertApplications(
    trx,
    kind,
    fresh.map((p) => ({
      tournament_id: body.tournament_id,
      team_id: body.team_id,
      person_id: p.id,
      number: p.number,
    })),
    at,
  );
  for (const p of body.people) {
    const known = existing.get(p.id);
    if (known && kind === 'player' && p.number !== undefined) await repository.setNumber(trx, known.id, p.number, at);
  }
  await repository.setStatus(trx, kind, again, { status: 'pending', reason: null, at });
  const fromOf = new Map([...existing.values()].map((a) => [a.id, a.status]));
  await repository.recordHistory(
    trx,
    kind,
    [
      ...inserted.map((id) => ({ id, from: null, to: 'pending' as const, reason: null })),
      ...again.map((id) => ({ id, from: fromOf.get(id) ?? null, to: 'pending' as const, reason: null })),
    ],
    user.id,
    at,
  );
  const tournament = (await repository.tournamentTexts(trx, body.tournament_id))!;
  const teamTexts = repository.textsOf(team, 'tm_title');
  const personOf = new Map([...existing.entries()].map(([personId, a]) => [a.id, personId]));
  fresh.forEach((p, index) => personOf.set(inserted[index], p.id));
  const all = [...inserted, ...again];
  await tell(
    trx,
    user,
    kind,
    all.map((id) => ({
      id,
      club_id: team.club_id,
      tournament_id: body.tournament_id,
      team_id: body.team_id,
      person: names.get(personOf.get(id)!)!,
      team: teamTexts,
      tournament,
    })),
    'pending',
    null,
  );
  return { ids: all, status: 'pending' as const };
}

/** Sends people of a team: new ones get a pending application, rejected (or empty) ones again. */
export async function send(
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  kind: ApplicationKind,
  body: SendBody,
  field: (index: number) => string,
) {
  return inTransaction(deps.db, async (trx) => {
    const team = await repository.lockTournamentTeam(trx, body.tournament_id, body.team_id);
    if (!team || !inClubScope(user, team.club_id)) throw new AppError('not_found');
    const open = await openness(trx, body.tournament_id, team.club_id, language);
    if (!open.sending) refuseClosed(open);

    const ids = body.people.map((p) => p.id);
    refuseDuplicates(ids, field);
    const names = await requireMembers(trx, language, kind, body.team_id, ids, field);
    // One shirt number per player on the roster (the numbers of the others holding a place too).
    if (kind === 'player')
      await requireFreeNumbers(
        trx,
        body.tournament_id,
        body.team_id,
        body.people.map((p, index) => ({ playerId: p.id, number: p.number, field: `players.${index}.number` })),
      );

    const { existing, again } = await sendAgain(trx, language, kind, body, ids, names, field);

    await requireEligible(
      deps,
      trx,
      kind,
      [
        {
          tournamentId: body.tournament_id,
          teamId: body.team_id,
          people: ids.map((id, index) => ({
            personId: id,
            field: field(index),
            name: names.get(id)?.[language] ?? '',
          })),
        },
      ],
      language,
    );

    return recordSending(deps, trx, user, kind, body, { team, names, existing, again });
  });
}

export const sendPlayers = (
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  body: { tournament_id: number; team_id: number; players: Array<{ player_id: number; number?: number | null }> },
) =>
  send(
    deps,
    language,
    user,
    'player',
    { ...body, people: body.players.map((p) => ({ id: p.player_id, number: p.number })) },
    (i) => `players.${i}.player_id`,
  );

export const sendStaff = (
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  body: { tournament_id: number; team_id: number; staff_ids: number[] },
) =>
  send(
    deps,
    language,
    user,
    'staff',
    { ...body, people: body.staff_ids.map((id) => ({ id })) },
    (i) => `staff_ids.${i}`,
  );
