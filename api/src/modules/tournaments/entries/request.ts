// A command_admin asks to enter a tournament with one of its club's teams: in the window, a team
// that fits, not in the tournament nor asking already; the league is told.
import { cabinetPath } from '@league/shared/access';
import type { EntryRequest, Language } from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { almatyDate } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { type CurrentUser, inClubScope, isClubScoped } from '../../auth/index';
import { notify } from '../../notifications/index';
import * as repository from '../entries.repository';
import * as cabinetRepository from '../tournaments.cabinet.repository';
import { entryWindowOpen } from '../tournaments.cabinet.service';
import type { EntriesDeps } from './deps';
import { fits, one, toRequest, windowText } from './view';

/** POST /cabinet/tournaments/:id/entries (command_admin). */
export async function requestEntry(
  deps: EntriesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  teamId: number,
): Promise<EntryRequest> {
  const { db, clock, teams } = deps;
  // Read before the transaction: a write holds the one connection of an embedded database.
  const [team] = await teams.rows('kk', { ids: [teamId] });
  if (!team || !isClubScoped(user) || !inClubScope(user, team.club_id))
    throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'one_of' }] } });
  const entryId = await inTransaction(
    db,
    async (trx) => {
      const t = await cabinetRepository.findTournament(trx, id, true);
      if (!t) throw new AppError('not_found');
      const current = {
        id: t.id,
        end_date: t.end_date,
        window: { opens_on: t.entry_opens_on, closes_on: t.entry_closes_on, open: false },
      };
      if (t.end_date !== null) throw new AppError('tournament_finished', { data: { current } });
      const window = { window: windowText(t) };
      if (!entryWindowOpen(t, almatyDate(clock())))
        throw new AppError('entry_window_closed', {
          params: window,
          fields: { team_id: [{ rule: 'entry_window_closed', params: window }] },
          data: { current },
        });
      if (!fits(team, t))
        throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'entry_team_not_fitting' }] } });
      const duplicate = async (): Promise<never> => {
        const requests = (await repository.listEntries(trx, language, { tournamentId: id, clubId: team.club_id }))
          .filter((r) => r.team_id === teamId)
          .map(toRequest);
        const participant = (await repository.participantIds(trx, id)).includes(teamId);
        throw new AppError('entry_duplicate', {
          fields: { team_id: [{ rule: 'entry_duplicate' }] },
          data: { current: { team_id: teamId, participant, requests } },
        });
      };
      if ((await repository.participantIds(trx, id)).includes(teamId)) await duplicate();
      const inserted = await repository.insertEntry(trx, {
        tournament_id: id,
        team_id: teamId,
        requested_by: user.id,
      });
      if (inserted === undefined) return duplicate();
      const names = await repository.names(trx, id, teamId);
      await notify(
        trx,
        { role: 'super_admin' },
        'entry_requested',
        {
          entry_id: inserted,
          tournament_id: id,
          team_id: teamId,
          club_id: team.club_id,
          ...names,
          status: 'pending',
          link: cabinetPath('tournament', { id }),
        },
        { except: user.id },
      );
      return inserted;
    },
    { label: 'entry' },
  );
  return one(deps, language, id, entryId);
}
