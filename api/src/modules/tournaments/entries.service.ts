// Teams' requests to enter a tournament (ADR 0176). The league sets an entry window on the
// tournament (both days included, Almaty's day); while it is open a command_admin asks with one of
// its club's teams that fits the tournament (active, birth year in the band, same gender) and is
// neither in it nor asking already. The league accepts — the team is in the tournament exactly as
// if added by hand (the cabinet's `admitTeam`, in the same transaction) — or refuses with a reason.
// Both sides are told (notify, inside the write's transaction, names in every language).
//
// Locks: a request and a decision lock the tournament's row first (the lock order of
// docs/architecture.md), then the request; so two requests of one team, or an accept and a refuse
// of one request, are one after the other: the second finds the first's result (409 with it).
import type { EntryDecisionBody, EntryRequest, Language, TournamentEntries } from '@league/shared/contracts';
import { cabinetPath } from '@league/shared/access';
import type { DB } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { clubFilter, type CurrentUser, inClubScope, isClubScoped } from '../auth/index';
import { notify } from '../notifications/index';
import { createTeamReads, type TeamListRow } from '../teams/index';
import * as repository from './entries.repository';
import * as cabinetRepository from './tournaments.cabinet.repository';
import { entryWindowOpen, type TournamentsCabinetService } from './tournaments.cabinet.service';

const toRequest = (row: repository.EntryRow): EntryRequest => ({
  id: row.id,
  status: row.status,
  team: { id: row.team_id, title: row.team_title, birth_year: row.birth_year },
  club: { id: row.club_id, title: row.club_title },
  reason: row.reason,
  created_at: row.created_at,
  decided_at: row.decided_at,
});

/** A team fits a tournament: active, its birth year in the band, the same gender (the cabinet's rule). */
const fits = (team: TeamListRow, t: { birth_year_from: number; birth_year_to: number; gender: string }) =>
  team.is_active &&
  team.birth_year >= t.birth_year_from &&
  team.birth_year <= t.birth_year_to &&
  team.is_woman_squad === (t.gender === 'female');

export function createEntriesService({
  db,
  clock,
  cabinet,
}: {
  db: DB;
  clock: Clock;
  cabinet: TournamentsCabinetService;
}) {
  const teams = createTeamReads({ db });

  async function one(language: Language, tournamentId: number, id: number): Promise<EntryRequest> {
    const [row] = await repository.listEntries(db, language, { tournamentId, id });
    if (!row) throw new AppError('not_found');
    return toRequest(row);
  }

  const windowText = (row: { entry_opens_on: string | null; entry_closes_on: string | null }) =>
    row.entry_opens_on && row.entry_closes_on ? `${row.entry_opens_on} – ${row.entry_closes_on}` : '—';

  return {
    /** GET /cabinet/tournaments/:id/entries. */
    async list(language: Language, user: CurrentUser, id: number): Promise<TournamentEntries> {
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
    },

    /** POST /cabinet/tournaments/:id/entries (command_admin). */
    async request(language: Language, user: CurrentUser, id: number, teamId: number): Promise<EntryRequest> {
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
      return one(language, id, entryId);
    },

    /** POST /cabinet/tournaments/:id/entries/:entry_id/decision (super_admin). */
    async decide(
      language: Language,
      user: CurrentUser,
      id: number,
      entryId: number,
      body: EntryDecisionBody,
    ): Promise<EntryRequest> {
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
      return one(language, id, entryId);
    },
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
