// The rules every cabinet use case on applications shares: the status texts and transitions,
// whether a tournament and club take applications, who reads which club's applications, the
// disqualification's fields and the eligibility check.
import {
  APPLICATION_TRANSITIONS,
  DISQUALIFY_REASON_MAX,
  TEAM_SETS,
  type ApplicationStatus,
  type Language,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import type { Executor } from '../../../db/database';
import { AppError, type FieldErrors } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import { ineligibleFields } from '../../eligibility/index';
import { judge } from '../applications.eligibility';
import * as repository from '../applications.repository';
import type { ApplicationKind } from '../applications.repository';
import { type ApplicationsCabinetDeps, today } from './deps';

const CLOSED: Record<'inactive' | 'finished' | 'archived', Record<Language, string>> = {
  inactive: {
    kk: 'Турнир белсенді емес: ол өтінімдер қабылдамайды',
    ru: 'Турнир не активен: он не принимает заявки',
    en: 'The tournament is not active: it takes no applications',
  },
  finished: {
    kk: 'Турнир аяқталды: оның өтінімдерін өзгертуге болмайды',
    ru: 'Турнир завершён: его заявки нельзя изменить',
    en: 'The tournament is finished: its applications cannot change',
  },
  archived: {
    kk: 'Клуб мұрағатта: ол өтінім бере алмайды',
    ru: 'Клуб в архиве: он не может подавать заявки',
    en: 'The club is archived: it cannot send applications',
  },
};

export const NOT_MEMBER: Record<Language, string> = {
  kk: 'Бұл адам команда құрамында жоқ',
  ru: 'Этого человека нет в составе команды',
  en: 'This person is not a member of the team',
};

export const NONE: Record<Language, string> = { kk: 'ешқандай', ru: 'никакой', en: 'none' };

/**
 * A disqualification needs its reason (at most DISQUALIFY_REASON_MAX characters) and its length
 * (a number of matches, or null: until further notice); each missing one is an error on its field.
 */
export function requireDisqualification(reason: string | null, matches: number | null | undefined) {
  const fields: FieldErrors = {};
  const text = reason?.trim() ?? '';
  if (!text) fields.reason = [{ rule: 'required' }];
  else if (text.length > DISQUALIFY_REASON_MAX)
    fields.reason = [{ rule: 'max', params: { length: DISQUALIFY_REASON_MAX } }];
  if (matches === undefined) fields.disqualification_matches = [{ rule: 'required' }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

export const statusTitle = (status: ApplicationStatus, language: Language) =>
  enumLabel('applicationStatus', status, language);

/**
 * Ending a disqualification (the league reinstates the person): allowed whether or not sending
 * is open — a disqualification is served or lifted during the season, after the lists closed.
 */
export const reinstates = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  from === 'disqualified' && to === 'submitted';

/** The statuses a role may set from `status` (the table ∩ the role). */
export function allowedFor(
  role: CurrentUser['role'],
  status: ApplicationStatus,
  open: { sending: boolean; finished: boolean },
): ApplicationStatus[] {
  if (open.finished) return [];
  return APPLICATION_TRANSITIONS[status].filter(
    (to) =>
      (role === 'super_admin' || TEAM_SETS.includes(to)) &&
      (open.sending || (to !== 'pending' && to !== 'submitted') || reinstates(status, to)),
  );
}

export const transitionText = (language: Language, name: string, from: ApplicationStatus, to: ApplicationStatus) => {
  const allowed =
    APPLICATION_TRANSITIONS[from].map((s) => `«${statusTitle(s, language)}»`).join(', ') || NONE[language];
  const text = {
    kk: `«${statusTitle(from, 'kk')}» күйінен «${statusTitle(to, 'kk')}» күйіне өтуге болмайды (рұқсат етілгені: ${allowed})`,
    ru: `нельзя перейти из «${statusTitle(from, 'ru')}» в «${statusTitle(to, 'ru')}» (допустимо: ${allowed})`,
    en: `cannot go from “${statusTitle(from, 'en')}” to “${statusTitle(to, 'en')}” (allowed: ${allowed})`,
  }[language];
  return `${name}: ${text}`;
};

/** Whether the tournament/club take applications now, and why not (translated). */
export async function openness(executor: Executor, tournamentId: number, clubId: number, language: Language) {
  const [tournament, club] = await Promise.all([
    repository.tournamentState(executor, language, tournamentId),
    repository.clubState(executor, language, clubId),
  ]);
  if (!tournament || !club) throw new AppError('not_found');
  // A finished tournament has an end date (domain: League structure), as the eligibility engine reads it.
  const finished = tournament.end_date !== null;
  const reason = finished
    ? 'finished'
    : !tournament.active
      ? 'inactive'
      : club.archived_at !== null
        ? 'archived'
        : null;
  return {
    tournament,
    club,
    finished,
    sending: reason === null,
    reason,
    closed: reason ? CLOSED[reason][language] : null,
  };
}

export type Openness = Awaited<ReturnType<typeof openness>>;

/**
 * 409 `applications_closed`, with the reason as the message and the tournament and club as they
 * are now in `data.current` (the team application page's `tournament`, `club` and `closed`).
 */
export function refuseClosed(open: Openness): never {
  throw new AppError('applications_closed', {
    params: { reason: open.closed ?? '' },
    data: {
      current: {
        tournament: { id: open.tournament.id, active: open.tournament.active, finished: open.finished },
        club: { id: open.club.id, archived: open.club.archived_at !== null },
        closed: open.closed,
      },
    },
  });
}

/** Refuses ineligible people: field errors under `field(index)` with the reasons. */
export async function requireEligible(
  deps: ApplicationsCabinetDeps,
  trx: Executor,
  kind: ApplicationKind,
  groups: Array<{
    tournamentId: number;
    teamId: number;
    people: Array<{ personId: number; field: string; name: string }>;
  }>,
  language: Language,
) {
  const fields: FieldErrors = {};
  for (const group of groups) {
    const found = await judge(trx, kind, {
      tournamentId: group.tournamentId,
      teamId: group.teamId,
      ids: group.people.map((p) => p.personId),
      on: today(deps),
    });
    for (const person of group.people) if (!found.has(person.personId)) fields[person.field] = [{ rule: 'not_found' }];
    ineligibleFields(
      found,
      group.people.map((p) => ({ id: p.personId, field: p.field, name: p.name })),
      language,
      fields,
    );
  }
  if (Object.keys(fields).length > 0) throw new AppError('application_ineligible', { fields });
}
