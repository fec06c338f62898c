// The league decides an entry request: accepted (the team is in the tournament, as if added by
// hand) or refused with a reason; the club is told.
import { cabinetPath } from '@league/shared/access';
import type { EntryDecisionBody, EntryRequest, Language } from '@league/shared/contracts';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import type { CurrentUser } from '../../auth/index';
import { notify } from '../../notifications/index';
import * as repository from '../entries.repository';
import * as cabinetRepository from '../tournaments.cabinet.repository';
import type { EntriesDeps } from './deps';
import { one, toRequest } from './view';

/** POST /cabinet/tournaments/:id/entries/:entry_id/decision (super_admin). */
export async function decideEntry(
  deps: EntriesDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  entryId: number,
  body: EntryDecisionBody,
): Promise<EntryRequest> {
  const { db, clock, cabinet, teams } = deps;
  const reason = body.reason?.trim() ? body.reason.trim() : null;
  if (body.decision === 'refuse' && reason === null)
    throw new AppError('validation_failed', { fields: { reason: [{ rule: 'entry_reason_required' }] } });
  const found = await repository.findEntry(db, entryId);
  if (!found || found.tournament_id !== id) throw new AppError('not_found');
  // Read before the transaction: a write holds the one connection of an embedded database.
  const [team] = await teams.rows('kk', { ids: [found.team_id] });
  if (!team) throw new AppError('not_found');
  await inTransaction(
    db,
    async (trx) => {
      const t = await cabinetRepository.findTournament(trx, id, true);
      if (!t) throw new AppError('not_found');
      const entry = await repository.lockEntry(trx, entryId);
      if (!entry) throw new AppError('not_found');
      if (entry.status !== 'pending') {
        const [current] = await repository.listEntries(trx, language, { tournamentId: id, id: entryId });
        throw new AppError('entry_decided', {
          params: { status: entry.status },
          data: { current: current ? toRequest(current) : null },
        });
      }
      const accepted = body.decision === 'accept';
      if (accepted) await cabinet.admitTeam(trx, id, team);
      await repository.decideEntry(
        trx,
        entryId,
        { status: accepted ? 'accepted' : 'refused', reason: accepted ? null : reason, decided_by: user.id },
        clock(),
      );
      const names = await repository.names(trx, id, entry.team_id);
      await notify(
        trx,
        { clubId: team.club_id },
        'entry_decided',
        {
          entry_id: entryId,
          tournament_id: id,
          team_id: entry.team_id,
          club_id: team.club_id,
          ...names,
          status: accepted ? 'accepted' : 'refused',
          reason,
          link: cabinetPath('tournament', { id }),
        },
        { except: user.id },
      );
    },
    { label: 'entry' },
  );
  return one(deps, language, id, entryId);
}
