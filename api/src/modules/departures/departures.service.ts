// Departures: the list, one departure, its squad form, and the flow of spec §4 —
//   empty --count--> empty-squad --squad--> pending --agree--> submitted --remove--> unsubmitted
//                                                   --reject--> rejected --count/squad--> …
// A command_admin sees and changes only its club's teams' departures (another club's is 404);
// the provider reads every departure and decides, never states a count or a squad; super_admin
// does everything. Each write is one transaction with its notification.
import {
  DEPARTURE_STATUSES,
  type DepartureAction,
  type DepartureCard,
  type DepartureCountBody,
  type DepartureDetail,
  type DepartureListItem,
  type DeparturePatchBody,
  type DepartureSaved,
  type DepartureSquadBody,
  type DepartureSquadForm,
  type DepartureStatus,
  type DeparturesQuery,
  type Language,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError, type FieldErrors } from '../../lib/errors';
import { pageOfRows } from '../../lib/pagination';
import type { CurrentUser } from '../auth/index';
import { ineligibleFields } from '../eligibility/index';
import { notify } from '../notifications/index';
import { departureVerdicts, judgeDeparture } from './departures.eligibility';
import * as repository from './departures.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

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
const COUNT_FROM: readonly DepartureStatus[] = ['empty', 'empty-squad', 'rejected'];
const SQUAD_FROM: readonly DepartureStatus[] = ['empty-squad', 'rejected'];
/** The provider's decisions: from which status each one is taken. */
const DECISION_FROM: Record<DeparturePatchBody['status'], DepartureStatus> = { submitted: 'pending', rejected: 'pending', unsubmitted: 'submitted' };

const NOTHING: Record<Language, string> = { kk: 'ешнәрсе', ru: 'ничего', en: 'nothing' };

const ownsTeams = (user: CurrentUser) => user.role === 'super_admin' || user.role === 'command_admin';
const reviews = (user: CurrentUser) => user.role === 'super_admin' || user.role === 'provider';

/** What `user` may do with a departure in `status`. */
export function departureActions(user: CurrentUser, status: DepartureStatus): DepartureAction[] {
  const actions: DepartureAction[] = [];
  if (ownsTeams(user) && COUNT_FROM.includes(status)) actions.push('count');
  if (ownsTeams(user) && SQUAD_FROM.includes(status)) actions.push('squad');
  if (reviews(user) && status === 'pending') actions.push('agree', 'reject');
  if (reviews(user) && status === 'submitted') actions.push('remove');
  return actions;
}

/** 409 naming the steps allowed from `status`, with the departure as it is now (`current`). */
function refuseTransition(status: DepartureStatus, language: Language, current: DepartureCard): never {
  const allowed = DEPARTURE_FLOW[status].filter((next, i, all) => all.indexOf(next) === i).map((next) => enumLabel('departureStatus', next, language));
  throw new AppError('departure_transition', {
    params: { status: enumLabel('departureStatus', status, language), allowed: allowed.length > 0 ? allowed.join(', ') : NOTHING[language] },
    data: { current },
  });
}

/** A command_admin may touch only its own club's teams' departures. */
const mayAccess = (user: CurrentUser, clubId: number) => user.role !== 'command_admin' || user.clubId === clubId;

