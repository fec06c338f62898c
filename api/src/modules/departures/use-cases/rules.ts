// The departures' rules without the database: the flow of statuses, who may take which step,
// a person's age on the travel day, and the 409 that names the steps allowed.
import type {
  DepartureAction,
  DepartureCard,
  DeparturePatchBody,
  DepartureStatus,
  Language,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { AppError } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The statuses each status may move to (any role); what a refusal names. */
export const DEPARTURE_FLOW: Record<DepartureStatus, readonly DepartureStatus[]> = {
  empty: ['empty-squad'],
  'empty-squad': ['empty-squad', 'pending'],
  pending: ['submitted', 'rejected'],
  rejected: ['empty-squad', 'pending'],
  submitted: ['unsubmitted'],
  unsubmitted: [],
};

/** Statuses from which the team may state the count, and send the squad. */
export const COUNT_FROM: readonly DepartureStatus[] = ['empty', 'empty-squad', 'rejected'];
export const SQUAD_FROM: readonly DepartureStatus[] = ['empty-squad', 'rejected'];
/** The provider's decisions: from which status each one is taken. */
export const DECISION_FROM: Record<DeparturePatchBody['status'], DepartureStatus> = {
  submitted: 'pending',
  rejected: 'pending',
  unsubmitted: 'submitted',
};

/** Undo of the provider's decision: the status each decided status returns to. */
export const UNDO_TO: Partial<Record<DepartureStatus, DepartureStatus>> = {
  submitted: 'pending',
  rejected: 'pending',
  unsubmitted: 'submitted',
};

/** Whole years between a 'YYYY-MM-DD' birth date and a 'YYYY-MM-DD' day. */
export function yearsOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y! - by! - (m! < bm! || (m === bm && d! < bd!) ? 1 : 0);
}

/** A date column as 'YYYY-MM-DD' (the driver may give a Date or a string). */
export const dayOf = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
};

const NOTHING: Record<Language, string> = { kk: 'ешнәрсе', ru: 'ничего', en: 'nothing' };

const ownsTeams = (user: CurrentUser) => user.role === 'super_admin' || user.role === 'command_admin';
export const reviews = (user: CurrentUser) => user.role === 'super_admin' || user.role === 'provider';

/** What `user` may do with a departure in `status`; `undoOpen`: the travel date has not come yet. */
export function departureActions(user: CurrentUser, status: DepartureStatus, undoOpen = false): DepartureAction[] {
  const actions: DepartureAction[] = [];
  if (ownsTeams(user) && COUNT_FROM.includes(status)) actions.push('count');
  if (ownsTeams(user) && SQUAD_FROM.includes(status)) actions.push('squad');
  if (reviews(user) && status === 'pending') actions.push('agree', 'reject');
  if (reviews(user) && status === 'submitted') actions.push('remove');
  if (reviews(user) && undoOpen && UNDO_TO[status] !== undefined) actions.push('undo');
  return actions;
}

/** 409 naming the steps allowed from `status`, with the departure as it is now (`current`). */
export function refuseTransition(status: DepartureStatus, language: Language, current: DepartureCard): never {
  const allowed = DEPARTURE_FLOW[status]
    .filter((next, i, all) => all.indexOf(next) === i)
    .map((next) => enumLabel('departureStatus', next, language));
  throw new AppError('departure_transition', {
    params: {
      status: enumLabel('departureStatus', status, language),
      allowed: allowed.length > 0 ? allowed.join(', ') : NOTHING[language],
    },
    data: { current },
  });
}
