// The referee's match protocol: who may read or change which match (scope), the lifecycle
// (scheduled → live → finished → locked; super_admin unlocks), the crew, statistics, squads,
// events and additions. Every part carries a version; a write names the version it read and a
// stale one is refused with 409 and the part's current state. Event writes carry an idempotency
// key. Every write is one transaction and empties the public micro-cache (the public match page,
// table, form, scorers and disqualifications are computed from these rows).
import type {
  MatchSuspensions,
  AdditionsBody,
  BroadcastBody,
  ClockBody,
  CabinetAdditions,
  CabinetClock,
  CabinetEvent,
  CabinetEvents,
  CabinetMatchItem,
  CabinetMatchesQuery,
  CabinetPlayer,
  CabinetProtocol,
  CabinetSquadForm,
  CabinetSquadSide,
  CabinetSquads,
  EventCreateBody,
  EventKind,
  EventUpdateBody,
  FixtureMoveBody,
  FixtureState,
  Language,
  MatchLifecycleState,
  PlayerPosition,
  ProtocolPatchBody,
  ProtocolTransition,
  SquadResetBody,
  SquadSaveBody,
  TeamType,
} from '@league/shared/contracts';
import { createHash } from 'node:crypto';
import { ADDITION_FIELDS, clockRules, clockSeconds, PROTOCOL_METRICS, REFEREE_ROLES } from '@league/shared/contracts';
import { policyAllows } from '@league/shared/access';
import { matches as endpoints } from '@league/shared/endpoints';
import { enumLabel, UNIFORM_COLORS } from '@league/shared/labels';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError, type ConflictCode, type FieldErrors } from '../../lib/errors';
import { pageWindow, paginated } from '../../lib/pagination';
import { mayCall } from '../../lib/route';
import type { CurrentUser } from '../auth/index';
import { ineligibleFields, type NamedPerson } from '../eligibility/index';
import * as stats from '../stats/index';
import { toMatchInputs } from './match-inputs';
import { judgeSquad, squadVerdicts } from './matches.eligibility';
import * as repo from './matches.protocol.repository';
import * as matchesRepository from './matches.repository';
import { proposeSquad } from './squad-proposal';
import { reachMatch } from './match-scope';
import { matchSuspensions } from './matches.suspensions';
import { checkEvents, newIssues, type RuleEvent, type RuleIssue, type RuleSquadEntry } from './protocol-rules';

const TABLE: Record<EventKind, repo.EventTable> = {
  goal: 'goals',
  punishment: 'punishments',
  replacement: 'replacements',
  missed_penalty: 'missed_penalties',
};
const SQUAD_VERSION: Record<TeamType, repo.VersionColumn> = {
  host: 'host_squad_version',
  guest: 'guest_squad_version',
};

const notFound = () => new AppError('not_found');
const refuse = (code: 'validation_failed', fields: FieldErrors = {}) => new AppError(code, { fields });
const one = (field: string, rule: string, params?: Record<string, string | number>): FieldErrors => ({
  [field]: [{ rule, params }],
});

export function lifecycleOf(row: Pick<repo.ProtocolMatchRow, 'status' | 'protocol_confirmed_at'>): MatchLifecycleState {
  return row.protocol_confirmed_at !== null ? 'locked' : row.status;
}

/** A fixture as the cabinet's answer to a move. */
export const fixtureState = (row: repo.FixtureRow): FixtureState => ({
  id: row.id,
  status: row.status,
  date_time: row.date_time,
  postponed_from: row.postponed_from,
  technical_result: row.technical_result,
  cancellation_reason: {
    kk: row.cancellation_reason_kk,
    ru: row.cancellation_reason_ru,
    en: row.cancellation_reason_en,
  },
  fixture_revision: row.fixture_revision,
});

/** The match clock as the cabinet reads it (ADR 0172): its version, its state, the tournament's periods. */
export function clockOf(
  row: Pick<
    repo.ProtocolMatchRow,
    'match_length_minutes' | 'clock_period' | 'clock_started_at' | 'clock_elapsed_seconds' | 'clock_version'
  >,
): CabinetClock {
  const rules = clockRules(row.match_length_minutes);
  return {
    version: row.clock_version,
    ...rules,
    clock:
      row.clock_period === null
        ? null
        : {
            period: row.clock_period,
            ...rules,
            started_at: row.clock_started_at,
            elapsed_seconds: row.clock_elapsed_seconds,
            running: row.clock_started_at !== null,
          },
  };
}

/** The clock's columns once it stops at `now` (a pause, the match's finish): the running stretch is added to the period's seconds. */
function stoppedClock(row: Pick<repo.ProtocolMatchRow, 'clock_started_at' | 'clock_elapsed_seconds'>, now: Date) {
  return {
    clock_started_at: null,
    clock_elapsed_seconds: clockSeconds(
      { started_at: row.clock_started_at, elapsed_seconds: row.clock_elapsed_seconds },
      now.getTime(),
    ),
  };
}

const POSSESSION = /^\d{1,3}:[0-5]\d$/;
const COUNT = /^\d{1,4}$/;

