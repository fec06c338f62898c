// One departure as its card, and the reads every use case starts with: the departure a user may
// read, the one a user may change (locked), the refusal of a step, the travel day.
import type { DepartureCard, DepartureSaved, DepartureStatus, Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { almatyDate } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { type CurrentUser, inClubScope } from '../../auth/index';
import * as repository from '../departures.repository';
import type { DeparturesDeps } from './deps';
import { departureActions, iso, refuseTransition } from './rules';

export function card(deps: DeparturesDeps, row: repository.DepartureRow, user: CurrentUser): DepartureCard {
  const status = row.status as DepartureStatus;
  return {
    id: row.id,
    status,
    people_count: row.people_count,
    reject_reason: row.reject_reason,
    submitted_at: iso(row.submitted_at as Date | string | null),
    reviewed_at: iso(row.reviewed_at as Date | string | null),
    reviewed_by: row.reviewer ?? null,
    team: { id: row.team_id, title: row.team_title, club_id: row.club_id, club: row.club_title },
    tournament: { id: row.tournament_id, title: row.tournament_title },
    match: {
      id: row.match_id,
      date_time: iso(row.date_time as Date | string | null),
      status: row.match_status,
      host: { id: row.host_id, title: row.host_title },
      guest: { id: row.guest_id, title: row.guest_title },
      stadium: row.stadium,
      city: row.city,
    },
    actions: departureActions(user, status, undoOpen(deps, row.date_time as Date | string | null)),
  };
}

/** Whether a decision may still be undone: the league's today is before the travel day (the match's day). */
export function undoOpen({ clock }: DeparturesDeps, dateTime: Date | string | null): boolean {
  return dateTime !== null && almatyDate(clock()) < almatyDate(new Date(dateTime));
}

/** The departure a user may read; another club's is "not found", never data. */
export async function readable(
  { db }: DeparturesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<repository.DepartureRow> {
  const row = await repository.findDeparture(db, language, id);
  if (!row || !inClubScope(user, row.club_id)) throw new AppError('not_found');
  return row;
}

/** Locks a departure the user may change. */
export async function writable(trx: Executor, user: CurrentUser, id: number) {
  const row = await repository.lockDeparture(trx, id);
  if (!row || !inClubScope(user, row.club_id)) throw new AppError('not_found');
  return row;
}

/** Refuses a step the departure's status does not allow, read in the refused write's transaction. */
export async function refuse(
  deps: DeparturesDeps,
  trx: Executor,
  language: Language,
  user: CurrentUser,
  id: number,
  status: DepartureStatus,
): Promise<never> {
  const row = await repository.findDeparture(trx, language, id);
  return refuseTransition(status, language, card(deps, row!, user));
}

export const travelDay = async (
  { clock }: DeparturesDeps,
  executor: Executor,
  departureId: number,
  language: Language,
) => {
  const row = await repository.findDeparture(executor, language, departureId);
  return row?.date_time ? almatyDate(new Date(row.date_time as Date | string)) : almatyDate(clock());
};

export const saved = (id: number, status: DepartureStatus, peopleCount: number | null): DepartureSaved => ({
  id,
  status,
  people_count: peopleCount,
});
