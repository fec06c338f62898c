// A tournament's entry requests as the cabinet lists them: the window, the requests (a
// command_admin's own club's only) and the teams that may still ask.
import type { Language, TournamentEntries } from '@league/shared/contracts';
import { almatyDate } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { clubFilter, type CurrentUser } from '../../auth/index';
import * as repository from '../entries.repository';
import * as cabinetRepository from '../tournaments.cabinet.repository';
import { entryWindowOpen } from '../tournaments.cabinet.service';
import type { EntriesDeps } from './deps';
import { fits, toRequest } from './view';

/** GET /cabinet/tournaments/:id/entries. */
export async function listEntries(
  { db, clock, cabinet, teams }: EntriesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<TournamentEntries> {
  await cabinet.readableTournament(language, user, id);
  const row = await cabinetRepository.findTournament(db, id);
  if (!row) throw new AppError('not_found');
  const open = entryWindowOpen(row, almatyDate(clock()));
  const clubId = clubFilter(user);
  const requests = (await repository.listEntries(db, language, { tournamentId: id, clubId })).map(toRequest);
  let mayAsk: TournamentEntries['teams'] = [];
  if (clubId !== undefined && open) {
    const busy = new Set([...(await repository.openTeamIds(db, id)), ...(await repository.participantIds(db, id))]);
    mayAsk = (await teams.rows(language, { clubId }))
      .filter((team) => fits(team, row) && !busy.has(team.id))
      .map((team) => ({ id: team.id, title: team.title, birth_year: team.birth_year }))
      .sort((a, b) => a.title.localeCompare(b.title, language) || a.id - b.id);
  }
  return {
    window: { opens_on: row.entry_opens_on, closes_on: row.entry_closes_on, open },
    requests,
    teams: mayAsk,
  };
}
