// Which tournaments a cabinet user may read, and the rules it rests on: a tournament takes
// applications, its entry window is open, a team fits it.
import type { Language } from '@league/shared/contracts';
import { almatyDate } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { type CurrentUser, isClubScoped } from '../../auth/index';
import type { TeamListRow } from '../../teams/index';
import * as repository from '../tournaments.cabinet.repository';
import type { TournamentRow } from '../tournaments.repository';
import type { TournamentsCabinetDeps } from './deps';

/** Active, not finished: the tournament takes applications. */
export const takesApplications = (row: { active: boolean; end_date: string | null }) =>
  row.active && row.end_date === null;

/** The entry window is open on `day` (ADR 0176): both days set, `day` between them (included), not finished. */
export const entryWindowOpen = (
  row: { entry_opens_on: string | null; entry_closes_on: string | null; end_date: string | null },
  day: string,
) =>
  row.end_date === null &&
  row.entry_opens_on !== null &&
  row.entry_closes_on !== null &&
  row.entry_opens_on <= day &&
  day <= row.entry_closes_on;

/** A team fits a tournament: active, its birth year in the band, the same gender. */
export const fits = (team: TeamListRow, t: { birth_year_from: number; birth_year_to: number; gender: string }) =>
  team.is_active &&
  team.birth_year >= t.birth_year_from &&
  team.birth_year <= t.birth_year_to &&
  team.is_woman_squad === (t.gender === 'female');

/**
 * Ids of the tournaments a command_admin may read.
 *
 * Scope: a command_admin sees a tournament its club's teams applied to, or one that takes
 * applications and fits one of its teams (birth year in the band, same gender); anything else
 * is 404.
 */
export async function visibleIds(
  { db, clock, tournaments, teams }: TournamentsCabinetDeps,
  language: Language,
  user: CurrentUser,
): Promise<Set<number> | null> {
  if (!isClubScoped(user)) return null;
  if (user.clubId === null) return new Set();
  const own = await teams.rows(language, { clubId: user.clubId });
  const links = await repository.linksOfTeams(
    db,
    own.map((t) => t.id),
  );
  const ids = new Set(links.map((l) => l.tournament_id));
  // A tournament whose entry window is open today is seen by the clubs that may ask to enter it.
  const today = almatyDate(clock());
  const windows = new Set(
    (await repository.entryWindows(db))
      .filter((w) => entryWindowOpen({ ...w, end_date: null }, today))
      .map((w) => w.id),
  );
  for (const row of await tournaments.list(language)) {
    if (
      (takesApplications(row) || (windows.has(row.id) && row.end_date === null)) &&
      own.some((team) => fits(team, row))
    )
      ids.add(row.id);
  }
  return ids;
}

/** The tournament as `user` may read it (a command_admin: one of its club or open to it), else 404. */
export async function readable(
  deps: TournamentsCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<TournamentRow> {
  const visible = await visibleIds(deps, language, user);
  if (visible && !visible.has(id)) throw new AppError('not_found');
  return deps.tournaments.byIdOr404(language, id);
}
