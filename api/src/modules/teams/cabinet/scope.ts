// Which teams a cabinet user may read and change: another club's team is 404 for a
// command_admin, and a team of an archived club refuses every change.
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import { type CurrentUser, inClubScope } from '../../auth/index';
import * as repository from '../teams.repository';
import type { TeamsCabinetDeps } from './deps';

export const notFound = () => new AppError('not_found');

/** A team the user may read (another club's is 404 for a command_admin). */
export async function readable(
  { db }: TeamsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<repository.CabinetTeamRow> {
  const [row] = await repository.cabinetTeams(db, language, { ids: [id] });
  if (!row || !inClubScope(user, row.club_id)) throw notFound();
  return row;
}

/** Locks a team for a write: another club's team is 404 for a command_admin; an archived club's refuses. */
export async function writable(trx: Executor, user: CurrentUser, id: number) {
  const team = await repository.lockTeam(trx, id);
  if (!team || !inClubScope(user, team.club_id)) throw notFound();
  if (team.club_archived)
    throw new AppError('club_archived', {
      data: { current: { id: team.id, slug: team.slug, club: { id: team.club_id, archived: true } } },
    });
  return team;
}