export function createDeparturesService({ db, clock }: { db: DB; clock: Clock }) {
  function card(row: repository.DepartureRow, user: CurrentUser): DepartureCard {
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
      actions: departureActions(user, status),
    };
  }

  /** The departure a user may read; another club's is "not found", never data. */
  async function readable(language: Language, user: CurrentUser, id: number): Promise<repository.DepartureRow> {
    const row = await repository.findDeparture(db, language, id);
    if (!row || !mayAccess(user, row.club_id)) throw new AppError('not_found');
    return row;
  }

  /** Locks a departure the user may change. */
  async function writable(trx: Executor, user: CurrentUser, id: number) {
    const row = await repository.lockDeparture(trx, id);
    if (!row || !mayAccess(user, row.club_id)) throw new AppError('not_found');
    return row;
  }

  /** Refuses a step the departure's status does not allow, read in the refused write's transaction. */
  async function refuse(trx: Executor, language: Language, user: CurrentUser, id: number, status: DepartureStatus): Promise<never> {
    const row = await repository.findDeparture(trx, language, id);
    return refuseTransition(status, language, card(row!, user));
  }

  const travelDay = async (executor: Executor, departureId: number, language: Language) => {
    const row = await repository.findDeparture(executor, language, departureId);
    return row?.date_time ? almatyDate(new Date(row.date_time as Date | string)) : almatyDate(clock());
  };

  const saved = (id: number, status: DepartureStatus, peopleCount: number | null): DepartureSaved => ({ id, status, people_count: peopleCount });

  return {
    /** Departures the user may see (a command_admin: its club's), filtered, sorted and paged; pending first for the provider. */
    async cabinetList(language: Language, user: CurrentUser, query: DeparturesQuery) {
      const clubId = user.role === 'command_admin' ? (user.clubId ?? -1) : null;
      const rows = await repository.listDepartures(db, language, clubId);
      const items: DepartureListItem[] = rows.map((r) => ({
        id: r.id,
        status: r.status as DepartureListItem['status'],
        people_count: r.people_count,
        team: { id: r.team_id, title: r.team_title },
        tournament: { id: r.tournament_id, title: r.tournament_title },
        match: {
          id: r.match_id,
          date_time: iso(r.date_time as Date | string | null) ?? '',
          host: { id: r.host_id, title: r.host_title },
          guest: { id: r.guest_id, title: r.guest_title },
        },
      }));
      const filtered = items
        .filter((d) => query.status === undefined || d.status === query.status)
        .filter((d) => query.tournament_id === undefined || d.tournament.id === query.tournament_id);
      // The provider's work comes first: pending, then the rest by the flow's order and date.
      const defaultSort = reviews(user) ? 'review' : 'date_time';
      return pageOfRows(filtered, { ...query, sort: (query.sort ?? defaultSort) as 'date_time' | '-date_time' | 'status' | '-status' | 'review' }, {
        sortBy: {
          date_time: (d) => d.match.date_time,
          status: (d) => DEPARTURE_STATUSES.indexOf(d.status),
          review: (d) => `${d.status === 'pending' ? 0 : 1}|${d.match.date_time}`,
        },
        defaultSort: 'date_time',
        searchText: (d) => `${d.team.title} ${d.match.host.title} ${d.match.guest.title} ${d.tournament.title}`,
      });
    },

    async detail(language: Language, user: CurrentUser, id: number): Promise<DepartureDetail> {
      const row = await readable(language, user, id);
      const [players, staff] = await Promise.all([repository.squadPlayers(db, language, id), repository.squadStaff(db, language, id)]);
      return {
        departure: card(row, user),
        players: players.map((p) => ({ ...p, birth_date: p.birth_date ?? null, number: p.number === null ? null : Number(p.number) })),
        staff: staff.map((s) => ({ ...s, birth_date: s.birth_date ?? null })),
      };
    },

    async squadForm(language: Language, user: CurrentUser, id: number): Promise<DepartureSquadForm> {
      const row = await readable(language, user, id);
      const [players, staff, listed] = await Promise.all([
        repository.applicationPlayers(db, language, row.tournament_id, row.team_id),
        repository.applicationStaff(db, language, row.tournament_id, row.team_id),
        repository.squadIds(db, id),
      ]);
      const verdicts = await departureVerdicts(db, language, {
        tournamentId: row.tournament_id,
        teamId: row.team_id,
        matchId: row.match_id,
        playerIds: players.map((p) => p.id),
        staffIds: staff.map((s) => s.id),
        on: row.date_time ? almatyDate(new Date(row.date_time as Date | string)) : almatyDate(clock()),
      });
      const verdict = (map: Map<number, { eligible: boolean; issues: string[] }>, personId: number) => map.get(personId) ?? { eligible: true, issues: [] };
      return {
        departure: card(row, user),
        players: players.map((p) => ({
          ...p,
          birth_date: p.birth_date ?? null,
          number: p.number === null ? null : Number(p.number),
          ...verdict(verdicts.players, p.id),
          selected: listed.playerIds.includes(p.id),
        })),
        staff: staff.map((s) => ({ ...s, birth_date: s.birth_date ?? null, ...verdict(verdicts.staff, s.id), selected: listed.staffIds.includes(s.id) })),
      };
    },

    /** The team states how many travel: empty, empty-squad or rejected → empty-squad. */
    async setCount(language: Language, user: CurrentUser, id: number, body: DepartureCountBody): Promise<DepartureSaved> {
      return inTransaction(db, async (trx) => {
        const row = await writable(trx, user, id);
        const status = row.status as DepartureStatus;
        if (!COUNT_FROM.includes(status)) await refuse(trx, language, user, id, status);
        await repository.setCount(trx, id, body.people_count, 'empty-squad', clock());
        return saved(id, 'empty-squad', body.people_count);
      });
    },

    /**
     * The team lists who travels and sends it (→ pending): exactly the stated count, everyone from
     * the team's submitted application and eligible for this match. Notifies the providers.
     */
    async sendSquad(language: Language, user: CurrentUser, id: number, body: DepartureSquadBody): Promise<DepartureSaved> {
      return inTransaction(db, async (trx) => {
        const row = await writable(trx, user, id);
        const status = row.status as DepartureStatus;
        if (!SQUAD_FROM.includes(status)) await refuse(trx, language, user, id, status);
        const playerIds = [...new Set(body.player_ids)];
        const staffIds = [...new Set(body.staff_ids)];
        const [players, staff] = await Promise.all([
          repository.applicationPlayers(trx, language, row.tournament_id, row.team_id),
          repository.applicationStaff(trx, language, row.tournament_id, row.team_id),
        ]);
        const playerName = new Map(players.map((p) => [p.id, p.name]));
        const staffName = new Map(staff.map((s) => [s.id, s.name]));
        const fields: FieldErrors = {};
        const add = (field: string, rule: string, params: Record<string, string | number>) => (fields[field] ??= []).push({ rule, params });
        for (const playerId of playerIds) if (!playerName.has(playerId)) add('player_ids', 'departure_not_in_application', { name: `#${playerId}` });
        for (const staffId of staffIds) if (!staffName.has(staffId)) add('staff_ids', 'departure_not_in_application', { name: `#${staffId}` });
        const size = playerIds.length + staffIds.length;
        const count = row.people_count ?? 0;
        if (size !== count) add('squad', 'departure_squad_size', { count, size });
        if (Object.keys(fields).length === 0) {
          const judged = await judgeDeparture(trx, {
            tournamentId: row.tournament_id,
            teamId: row.team_id,
            matchId: row.match_id,
            playerIds,
            staffIds,
            on: await travelDay(trx, id, language),
          });
          ineligibleFields(judged.players, playerIds.map((playerId) => ({ id: playerId, field: 'player_ids', name: playerName.get(playerId)! })), language, fields);
          ineligibleFields(judged.staff, staffIds.map((staffId) => ({ id: staffId, field: 'staff_ids', name: staffName.get(staffId)! })), language, fields);
        }
        if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
        const now = clock();
        await repository.replaceSquad(trx, id, playerIds, staffIds);
        await repository.setStatus(trx, id, { status: 'pending', reject_reason: null, submitted_at: now, reviewed_by: null, reviewed_at: null }, now);
        await notify(trx, { role: 'provider' }, 'departure_sent', {
          departure_id: id,
          tournament_id: row.tournament_id,
          team_id: row.team_id,
          team: row.team_title,
          match_id: row.match_id,
          people_count: count,
          resent: status === 'rejected',
        });
        return saved(id, 'pending', count);
      });
    },

    /** The provider's decision: agree (pending → submitted), reject with a reason (pending → rejected), remove (submitted → unsubmitted). */
    async decide(language: Language, user: CurrentUser, id: number, body: DeparturePatchBody): Promise<DepartureSaved> {
      const reason = body.reason?.trim() || null;
      if (body.status === 'rejected' && !reason) throw new AppError('validation_failed', { fields: { reason: [{ rule: 'required' }] } });
      return inTransaction(db, async (trx) => {
        const row = await writable(trx, user, id);
        const status = row.status as DepartureStatus;
        if (status !== DECISION_FROM[body.status]) await refuse(trx, language, user, id, status);
        const now = clock();
        await repository.setStatus(
          trx,
          id,
          { status: body.status, reject_reason: body.status === 'submitted' ? null : reason, reviewed_by: user.id, reviewed_at: now },
          now,
        );
        await notify(trx, { clubId: row.club_id }, 'departure_status', {
          departure_id: id,
          tournament_id: row.tournament_id,
          team_id: row.team_id,
          team: row.team_title,
          match_id: row.match_id,
          status: body.status,
          reason: body.status === 'submitted' ? null : reason,
        });
        return saved(id, body.status, row.people_count);
      });
    },
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;
