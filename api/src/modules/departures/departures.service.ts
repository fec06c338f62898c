// Departures: the list, one departure, its squad form, and the flow of spec §4 —
//   empty --count--> empty-squad --squad--> pending --agree--> submitted --remove--> unsubmitted
//                                                   --reject--> rejected --count/squad--> …
// A command_admin sees and changes only its club's teams' departures (another club's is 404);
// the provider reads every departure and decides, never states a count or a squad; super_admin
// does everything. Each write is one transaction with its notification. A squad with a player
// under 18 takes at least one accompanying adult (staff); the provider's decision can be undone
// until the travel date (ADR 0164). The travel list exports as CSV (names of countries in the
// reader's language).
import {
  ADULT_AGE,
  DEPARTURE_STATUSES,
  TRAVEL_LIST_COLUMNS,
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
import { countryName, enumLabel } from '@league/shared/labels';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { almatyDate, type Clock } from '../../lib/clock';
import { csvText } from '../../lib/csv';
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
const DECISION_FROM: Record<DeparturePatchBody['status'], DepartureStatus> = {
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
const dayOf = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
};

const NOTHING: Record<Language, string> = { kk: 'ешнәрсе', ru: 'ничего', en: 'nothing' };

const ownsTeams = (user: CurrentUser) => user.role === 'super_admin' || user.role === 'command_admin';
const reviews = (user: CurrentUser) => user.role === 'super_admin' || user.role === 'provider';

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

/** The CSV column titles in each language. */
const CSV_TITLES: Record<Language, Record<(typeof TRAVEL_LIST_COLUMNS)[number], string>> = {
  kk: { name: 'Аты-жөні', birth_date: 'Туған күні', citizenship: 'Азаматтығы', document: 'Құжат', role: 'Рөлі' },
  ru: { name: 'ФИО', birth_date: 'Дата рождения', citizenship: 'Гражданство', document: 'Документ', role: 'Роль' },
  en: { name: 'Name', birth_date: 'Birth date', citizenship: 'Citizenship', document: 'Document', role: 'Role' },
};
const PLAYER_ROLE: Record<Language, string> = { kk: 'Ойыншы', ru: 'Игрок', en: 'Player' };

/** 409 naming the steps allowed from `status`, with the departure as it is now (`current`). */
function refuseTransition(status: DepartureStatus, language: Language, current: DepartureCard): never {
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
      actions: departureActions(user, status, undoOpen(row.date_time as Date | string | null)),
    };
  }

  /** Whether a decision may still be undone: the league's today is before the travel day (the match's day). */
  function undoOpen(dateTime: Date | string | null): boolean {
    return dateTime !== null && almatyDate(clock()) < almatyDate(new Date(dateTime));
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
  async function refuse(
    trx: Executor,
    language: Language,
    user: CurrentUser,
    id: number,
    status: DepartureStatus,
  ): Promise<never> {
    const row = await repository.findDeparture(trx, language, id);
    return refuseTransition(status, language, card(row!, user));
  }

  const travelDay = async (executor: Executor, departureId: number, language: Language) => {
    const row = await repository.findDeparture(executor, language, departureId);
    return row?.date_time ? almatyDate(new Date(row.date_time as Date | string)) : almatyDate(clock());
  };

  const saved = (id: number, status: DepartureStatus, peopleCount: number | null): DepartureSaved => ({
    id,
    status,
    people_count: peopleCount,
  });

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
      return pageOfRows(
        filtered,
        { ...query, sort: (query.sort ?? defaultSort) as 'date_time' | '-date_time' | 'status' | '-status' | 'review' },
        {
          sortBy: {
            date_time: (d) => d.match.date_time,
            status: (d) => DEPARTURE_STATUSES.indexOf(d.status),
            review: (d) => `${d.status === 'pending' ? 0 : 1}|${d.match.date_time}`,
          },
          defaultSort: 'date_time',
          searchText: (d) => `${d.team.title} ${d.match.host.title} ${d.match.guest.title} ${d.tournament.title}`,
        },
      );
    },

    async detail(language: Language, user: CurrentUser, id: number): Promise<DepartureDetail> {
      const row = await readable(language, user, id);
      const [players, staff] = await Promise.all([
        repository.squadPlayers(db, language, id),
        repository.squadStaff(db, language, id),
      ]);
      return {
        departure: card(row, user),
        players: players.map((p) => ({
          ...p,
          birth_date: p.birth_date ?? null,
          citizenship: countryName(p.citizenship, language),
          number: p.number === null ? null : Number(p.number),
        })),
        staff: staff.map((s) => ({
          ...s,
          birth_date: s.birth_date ?? null,
          citizenship: countryName(s.citizenship, language),
        })),
      };
    },

    /** The travel list as CSV text (BOM, `;`-free comma CSV, CRLF): players by number, then staff. */
    async travelListCsv(
      language: Language,
      user: CurrentUser,
      id: number,
    ): Promise<{ text: string; filename: string }> {
      const row = await readable(language, user, id);
      const [players, staff] = await Promise.all([
        repository.squadPlayers(db, language, id),
        repository.squadStaff(db, language, id),
      ]);
      const document = (kind: string | null, number: string | null) =>
        [kind ? enumLabel('identityKind', kind, language) : null, number].filter(Boolean).join(' ');
      const lines = [
        TRAVEL_LIST_COLUMNS.map((c) => CSV_TITLES[language][c]),
        ...players.map((p) => [
          p.name,
          dayOf(p.birth_date) ?? '',
          countryName(p.citizenship, language) ?? '',
          document(p.identity_kind, p.identity_number),
          PLAYER_ROLE[language],
        ]),
        ...staff.map((s) => [
          s.name,
          dayOf(s.birth_date) ?? '',
          countryName(s.citizenship, language) ?? '',
          document(s.identity_kind, s.identity_number),
          s.kind ? enumLabel('staffKind', s.kind, language) : '',
        ]),
      ];
      const day = row.date_time ? almatyDate(new Date(row.date_time as Date | string)) : 'undated';
      return { text: csvText(lines), filename: `travel-list-${id}-${day}.csv` };
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
      const verdict = (map: Map<number, { eligible: boolean; issues: string[] }>, personId: number) =>
        map.get(personId) ?? { eligible: true, issues: [] };
      return {
        departure: card(row, user),
        players: players.map((p) => ({
          ...p,
          birth_date: p.birth_date ?? null,
          number: p.number === null ? null : Number(p.number),
          ...verdict(verdicts.players, p.id),
          selected: listed.playerIds.includes(p.id),
        })),
        staff: staff.map((s) => ({
          ...s,
          birth_date: s.birth_date ?? null,
          ...verdict(verdicts.staff, s.id),
          selected: listed.staffIds.includes(s.id),
        })),
      };
    },

    /** The team states how many travel: empty, empty-squad or rejected → empty-squad. */
    async setCount(
      language: Language,
      user: CurrentUser,
      id: number,
      body: DepartureCountBody,
    ): Promise<DepartureSaved> {
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
    async sendSquad(
      language: Language,
      user: CurrentUser,
      id: number,
      body: DepartureSquadBody,
    ): Promise<DepartureSaved> {
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
        const add = (field: string, rule: string, params: Record<string, string | number>) =>
          (fields[field] ??= []).push({ rule, params });
        for (const playerId of playerIds)
          if (!playerName.has(playerId)) add('player_ids', 'departure_not_in_application', { name: `#${playerId}` });
        for (const staffId of staffIds)
          if (!staffName.has(staffId)) add('staff_ids', 'departure_not_in_application', { name: `#${staffId}` });
        const size = playerIds.length + staffIds.length;
        const count = row.people_count ?? 0;
        if (size !== count) add('squad', 'departure_squad_size', { count, size });
        const day = await travelDay(trx, id, language);
        const wellFormed = Object.keys(fields).length === 0;
        if (wellFormed) {
          const judged = await judgeDeparture(trx, {
            tournamentId: row.tournament_id,
            teamId: row.team_id,
            matchId: row.match_id,
            playerIds,
            staffIds,
            on: day,
          });
          ineligibleFields(
            judged.players,
            playerIds.map((playerId) => ({ id: playerId, field: 'player_ids', name: playerName.get(playerId)! })),
            language,
            fields,
          );
          ineligibleFields(
            judged.staff,
            staffIds.map((staffId) => ({ id: staffId, field: 'staff_ids', name: staffName.get(staffId)! })),
            language,
            fields,
          );
        }
        if (wellFormed) {
          // Children travel with an adult: a player under 18 on the travel day needs a staff member of 18 or more (birth date unknown: an adult).
          const birth = new Map(players.map((p) => [p.id, dayOf(p.birth_date)]));
          const staffBirth = new Map(staff.map((s) => [s.id, dayOf(s.birth_date)]));
          const minors = playerIds.filter((playerId) => {
            const born = birth.get(playerId);
            return born !== null && born !== undefined && yearsOn(born, day) < ADULT_AGE;
          }).length;
          const adults = staffIds.filter((staffId) => {
            const born = staffBirth.get(staffId);
            return born === null || born === undefined || yearsOn(born, day) >= ADULT_AGE;
          }).length;
          if (minors > 0 && adults === 0) add('staff_ids', 'departure_needs_adult', { count: minors });
        }
        if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
        const now = clock();
        await repository.replaceSquad(trx, id, playerIds, staffIds);
        await repository.setStatus(
          trx,
          id,
          { status: 'pending', reject_reason: null, submitted_at: now, reviewed_by: null, reviewed_at: null },
          now,
        );
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
      if (body.status === 'rejected' && !reason)
        throw new AppError('validation_failed', { fields: { reason: [{ rule: 'required' }] } });
      return inTransaction(db, async (trx) => {
        const row = await writable(trx, user, id);
        const status = row.status as DepartureStatus;
        if (status !== DECISION_FROM[body.status]) await refuse(trx, language, user, id, status);
        const now = clock();
        await repository.setStatus(
          trx,
          id,
          {
            status: body.status,
            reject_reason: body.status === 'submitted' ? null : reason,
            reviewed_by: user.id,
            reviewed_at: now,
          },
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

    /**
     * Undoes the provider's last decision (submitted or rejected → pending, unsubmitted →
     * submitted) while the league's today is before the travel day; refused with 409 and the
     * departure as it is otherwise. The team is told, as for a decision.
     */
    async undo(language: Language, user: CurrentUser, id: number): Promise<DepartureSaved> {
      return inTransaction(db, async (trx) => {
        const row = await writable(trx, user, id);
        const status = row.status as DepartureStatus;
        const back = UNDO_TO[status];
        const current = async () => card((await repository.findDeparture(trx, language, id))!, user);
        if (back === undefined) {
          throw new AppError('departure_no_decision', {
            params: { status: enumLabel('departureStatus', status, language) },
            data: { current: await current() },
          });
        }
        if (!undoOpen(row.date_time as Date | string | null)) {
          const date = row.date_time ? almatyDate(new Date(row.date_time as Date | string)) : '—';
          throw new AppError('departure_undo_closed', { params: { date }, data: { current: await current() } });
        }
        const now = clock();
        // Back to pending: nobody has decided. Back to submitted (a removal undone): the undoing reviewer agreed.
        await repository.setStatus(
          trx,
          id,
          back === 'pending'
            ? { status: back, reject_reason: null, reviewed_by: null, reviewed_at: null }
            : { status: back, reject_reason: null, reviewed_by: user.id, reviewed_at: now },
          now,
        );
        await notify(trx, { clubId: row.club_id }, 'departure_status', {
          departure_id: id,
          tournament_id: row.tournament_id,
          team_id: row.team_id,
          team: row.team_title,
          match_id: row.match_id,
          status: back,
          reason: null,
        });
        return saved(id, back, row.people_count);
      });
    },
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;