export function createProtocolService({ db, clock }: { db: DB; clock: Clock }) {
  // ---------------------------------------------------------------------------------------------
  // Scope

  /** The match if the user may reach it in this mode; 404 otherwise (no data about it). */
  /**
   * The match if the user's scope reaches it; 404 otherwise (no data about it). Which roles may
   * read, write or list a squad is the access table's (each route's policy, checked before the
   * service runs); here only the scopes: a referee reaches the matches of their crew
   * (own_matches), a club's administrator its teams' matches (own_club).
   */
  async function reach(
    language: Language,
    user: CurrentUser,
    id: number,
    executor: Executor = db,
  ): Promise<repo.ProtocolMatchRow> {
    return reachMatch(executor, language, user, id);
  }

  /** What the user's role may do with a protocol, as the access table says for its endpoints. */
  const mayWrite = (user: CurrentUser) => mayCall(endpoints.patchProtocol, user.role);
  /** A cancelled match, or a postponed one whose new date is still to be set, takes no protocol. */
  const offCalendar = (row: Pick<repo.ProtocolMatchRow, 'status' | 'date_time'>) =>
    row.status === 'cancelled' || (row.status === 'postponed' && row.date_time === null);
  const editable = (row: repo.ProtocolMatchRow) => row.protocol_confirmed_at === null && !offCalendar(row);

  /** Refuses a write of a locked, cancelled or postponed match with `current`, the written part as it is. */
  async function assertEditable(row: repo.ProtocolMatchRow, current: () => Promise<unknown>) {
    if (row.protocol_confirmed_at !== null) await conflict('protocol_locked', current);
    if (offCalendar(row)) await conflict('transition_not_allowed', current);
  }

  function transitionsFor(user: CurrentUser, row: repo.ProtocolMatchRow): ProtocolTransition[] {
    if (!mayWrite(user)) return [];
    if (row.protocol_confirmed_at !== null) return policyAllows('superAdmin', user.role) ? ['unlock'] : [];
    if (row.status === 'scheduled' || (row.status === 'postponed' && row.date_time !== null)) return ['start'];
    if (row.status === 'live') return ['finish'];
    // A finished sheet is locked by both teams' sign-off (ADR 0212); the referee has no lock of
    // their own (ADR 0252). The league may still lock it, e.g. when an official never signs.
    if (row.status === 'finished') return policyAllows('superAdmin', user.role) ? ['lock'] : [];
    return [];
  }

  // ---------------------------------------------------------------------------------------------
  // Reading the parts

  async function matchInput(executor: Executor, language: Language, id: number) {
    const [rows, events] = await Promise.all([
      matchesRepository.listMatches(executor, language, { ids: [id] }),
      matchesRepository.loadEvents(executor, [id]),
    ]);
    const input = toMatchInputs(rows, events)[0];
    return { input, events };
  }

  function scoreOf(input: stats.MatchInput) {
    const s = stats.matchScore({ ...input, technicalResult: null });
    return {
      score: { host: s.host, guest: s.guest },
      shootout: s.shootout ? { host: s.shootout.host, guest: s.shootout.guest } : null,
    };
  }

  async function protocolOf(
    executor: Executor,
    language: Language,
    user: CurrentUser,
    row: repo.ProtocolMatchRow,
  ): Promise<CabinetProtocol> {
    const [{ input }, crew, statistics] = await Promise.all([
      matchInput(executor, language, row.id),
      repo.crewOf(executor, row.id),
      matchesRepository.loadMatchStatistics(executor, row.id),
    ]);
    const refereeIds = crew.map((c) => c.referee_id);
    const [named, options] = await Promise.all([
      repo.referees(executor, language, refereeIds),
      mayWrite(user) ? repo.referees(executor, language) : Promise.resolve([]),
    ]);
    const names = new Map(named.map((r) => [r.id, r]));
    const byMetric = new Map(statistics.map((s) => [s.metric, s]));
    const metrics = [
      ...PROTOCOL_METRICS,
      ...statistics.map((s) => s.metric).filter((m) => !(PROTOCOL_METRICS as readonly string[]).includes(m)),
    ];
    const canEdit = mayWrite(user) && editable(row);
    return {
      version: row.protocol_version,
      match: {
        id: row.id,
        tournament: { id: row.tournament_id, title: row.tournament_title },
        tour_name: row.tour_title,
        date_time: row.date_time,
        status: row.status,
        lifecycle: lifecycleOf(row),
        technical_result: row.technical_result,
        host: { id: row.host_team_id, title: row.host_title },
        guest: { id: row.guest_team_id, title: row.guest_title },
        stadium: row.stadium_title,
        broadcast_url: row.broadcast_url,
      },
      ...scoreOf(input),
      crew: REFEREE_ROLES.map((role) => {
        const member = crew.find((c) => c.role === role);
        return { role, referee: member ? (names.get(member.referee_id) ?? { id: member.referee_id, name: '' }) : null };
      }),
      statistics: metrics.map((metric) => ({
        metric,
        title: enumLabel('metric', metric, language),
        host_value: byMetric.get(metric)?.host_value ?? null,
        guest_value: byMetric.get(metric)?.guest_value ?? null,
      })),
      host_color: row.host_color,
      guest_color: row.guest_color,
      spectators: row.spectators,
      clock: clockOf(row),
      permissions: {
        edit: canEdit,
        transitions: transitionsFor(user, row),
        broadcast: mayCall(endpoints.setBroadcast, user.role),
        delete:
          mayCall(endpoints.deleteMatch, user.role) &&
          row.status !== 'finished' &&
          row.protocol_confirmed_at === null &&
          input.goals.length +
            input.punishments.length +
            (input.replacements?.length ?? 0) +
            (input.missedPenalties?.length ?? 0) ===
            0,
      },
      options: {
        referees: options,
        colors: Object.keys(UNIFORM_COLORS).map((id) => ({ id, title: enumLabel('color', id, language) })),
      },
    };
  }

  async function eventsOf(
    executor: Executor,
    language: Language,
    user: CurrentUser,
    row: repo.ProtocolMatchRow,
  ): Promise<CabinetEvents> {
    const [{ input, events }, squad] = await Promise.all([
      matchInput(executor, language, row.id),
      repo.squadOf(executor, language, row.id),
    ]);
    const ids = [
      ...events.goals.flatMap((g) => [g.player_id, g.assistant_player_id]),
      ...events.punishments.map((p) => p.player_id),
      ...events.replacements.flatMap((r) => [r.player_in_id, r.player_out_id]),
      ...events.missedPenalties.map((p) => p.player_id),
    ].filter((v): v is number => v !== null);
    const inSquad = new Map(squad.map((s) => [s.player_id, s]));
    const missing = ids.filter((pid) => !inSquad.has(pid));
    const others = new Map((await repo.playerNames(executor, language, missing)).map((p) => [p.id, p]));
    const person = (pid: number | null): CabinetPlayer | null => {
      if (pid === null) return null;
      const s = inSquad.get(pid);
      if (s) return { id: pid, name: s.name, number: s.number, position: s.position };
      const o = others.get(pid);
      return { id: pid, name: o?.name ?? '', number: null, position: o?.position ?? null };
    };
    const timing = (e: { minute: number | null; additional_minute: number | null; match_scope: stats.MatchScope }) => {
      const t = { minute: e.minute ?? 0, additionalMinute: e.additional_minute, matchScope: e.match_scope };
      return {
        match_scope: e.match_scope,
        minute: e.minute,
        additional_minute: e.additional_minute,
        label: stats.minuteLabel(t),
        sort_minute: stats.sortMinute(t),
      };
    };
    const blank = {
      assistant: null,
      player_out: null,
      method: null,
      counts_for: null,
      card: null,
      removal_cause: null,
      failure: null,
    };
    const list: CabinetEvent[] = [
      ...events.goals.map(
        (g): CabinetEvent => ({
          ...blank,
          id: g.id,
          kind: 'goal',
          team_type: g.team_type,
          ...timing(g),
          player: person(g.player_id),
          assistant: person(g.assistant_player_id),
          method: g.method,
          counts_for: g.method === 'own_goal' ? (g.team_type === 'host' ? 'guest' : 'host') : g.team_type,
        }),
      ),
      ...events.punishments.map(
        (p): CabinetEvent => ({
          ...blank,
          id: p.id,
          kind: 'punishment',
          team_type: p.team_type,
          ...timing(p),
          player: person(p.player_id),
          card: p.card,
          removal_cause: p.removal_cause,
        }),
      ),
      ...events.replacements.map(
        (r): CabinetEvent => ({
          ...blank,
          id: r.id,
          kind: 'replacement',
          team_type: r.team_type,
          ...timing(r),
          player: person(r.player_in_id),
          player_out: person(r.player_out_id),
        }),
      ),
      ...events.missedPenalties.map(
        (p): CabinetEvent => ({
          ...blank,
          id: p.id,
          kind: 'missed_penalty',
          team_type: p.team_type,
          ...timing(p),
          player: person(p.player_id),
          failure: p.failure,
        }),
      ),
    ];
    list.sort(
      (a, b) =>
        a.sort_minute - b.sort_minute ||
        (a.minute ?? 0) - (b.minute ?? 0) ||
        (a.additional_minute ?? 0) - (b.additional_minute ?? 0) ||
        a.id - b.id,
    );
    const side = (teamId: number) =>
      squad
        .filter((s) => s.team_id === teamId)
        .map((s): CabinetPlayer => ({ id: s.player_id, name: s.name, number: s.number, position: s.position }));
    return {
      version: row.events_version,
      ...scoreOf(input),
      events: list,
      squads: { host: side(row.host_team_id), guest: side(row.guest_team_id) },
      starters: {
        host: squad.filter((s) => s.team_id === row.host_team_id && s.kind === 'main').map((s) => s.player_id),
        guest: squad.filter((s) => s.team_id === row.guest_team_id && s.kind === 'main').map((s) => s.player_id),
      },
      editable: mayWrite(user) && editable(row) && (row.status === 'live' || row.status === 'finished'),
    };
  }

  function squadSide(row: repo.ProtocolMatchRow, squad: repo.SquadPlayerRow[], teamType: TeamType): CabinetSquadSide {
    const teamId = teamType === 'host' ? row.host_team_id : row.guest_team_id;
    return {
      team: { id: teamId, title: teamType === 'host' ? row.host_title : row.guest_title },
      team_type: teamType,
      version: teamType === 'host' ? row.host_squad_version : row.guest_squad_version,
      players: squad
        .filter((s) => s.team_id === teamId)
        .map((s) => ({
          player_id: s.player_id,
          name: s.name,
          kind: s.kind,
          number: s.number,
          is_captain: s.is_captain,
          position: s.position,
        })),
    };
  }

  /** The sides a user sees: a command_admin only its own club's team. */
  function visibleSides(user: CurrentUser, row: repo.ProtocolMatchRow): Record<TeamType, boolean> {
    if (user.role !== 'command_admin') return { host: true, guest: true };
    return { host: row.host_club_id === user.clubId, guest: row.guest_club_id === user.clubId };
  }

  async function squadsOf(
    executor: Executor,
    language: Language,
    user: CurrentUser,
    row: repo.ProtocolMatchRow,
  ): Promise<CabinetSquads> {
    const squad = await repo.squadOf(executor, language, row.id);
    const sides = visibleSides(user, row);
    return {
      host: sides.host ? squadSide(row, squad, 'host') : null,
      guest: sides.guest ? squadSide(row, squad, 'guest') : null,
      editable: mayWrite(user) && editable(row),
    };
  }

  function additionsOf(user: CurrentUser, row: repo.ProtocolMatchRow): CabinetAdditions {
    const value = (key: string) => {
      const v = row.additions[key];
      return typeof v === 'string' ? v : '';
    };
    return {
      version: row.additions_version,
      additions: {
        weather: value('weather'),
        pitch: value('pitch'),
        injuries: value('injuries'),
        notes: value('notes'),
      },
      editable: mayWrite(user) && editable(row),
    };
  }

  /**
   * Runs a write of match `id` in one transaction whose first statement locks the match row: every
   * protocol write of one match then runs after the previous one committed and reads its result
   * (versions, events, squads), and nothing it does later (a foreign key's key-share lock, the
   * tally trigger's row lock) can wait on another writer of that match. The lock order is
   * docs/architecture.md's. The root hook forgets public answers once it answers.
   */
  function write<T>(
    id: number,
    work: (trx: Executor) => Promise<T>,
    first?: (trx: Executor) => Promise<void>,
  ): Promise<T> {
    return inTransaction(
      db,
      async (trx) => {
        // `first`: a lock the lock order puts before the match's (a fixture move's tournament).
        if (first) await first(trx);
        await repo.lockMatch(trx, id);
        return work(trx);
      },
      { label: 'match protocol' },
    );
  }

  /**
   * 409 `code` with the written part's current state (`data.current`), read in the refused
   * write's transaction: the page redraws from it (a newer version, a locked protocol).
   */
  async function conflict(code: ConflictCode, current: () => Promise<unknown>): Promise<never> {
    throw new AppError(code, { data: { current: await current() } });
  }
  const stale = (current: () => Promise<unknown>) => conflict('stale_version', current);

  // ---------------------------------------------------------------------------------------------
  // Events: from a body to rows and rule inputs

  function eventValues(body: EventCreateBody | EventUpdateBody) {
    const scope = body.match_scope ?? 'regular';
    const base = {
      team_type: body.team_type,
      match_scope: scope,
      minute: body.minute ?? null,
      additional_minute: body.additional_minute ?? null,
    };
    const missing: FieldErrors = {};
    let values: repo.EventValues;
    switch (body.kind) {
      case 'goal': {
        const assistant = body.assistant_id ?? null;
        const method = body.method ?? 'goal';
        values = {
          ...base,
          player_id: body.player_id ?? null,
          method: assistant !== null && method === 'goal' ? 'assistant' : method,
          assistant_player_id: assistant,
        } as repo.GoalValues;
        break;
      }
      case 'punishment': {
        if (!body.card) missing.card = [{ rule: 'required' }];
        const card = body.card ?? 'yellow';
        const cause =
          card === 'yellow' ? null : card === 'second_yellow' ? 'second_yellow' : (body.removal_cause ?? null);
        values = { ...base, player_id: body.player_id ?? null, card, removal_cause: cause } as repo.PunishmentValues;
        break;
      }
      case 'replacement':
        values = {
          ...base,
          player_in_id: body.player_in_id ?? null,
          player_out_id: body.player_out_id ?? null,
        } as repo.ReplacementValues;
        break;
      case 'missed_penalty':
        if (!body.failure) missing.failure = [{ rule: 'required' }];
        values = {
          ...base,
          player_id: body.player_id ?? null,
          failure: body.failure ?? 'saved',
        } as repo.MissedPenaltyValues;
        break;
    }
    if (Object.keys(missing).length) throw refuse('validation_failed', missing);
    return values;
  }

  /**
   * What makes two posts "the same event" for an idempotency key: the kind and the values that
   * would be stored (defaults filled in, so a retry that spells out `match_scope: 'regular'` is
   * the same event), as JSON with sorted keys, hashed.
   */
  function eventHash(kind: EventKind, values: repo.EventValues): string {
    const canonical = Object.fromEntries(
      Object.entries({ kind, ...values }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
  }

  function ruleEvent(key: string, kind: EventKind, v: repo.EventValues): RuleEvent {
    const any = v as repo.EventValues &
      Partial<repo.GoalValues & repo.PunishmentValues & repo.ReplacementValues & repo.MissedPenaltyValues>;
    return {
      key,
      kind,
      side: v.team_type,
      scope: v.match_scope,
      minute: v.minute,
      additionalMinute: v.additional_minute,
      playerId: any.player_id ?? null,
      assistantId: any.assistant_player_id ?? null,
      method: any.method,
      card: any.card,
      removalCause: any.removal_cause ?? null,
      playerInId: any.player_in_id ?? null,
      playerOutId: any.player_out_id ?? null,
    };
  }

  async function currentRules(executor: Executor, language: Language, row: repo.ProtocolMatchRow) {
    const [events, squad] = await Promise.all([
      matchesRepository.loadEvents(executor, [row.id]),
      repo.squadOf(executor, language, row.id),
    ]);
    const list: RuleEvent[] = [
      ...events.goals.map((g) => ruleEvent(`goal:${g.id}`, 'goal', g)),
      ...events.punishments.map((p) => ruleEvent(`punishment:${p.id}`, 'punishment', p)),
      ...events.replacements.map((r) => ruleEvent(`replacement:${r.id}`, 'replacement', r)),
      ...events.missedPenalties.map((p) => ruleEvent(`missed_penalty:${p.id}`, 'missed_penalty', p)),
    ];
    // Recorded order: by id within the whole match (ids of the four tables interleave in time).
    const entries: RuleSquadEntry[] = squad.map((s) => ({
      playerId: s.player_id,
      side: s.team_id === row.host_team_id ? 'host' : 'guest',
      kind: s.kind,
    }));
    return { list, entries, squad };
  }

  function assertRules(entries: RuleSquadEntry[], before: RuleEvent[], after: RuleEvent[], key: string) {
    const broken = newIssues(checkEvents(entries, before), checkEvents(entries, after), key);
    if (broken.length === 0) return;
    const fields: FieldErrors = {};
    for (const issue of broken as RuleIssue[]) (fields[issue.field] ??= []).push({ rule: issue.rule });
    throw refuse('validation_failed', fields);
  }

  /** Events are written while the match is live or finished and its protocol open; else 409 with the current events. */
  async function assertEventsOpen(trx: Executor, language: Language, user: CurrentUser, row: repo.ProtocolMatchRow) {
    const current = () => eventsOf(trx, language, user, row);
    await assertEditable(row, current);
    if (row.status !== 'live' && row.status !== 'finished') await conflict('match_not_started', current);
  }

  // ---------------------------------------------------------------------------------------------
  // The service

  return {
    async list(language: Language, user: CurrentUser, query: CabinetMatchesQuery) {
      const window = pageWindow(query);
      if (user.role === 'referee' && user.refereeId === null) return paginated([], 0, window);
      const rows = await repo.cabinetList(db, language, {
        refereeId: user.role === 'referee' ? user.refereeId! : undefined,
        tournamentId: query.tournament_id,
        teamId: query.team_id,
      });
      const now = clock();
      const today = almatyDate(now);
      const startOfToday = new Date(`${today}T00:00:00+05:00`).toISOString();
      const lifecycle = (r: repo.CabinetListRow): MatchLifecycleState => (r.locked ? 'locked' : r.status);
      const needle = query.q?.trim().toLocaleLowerCase();
      const shown = rows
        .filter((r) => query.status === undefined || lifecycle(r) === query.status)
        .filter((r) => query.open !== '1' || (!r.locked && r.status !== 'cancelled'))
        .filter(
          (r) =>
            !needle || `${r.host_title} ${r.guest_title} ${r.tournament_title}`.toLocaleLowerCase().includes(needle),
        );
      // Today's and upcoming first (soonest first), then open protocols (newest first), then the rest (newest first).
      const group = (r: repo.CabinetListRow) => {
        const upcoming =
          r.date_time !== null &&
          r.date_time >= startOfToday &&
          (r.status === 'scheduled' || r.status === 'live' || r.status === 'postponed');
        if (r.status === 'live' || upcoming) return 0;
        if (!r.locked && r.status !== 'cancelled' && r.status !== 'postponed') return 1;
        return 2;
      };
      const time = (r: repo.CabinetListRow) => (r.date_time ? Date.parse(r.date_time) : Number.MAX_SAFE_INTEGER);
      if (query.sort) {
        const sign = query.sort.startsWith('-') ? -1 : 1;
        shown.sort((a, b) => sign * (time(a) - time(b)) || a.id - b.id);
      } else {
        shown.sort(
          (a, b) => group(a) - group(b) || (group(a) === 0 ? time(a) - time(b) : time(b) - time(a)) || a.id - b.id,
        );
      }
      const page = shown.slice(window.offset, window.offset + window.limit);
      // Each row's score is its tally (no events read); a technical result by the tournament's rules.
      const inputs = toMatchInputs(
        page.map((r) => ({ ...r, tour_id: null, tour_number: null, tour_title: null })),
        matchesRepository.NO_EVENTS,
      );
      const data: CabinetMatchItem[] = page.map((r, i) => {
        const s = stats.matchScore(inputs[i]);
        return {
          id: r.id,
          date_time: r.date_time,
          status: r.status,
          lifecycle: lifecycle(r),
          referee_role: r.referee_role,
          tournament: { id: r.tournament_id, title: r.tournament_title },
          host: { id: r.host_team_id, title: r.host_title },
          guest: { id: r.guest_team_id, title: r.guest_title },
          today: r.date_time !== null && almatyDate(new Date(r.date_time)) === today,
          score:
            r.status === 'live' || r.status === 'finished' || r.technical_result
              ? { host: s.host, guest: s.guest }
              : null,
        };
      });
      return paginated(data, shown.length, window);
    },

    async protocol(language: Language, user: CurrentUser, id: number): Promise<CabinetProtocol> {
      const row = await reach(language, user, id);
      return protocolOf(db, language, user, row);
    },

    async patchProtocol(
      language: Language,
      user: CurrentUser,
      id: number,
      body: ProtocolPatchBody,
    ): Promise<CabinetProtocol> {
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        // The protocol as the row read before this write's version bump says (its version too).
        const saved = () => protocolOf(trx, language, user, row);
        if ((await repo.bumpVersion(trx, id, 'protocol_version', body.version)) === null) await stale(saved);
        const changesData =
          body.crew !== undefined ||
          body.statistics !== undefined ||
          body.host_color !== undefined ||
          body.guest_color !== undefined ||
          body.spectators !== undefined;
        if (changesData) {
          // Data changes need an open protocol (an unlock in the same save opens it).
          if (row.protocol_confirmed_at !== null && body.transition !== 'unlock')
            await conflict('protocol_locked', saved);
          if (offCalendar(row)) await conflict('transition_not_allowed', saved);
        }
        if (body.transition) {
          if (!transitionsFor(user, row).includes(body.transition))
            await conflict(row.protocol_confirmed_at !== null ? 'protocol_locked' : 'transition_not_allowed', saved);
          const step: Record<ProtocolTransition, Parameters<typeof repo.updateMatch>[2]> = {
            start: { status: 'live' },
            // The clock stops with the match (its minute stays as it was at the whistle).
            finish: { status: 'finished', ...(row.clock_started_at !== null ? stoppedClock(row, clock()) : {}) },
            lock: { protocol_confirmed_at: clock().toISOString() },
            unlock: { protocol_confirmed_at: null },
          };
          await repo.updateMatch(trx, id, step[body.transition]);
        }

        const fields: FieldErrors = {};
        if (body.crew) {
          const current = new Map((await repo.crewOf(trx, id)).map((c) => [c.role, c.referee_id as number | null]));
          for (const c of body.crew) current.set(c.role, c.referee_id);
          const chosen = [...current.values()].filter((v): v is number => v !== null);
          const known = new Set((await repo.referees(trx, language, chosen)).map((r) => r.id));
          body.crew.forEach((c, i) => {
            if (c.referee_id === null) return;
            if (!known.has(c.referee_id)) fields[`crew.${i}.referee_id`] = [{ rule: 'one_of' }];
            else if (chosen.filter((r) => r === c.referee_id).length > 1)
              fields[`crew.${i}.referee_id`] = [{ rule: 'crew_twice' }];
          });
        }
        body.statistics?.forEach((s, i) => {
          const pattern = s.metric === 'pure_possession_of_the_ball' ? POSSESSION : COUNT;
          const rule = s.metric === 'pure_possession_of_the_ball' ? 'stat_possession' : 'stat_count';
          for (const side of ['host_value', 'guest_value'] as const) {
            const value = s[side]?.trim();
            if (value && !pattern.test(value)) fields[`statistics.${i}.${side}`] = [{ rule }];
          }
        });
        for (const side of ['host_color', 'guest_color'] as const) {
          const value = body[side];
          if (value && !(value in UNIFORM_COLORS)) fields[side] = [{ rule: 'one_of' }];
        }
        if (Object.keys(fields).length) throw refuse('validation_failed', fields);

        for (const c of body.crew ?? []) await repo.replaceCrewRole(trx, id, c.role, c.referee_id);
        for (const s of body.statistics ?? []) {
          const sort = PROTOCOL_METRICS.indexOf(s.metric);
          await repo.saveStatistic(
            trx,
            id,
            s.metric,
            sort,
            s.host_value?.trim() || null,
            s.guest_value?.trim() || null,
          );
        }
        await repo.updateMatch(trx, id, {
          ...(body.host_color !== undefined ? { host_color: body.host_color || null } : {}),
          ...(body.guest_color !== undefined ? { guest_color: body.guest_color || null } : {}),
          ...(body.spectators !== undefined ? { spectators: body.spectators } : {}),
        });
      });
      return this.protocol(language, user, id);
    },

    /** The match clock with its version (ADR 0172). */
    async clock(language: Language, user: CurrentUser, id: number): Promise<CabinetClock> {
      return clockOf(await reach(language, user, id));
    },

    /**
     * The match clock (ADR 0172): `start` runs the first period or resumes a paused one, `pause`
     * stops it, `end_period` stops this period and readies the next (paused at 0). Only while the
     * match is live and its protocol open; a stale version or a step the clock's state does not
     * allow (a second device pressed first) is a 409 with the current clock.
     */
    async setClock(language: Language, user: CurrentUser, id: number, body: ClockBody): Promise<CabinetClock> {
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        const current = async () => clockOf(row);
        if ((await repo.bumpVersion(trx, id, 'clock_version', body.version)) === null) await stale(current);
        await assertEditable(row, current);
        if (row.status !== 'live') await conflict('transition_not_allowed', current);
        const running = row.clock_started_at !== null;
        const { periods } = clockRules(row.match_length_minutes);
        const now = clock();
        switch (body.action) {
          case 'start':
            if (running) await conflict('transition_not_allowed', current);
            await repo.updateMatch(trx, id, {
              clock_period: row.clock_period ?? 1,
              clock_started_at: now.toISOString(),
            });
            break;
          case 'pause':
            if (!running) await conflict('transition_not_allowed', current);
            await repo.updateMatch(trx, id, stoppedClock(row, now));
            break;
          case 'end_period':
            if (row.clock_period === null || row.clock_period >= periods)
              await conflict('transition_not_allowed', current);
            await repo.updateMatch(trx, id, {
              clock_period: (row.clock_period ?? 0) + 1,
              clock_started_at: null,
              clock_elapsed_seconds: 0,
            });
            break;
        }
      });
      return clockOf(await reach(language, user, id));
    },

    async setBroadcast(language: Language, user: CurrentUser, id: number, body: BroadcastBody) {
      await write(id, async (trx) => {
        await reach(language, user, id, trx);
        await repo.updateMatch(trx, id, { broadcast_url: body.broadcast_url || null });
      });
      const row = await reach(language, user, id);
      return { id, broadcast_url: row.broadcast_url };
    },

    /**
     * Postpones, cancels or reinstates a match (super_admin, ADR 0177) under the match's protocol
     * lock, so a protocol started at the same moment either comes first (the move is refused with
     * 409) or finds the match moved (its start is refused). Only a match not started moves: a
     * live, finished or locked one is 409 `transition_not_allowed`; a finished tournament's 409
     * `tournament_finished`. Each move bumps the fixture revision (the calendar feed's SEQUENCE).
     */
    async moveFixture(language: Language, user: CurrentUser, id: number, body: FixtureMoveBody): Promise<FixtureState> {
      return write(
        id,
        async (trx) => {
          const match = await reach(language, user, id, trx);
          const row = (await repo.fixtureOf(trx, id))!;
          const current = async () => fixtureState(row);
          if (row.tournament_finished) await conflict('tournament_finished', current);
          const from: ReadonlyArray<repo.FixtureRow['status']> =
            body.action === 'reinstate' ? ['postponed', 'cancelled'] : ['scheduled', 'postponed'];
          if (
            match.protocol_confirmed_at !== null ||
            !from.includes(row.status) ||
            (await repo.countEvents(trx, id)) > 0
          )
            await conflict('transition_not_allowed', current);
          const cleared = {
            technical_result: null,
            cancellation_reason_kk: null,
            cancellation_reason_ru: null,
            cancellation_reason_en: null,
          };
          let next: Parameters<typeof repo.moveFixture>[2];
          if (body.action === 'postpone') {
            const date = body.date || null;
            const time = body.time || null;
            if ((date === null) !== (time === null))
              throw refuse('validation_failed', { [date === null ? 'date' : 'time']: [{ rule: 'required' }] });
            next = {
              ...cleared,
              status: 'postponed',
              date_time: date && time ? new Date(`${date}T${time}:00+05:00`).toISOString() : null,
              postponed_from: row.postponed_from ?? row.date_time,
            };
          } else if (body.action === 'cancel') {
            const reasons = {
              cancellation_reason_kk: body.reason_kk?.trim() || null,
              cancellation_reason_ru: body.reason_ru?.trim() || null,
              cancellation_reason_en: body.reason_en?.trim() || null,
            };
            if (!reasons.cancellation_reason_kk && !reasons.cancellation_reason_ru && !reasons.cancellation_reason_en)
              throw refuse('validation_failed', { [`reason_${language}`]: [{ rule: 'required' }] });
            next = {
              ...reasons,
              status: 'cancelled',
              date_time: row.date_time,
              postponed_from: row.postponed_from,
              technical_result: body.technical_result ?? null,
            };
          } else {
            next = { ...cleared, status: 'scheduled', date_time: row.date_time, postponed_from: null };
          }
          await repo.moveFixture(trx, id, next);
          return fixtureState((await repo.fixtureOf(trx, id))!);
        },
        (trx) => repo.shareTournamentOfMatch(trx, id),
      );
    },

    async deleteMatch(language: Language, user: CurrentUser, id: number) {
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        if (row.status === 'finished' || row.protocol_confirmed_at !== null || (await repo.countEvents(trx, id)) > 0) {
          await conflict('match_has_protocol', () => protocolOf(trx, language, user, row));
        }
        await repo.deleteMatch(trx, id);
      });
      return { id };
    },

    async events(language: Language, user: CurrentUser, id: number): Promise<CabinetEvents> {
      const row = await reach(language, user, id);
      return eventsOf(db, language, user, row);
    },

    async eventsPreview(language: Language, user: CurrentUser, id: number) {
      await reach(language, user, id);
    },

    async createEvent(
      language: Language,
      user: CurrentUser,
      id: number,
      body: EventCreateBody,
      headerKey: string | undefined,
    ): Promise<CabinetEvents> {
      // The header and the body name one key: two different ones say the client is confused about
      // which write this is, and neither can be trusted to deduplicate it.
      if (headerKey !== undefined && body.idempotency_key !== undefined && headerKey !== body.idempotency_key)
        throw new AppError('idempotency_key_mismatch', {
          fields: one('idempotency_key', 'idempotency_key_mismatch'),
        });
      const key = body.idempotency_key ?? headerKey;
      if (key !== undefined && (key.length < 8 || key.length > 100))
        throw refuse('validation_failed', one('idempotency_key', 'min', { length: 8 }));
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        await assertEventsOpen(trx, language, user, row);
        const values = eventValues(body);
        if (key !== undefined) {
          const claim = await repo.claimEventKey(trx, id, key, body.kind, eventHash(body.kind, values), user.id);
          if (claim === 'retry') return; // already recorded
          if (claim === 'reused')
            throw new AppError('idempotency_key_reused', {
              fields: one('idempotency_key', 'idempotency_key_reused'),
              data: { current: await eventsOf(trx, language, user, row) },
            });
        }
        const { list, entries } = await currentRules(trx, language, row);
        assertRules(entries, list, [...list, ruleEvent('new', body.kind, values)], 'new');
        const eventId = await repo.insertEvent(trx, TABLE[body.kind], id, values);
        if (key !== undefined) await repo.setEventKeyTarget(trx, id, key, eventId);
        await repo.bumpVersion(trx, id, 'events_version', null);
      });
      return this.events(language, user, id);
    },

    async updateEvent(
      language: Language,
      user: CurrentUser,
      id: number,
      kind: EventKind,
      eventId: number,
      body: EventUpdateBody,
    ): Promise<CabinetEvents> {
      if (body.kind !== kind) throw refuse('validation_failed', one('kind', 'one_of'));
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        await assertEventsOpen(trx, language, user, row);
        if ((await repo.bumpVersion(trx, id, 'events_version', body.version)) === null)
          await stale(() => eventsOf(trx, language, user, row));
        const values = eventValues(body);
        const { list, entries } = await currentRules(trx, language, row);
        const key = `${kind}:${eventId}`;
        if (!list.some((e) => e.key === key)) throw notFound();
        assertRules(
          entries,
          list,
          list.map((e) => (e.key === key ? ruleEvent(key, kind, values) : e)),
          key,
        );
        await repo.updateEvent(trx, TABLE[kind], id, eventId, values);
      });
      return this.events(language, user, id);
    },

    async deleteEvent(
      language: Language,
      user: CurrentUser,
      id: number,
      kind: EventKind,
      eventId: number,
      version: number,
    ): Promise<CabinetEvents> {
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        await assertEventsOpen(trx, language, user, row);
        if ((await repo.bumpVersion(trx, id, 'events_version', version)) === null)
          await stale(() => eventsOf(trx, language, user, row));
        const { list, entries } = await currentRules(trx, language, row);
        const key = `${kind}:${eventId}`;
        if (!list.some((e) => e.key === key)) throw notFound();
        assertRules(
          entries,
          list,
          list.filter((e) => e.key !== key),
          key,
        );
        await repo.deleteEvent(trx, TABLE[kind], id, eventId);
      });
      return this.events(language, user, id);
    },

    async squads(language: Language, user: CurrentUser, id: number): Promise<CabinetSquads> {
      const row = await reach(language, user, id);
      return squadsOf(db, language, user, row);
    },

    /** Before the match: who is suspended for it and who is one yellow away, per visible side. */
    async suspensions(language: Language, user: CurrentUser, id: number): Promise<MatchSuspensions> {
      const row = await reach(language, user, id);
      return matchSuspensions(db, language, row, visibleSides(user, row));
    },

    async squadForm(language: Language, user: CurrentUser, id: number): Promise<CabinetSquadForm> {
      const row = await reach(language, user, id);
      const sides = visibleSides(user, row);
      const on = row.date_time ? almatyDate(new Date(row.date_time)) : almatyDate(clock());
      const side = async (teamType: TeamType) => {
        const teamId = teamType === 'host' ? row.host_team_id : row.guest_team_id;
        const list = await repo.candidates(db, language, row.tournament_id, teamId);
        const [verdicts, last] = await Promise.all([
          squadVerdicts(db, language, {
            tournamentId: row.tournament_id,
            teamId,
            playerIds: list.map((c) => c.player_id),
            matchId: id,
            on,
          }),
          repo.lastLineup(db, language, row.tournament_id, teamId, id, row.date_time),
        ]);
        const candidates = list.map((c) => ({
          player_id: c.player_id,
          name: c.name,
          number: c.number,
          position: c.position,
          eligible: verdicts.get(c.player_id)?.eligible ?? true,
          reasons: verdicts.get(c.player_id)?.reasons ?? [],
        }));
        const proposal = proposeSquad(candidates, last?.players ?? null);
        return {
          team: { id: teamId, title: teamType === 'host' ? row.host_title : row.guest_title },
          team_type: teamType,
          candidates,
          proposal: {
            ...proposal,
            match:
              proposal.source === 'last_match' && last
                ? { id: last.match_id, date_time: last.date_time, opponent: last.opponent }
                : null,
          },
        };
      };
      return { host: sides.host ? await side('host') : null, guest: sides.guest ? await side('guest') : null };
    },

    async saveSquad(language: Language, user: CurrentUser, id: number, body: SquadSaveBody): Promise<CabinetSquads> {
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        const teamType: TeamType | null =
          body.team_id === row.host_team_id ? 'host' : body.team_id === row.guest_team_id ? 'guest' : null;
        if (teamType === null) throw refuse('validation_failed', one('team_id', 'sq_team'));
        await assertEditable(row, () => squadsOf(trx, language, user, row));
        if ((await repo.bumpVersion(trx, id, SQUAD_VERSION[teamType], body.version)) === null)
          await stale(() => squadsOf(trx, language, user, row));
        const list = await repo.candidates(trx, language, row.tournament_id, body.team_id);
        const byId = new Map(list.map((c) => [c.player_id, c]));
        const on = row.date_time ? almatyDate(new Date(row.date_time)) : almatyDate(clock());
        const verdicts = await judgeSquad(trx, {
          tournamentId: row.tournament_id,
          teamId: body.team_id,
          playerIds: body.players.map((p) => p.player_id),
          matchId: id,
          on,
        });
        const fields: FieldErrors = {};
        const seen = new Set<number>();
        const numbers = new Set<number>();
        const judged: NamedPerson[] = [];
        body.players.forEach((p, i) => {
          if (seen.has(p.player_id)) fields[`players.${i}.player_id`] = [{ rule: 'sq_duplicate' }];
          else if (!byId.has(p.player_id)) fields[`players.${i}.player_id`] = [{ rule: 'sq_not_candidate' }];
          else judged.push({ id: p.player_id, field: `players.${i}.player_id`, name: byId.get(p.player_id)!.name });
          if (numbers.has(p.number))
            fields[`players.${i}.number`] = [{ rule: 'sq_number_taken', params: { number: p.number } }];
          seen.add(p.player_id);
          numbers.add(p.number);
        });
        ineligibleFields(verdicts, judged, language, fields);
        const main = body.players.filter((p) => p.kind === 'main');
        if (main.length > 11) fields.players = [{ rule: 'sq_too_many_main' }];
        if (body.players.length > 0) {
          if (body.players.filter((p) => p.is_captain).length !== 1)
            (fields.captain ??= []).push({ rule: 'sq_one_captain' });
          const positionOf = (p: (typeof body.players)[number]): PlayerPosition | null =>
            p.position ?? byId.get(p.player_id)?.position ?? null;
          if (!main.some((p) => positionOf(p) === 'GK')) (fields.goalkeeper ??= []).push({ rule: 'sq_goalkeeper' });
        }
        // Players named in this side's events stay in the squad.
        const { list: events } = await currentRules(trx, language, row);
        const named = new Set(
          events
            .filter((e) => e.side === teamType)
            .flatMap((e) => [e.playerId, e.assistantId, e.playerInId, e.playerOutId])
            .filter((v): v is number => v !== null && v !== undefined),
        );
        if ([...named].some((pid) => !seen.has(pid))) (fields.players ??= []).push({ rule: 'sq_in_events' });
        if (Object.keys(fields).length) throw refuse('validation_failed', fields);
        await repo.replaceSquad(
          trx,
          id,
          body.team_id,
          body.players.map((p) => ({
            player_id: p.player_id,
            kind: p.kind,
            number: p.number,
            is_captain: p.is_captain ?? false,
            position: p.position ?? byId.get(p.player_id)?.position ?? null,
          })),
        );
      });
      return this.squads(language, user, id);
    },

    async resetSquad(language: Language, user: CurrentUser, id: number, body: SquadResetBody): Promise<CabinetSquads> {
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        const teamType: TeamType | null =
          body.team_id === row.host_team_id ? 'host' : body.team_id === row.guest_team_id ? 'guest' : null;
        if (teamType === null) throw refuse('validation_failed', one('team_id', 'sq_team'));
        await assertEditable(row, () => squadsOf(trx, language, user, row));
        if ((await repo.bumpVersion(trx, id, SQUAD_VERSION[teamType], body.version)) === null)
          await stale(() => squadsOf(trx, language, user, row));
        const { list: events } = await currentRules(trx, language, row);
        if (events.some((e) => e.side === teamType)) throw refuse('validation_failed', one('team_id', 'sq_in_events'));
        await repo.replaceSquad(trx, id, body.team_id, []);
      });
      return this.squads(language, user, id);
    },

    async additions(language: Language, user: CurrentUser, id: number): Promise<CabinetAdditions> {
      return additionsOf(user, await reach(language, user, id));
    },

    async saveAdditions(
      language: Language,
      user: CurrentUser,
      id: number,
      body: AdditionsBody,
    ): Promise<CabinetAdditions> {
      await write(id, async (trx) => {
        const row = await reach(language, user, id, trx);
        await assertEditable(row, async () => additionsOf(user, row));
        if ((await repo.bumpVersion(trx, id, 'additions_version', body.version)) === null)
          await stale(async () => additionsOf(user, row));
        const next: Record<string, string> = {};
        for (const field of ADDITION_FIELDS)
          next[field] = (
            body.additions[field] ?? (typeof row.additions[field] === 'string' ? (row.additions[field] as string) : '')
          ).trim();
        await repo.updateMatch(trx, id, { additions: JSON.stringify({ ...row.additions, ...next }) });
      });
      return this.additions(language, user, id);
    },
  };
}

export type ProtocolService = ReturnType<typeof createProtocolService>;
