// Match rules and DTOs: the one match-inputs loader (rows + events, and squads or crews when
// asked, as the inputs of the stats module), match cards and items, the match page (detail,
// protocol, squads, statistics, media, news), the paginated and nearest lists, and the
// referee's cabinet list. Teams, players and tournaments are read through their modules.
import type {
  Language,
  MatchCard,
  MatchDetail,
  MatchesQuery,
  MatchMedia,
  MatchMetric,
  MatchNewsItem,
  MatchProtocol,
  MatchSquads,
  NearestMatches,
  NearestMatchesQuery,
  PaginationMeta,
  ProtocolEvent,
  SquadPlayer,
  SquadSide,
} from '@league/shared/contracts';
import { clockRules, PLAYER_POSITIONS, REFEREE_ROLES } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { snapshotKey } from '../../lib/public-caches';
import type { ContentService } from '../content/index';
import { createPlayerReads, playerRef } from '../players/index';
import * as stats from '../stats/index';
import { createTeamReads, refRowsOf, teamParts, teamRefOr, type TeamRefRow } from '../teams/index';
import type { TournamentRow, TournamentsService } from '../tournaments/index';
import { hasScore, toMatchInputs } from './match-inputs';
import { matches as endpoints } from '@league/shared/endpoints';
import { UNIFORM_COLORS, enumLabel } from '@league/shared/labels';
import * as repository from './matches.repository';
import type { SnapshotMemo } from '../../lib/snapshot-memo';

export type { CrewRow, MatchCoreRow, MatchEvents, MatchFilter, MatchRow, SquadRow } from './matches.repository';

const POSITION_ORDER = new Map(PLAYER_POSITIONS.map((p, i) => [p, i]));
const notFound = () => new AppError('not_found');

function scoreOf(row: repository.MatchRow, input: stats.MatchInput) {
  if (!hasScore(row)) return { score: null, shootout: null, technical: false };
  const s = stats.matchScore(input);
  return { score: { host: s.host, guest: s.guest }, shootout: s.shootout, technical: s.technical };
}

/** A cancelled match's reason in the reader's language, else in another one. */
export function cancellationReason(
  row: Pick<
    repository.MatchRow,
    'status' | 'cancellation_reason_kk' | 'cancellation_reason_ru' | 'cancellation_reason_en'
  >,
  language: Language,
): string | null {
  if (row.status !== 'cancelled') return null;
  const texts = { kk: row.cancellation_reason_kk, ru: row.cancellation_reason_ru, en: row.cancellation_reason_en };
  return texts[language] ?? texts.kk ?? texts.ru ?? texts.en ?? null;
}

function toCard(
  row: repository.MatchRow,
  input: stats.MatchInput,
  teams: Map<number, TeamRefRow>,
  language: Language,
): MatchCard {
  const { score, shootout } = scoreOf(row, input);
  return {
    id: row.id,
    date: row.date_time ? stats.localDate(row.date_time) : null,
    date_time: row.date_time,
    tour_name: row.tour_title ?? '',
    tour_id: row.tour_id,
    status: row.status,
    technical_result: row.technical_result,
    tournament: { id: row.tournament_id, slug: row.tournament_slug, title: row.tournament_title },
    host: teamRefOr(teams.get(row.host_team_id), row.host_team_id),
    guest: teamRefOr(teams.get(row.guest_team_id), row.guest_team_id),
    score,
    shootout,
    stadium:
      row.stadium_id !== null
        ? { id: row.stadium_id, slug: row.stadium_slug ?? '', title: row.stadium_title ?? '', city: row.stadium_city }
        : null,
    broadcast_url: row.broadcast_url,
    cancellation_reason: cancellationReason(row, language),
    postponed_from: row.status === 'postponed' ? row.postponed_from : null,
  };
}

export function uniform(key: string | null, language: Language) {
  if (!key) return null;
  return { key, title: enumLabel('color', key, language), hex: UNIFORM_COLORS[key] ?? null };
}

const refMap = (rows: Record<string, unknown>[] | undefined) => new Map(refRowsOf(rows).map((row) => [row.id, row]));

const computeEveryTime: SnapshotMemo = { get: (_key, compute) => compute() };

/** `snapshots`: the match page's answers are computed once per version of the public data (lib/snapshot-memo.ts). */
interface MatchesDeps {
  db: DB;
  clock: Clock;
  snapshots?: SnapshotMemo;
  tournaments: TournamentsService;
  /** The match's news and albums (the content module). */
  content: ContentService;
}

export function createMatchesService({ db, clock, snapshots = computeEveryTime, tournaments, content }: MatchesDeps) {
  const teams = createTeamReads({ db });
  const players = createPlayerReads({ db });

  /**
   * The one match-inputs loader: the matches of a filter (by kick-off time) with their events,
   * and squads or crews when asked, as stats inputs, in one statement. `tournaments`: also the
   * tournaments of those matches (one more statement).
   */
  async function load(
    language: Language,
    filter: repository.MatchFilter,
    options: { squads?: boolean; crews?: boolean; tournaments?: boolean } = {},
  ) {
    const set = await repository.loadMatchSet(db, language, filter, { squads: options.squads, crews: options.crews });
    const inputs = toMatchInputs(set.rows, set.events, { squads: set.squads, crews: set.crews });
    const byId = options.tournaments
      ? await tournaments.byIds(
          language,
          set.rows.map((r) => r.tournament_id),
        )
      : new Map<number, TournamentRow>();
    return {
      rows: set.rows,
      inputs,
      events: set.events,
      squads: set.squads,
      crews: set.crews ?? [],
      tournaments: byId,
    };
  }

  /**
   * What the league tables read of a filter's matches: the core columns with the stored tally
   * (scores and fair play) and the events asked for (none by default), as stats inputs, in one
   * statement.
   */
  async function loadCore(
    language: Language,
    filter: repository.MatchFilter,
    options: {
      events?: ReadonlyArray<keyof repository.MatchEvents>;
      squads?: boolean;
      with?: ReadonlyArray<repository.MatchSetPart>;
    } = {},
  ) {
    const set = await repository.loadMatchSet(db, language, filter, {
      rows: 'core',
      events: options.events ?? [],
      squads: options.squads,
      with: options.with,
    });
    return { rows: set.rows, inputs: toMatchInputs(set.rows, set.events, { squads: set.squads }), joined: set.joined };
  }

  const teamIdsOf = (rows: repository.MatchCoreRow[]) => rows.flatMap((r) => [r.host_team_id, r.guest_team_id]);

  /** Match cards of rows already read (a card's score and shoot-out are the rows' tally). */
  async function cards(language: Language, rows: repository.MatchRow[]) {
    const inputs = toMatchInputs(rows, repository.NO_EVENTS);
    const teamRows = await teams.refRows(language, teamIdsOf(rows));
    return { inputs, cards: new Map(rows.map((row, i) => [row.id, toCard(row, inputs[i], teamRows, language)])) };
  }

  /** The match cards of a filter (by kick-off time): rows with their tally and their teams, in one statement. */
  async function cardSet(language: Language, filter: repository.MatchFilter) {
    const set = await repository.loadMatchSet(db, language, filter, { events: [], with: [teamParts.namedTeams] });
    const inputs = toMatchInputs(set.rows, set.events);
    const teamRows = refMap(set.joined[teamParts.namedTeams.name]);
    return {
      rows: set.rows,
      inputs,
      cards: new Map(set.rows.map((row, i) => [row.id, toCard(row, inputs[i], teamRows, language)])),
    };
  }

  /** One match with its events (all, or those asked for), and its crew and its two teams when asked, or 404. */
  async function oneOr404(
    language: Language,
    id: number,
    options: { crews?: boolean; teams?: boolean; events?: ReadonlyArray<keyof repository.MatchEvents> } = {},
  ) {
    const set = await repository.loadMatchSet(
      db,
      language,
      { ids: [id] },
      { crews: options.crews, events: options.events, with: options.teams ? [teamParts.namedTeams] : [] },
    );
    const [row] = set.rows;
    if (!row) throw notFound();
    return {
      row,
      input: toMatchInputs(set.rows, set.events)[0],
      events: set.events,
      crews: set.crews ?? [],
      teamRows: refMap(set.joined[teamParts.namedTeams.name]),
    };
  }

  async function rowOr404(language: Language, id: number) {
    const [row] = await repository.listMatches(db, language, { ids: [id] });
    if (!row) throw notFound();
    return row;
  }

  async function detail(language: Language, id: number): Promise<MatchDetail> {
    // The header shows the score and a shoot-out: the row's tally.
    const [{ row, input, crews, teamRows }, clockRow] = await Promise.all([
      oneOr404(language, id, { crews: true, teams: true, events: [] }),
      repository.loadMatchClock(db, id),
    ]);
    const roleOrder = new Map(REFEREE_ROLES.map((r, i) => [r, i]));
    return {
      ...toCard(row, input, teamRows, language),
      technical: row.technical_result !== null,
      tour:
        row.tour_id !== null
          ? {
              id: row.tour_id,
              number: row.tour_number ?? 0,
              title: row.tour_title ?? '',
              start_date: row.tour_start_date,
              end_date: row.tour_end_date,
            }
          : null,
      host_uniform: uniform(row.host_color, language),
      guest_uniform: uniform(row.guest_color, language),
      spectators: row.spectators,
      referees: crews
        .sort((a, b) => (roleOrder.get(a.role) ?? 0) - (roleOrder.get(b.role) ?? 0))
        .map((c) => ({ role: c.role, referee: { id: c.referee_id, slug: c.slug, name: c.name } })),
      // The clock while the match is live (ADR 0172); the page reckons the minute from it.
      clock:
        clockRow && clockRow.status === 'live' && clockRow.clock_period !== null
          ? {
              period: clockRow.clock_period,
              ...clockRules(clockRow.match_length_minutes),
              started_at: clockRow.clock_started_at,
              elapsed_seconds: clockRow.clock_elapsed_seconds,
              running: clockRow.clock_started_at !== null,
            }
          : null,
    };
  }

  async function protocol(language: Language, id: number): Promise<MatchProtocol> {
    const { row, input, events } = await oneOr404(language, id);
    const { score, shootout } = scoreOf(row, input);
    const ids = [
      ...events.goals.flatMap((g) => [g.player_id, g.assistant_player_id]),
      ...events.punishments.map((p) => p.player_id),
      ...events.replacements.flatMap((r) => [r.player_in_id, r.player_out_id]),
      ...events.missedPenalties.map((p) => p.player_id),
    ].filter((v): v is number => v !== null);
    const byId = await players.mapByIds(language, ids);
    const ref = (pid: number | null) => (pid === null ? null : playerRef(byId.get(pid), pid));
    const goals = new Map(events.goals.map((e) => [e.id, e]));
    const punishments = new Map(events.punishments.map((e) => [e.id, e]));
    const replacements = new Map(events.replacements.map((e) => [e.id, e]));
    const missed = new Map(events.missedPenalties.map((e) => [e.id, e]));
    // One timeline entry per substitution row: the 'in' half stands for the pair
    // (or the 'out' half when nobody came on).
    const timeline = stats.matchTimeline({
      ...input,
      replacements: (input.replacements ?? []).filter(
        (r) => r.direction === 'in' || replacements.get(r.id!)?.player_in_id === null,
      ),
    });
    const out = timeline.map((e): ProtocolEvent => {
      const base = {
        // The row's kind and id: the live stream names an event changed or removed by it.
        id: `${e.kind}-${e.event.id!}`,
        team_type: e.teamType,
        label: e.label,
        sort_minute: e.sortMinute,
        player: null,
        assistant: null,
        player_out: null,
        method: null,
        counts_for: null,
        card: null,
        removal_cause: null,
        failure: null,
      };
      const when = (r: { minute: number | null; additional_minute: number | null; match_scope: stats.MatchScope }) => ({
        minute: r.minute,
        additional_minute: r.additional_minute,
        match_scope: r.match_scope,
      });
      switch (e.kind) {
        case 'goal': {
          const g = goals.get(e.event.id!)!;
          return {
            ...base,
            ...when(g),
            kind: 'goal',
            player: ref(g.player_id),
            assistant: ref(g.assistant_player_id),
            method: g.method,
            counts_for: e.countsFor,
          };
        }
        case 'punishment': {
          const p = punishments.get(e.event.id!)!;
          return {
            ...base,
            ...when(p),
            kind: 'punishment',
            player: ref(p.player_id),
            card: p.card,
            removal_cause: p.removal_cause,
          };
        }
        case 'replacement': {
          const r = replacements.get(e.event.id!)!;
          return {
            ...base,
            ...when(r),
            kind: 'replacement',
            player: ref(r.player_in_id),
            player_out: ref(r.player_out_id),
          };
        }
        case 'missed_penalty': {
          const p = missed.get(e.event.id!)!;
          return { ...base, ...when(p), kind: 'missed_penalty', player: ref(p.player_id), failure: p.failure };
        }
      }
    });
    return { score, shootout, events: out };
  }

  return {
    load,
    loadCore,
    cards,
    cardSet,
    rows: (language: Language, filter: repository.MatchFilter) => repository.listMatches(db, language, filter),
    idsOfPlayer: (playerId: number) => repository.playerMatchIds(db, playerId),
    pageIdsOfPlayer: (playerId: number, page: { offset: number; limit: number }) =>
      repository.pagePlayerMatchIds(db, playerId, page),
    idsOfReferees: (refereeIds: number[]) => repository.refereeMatchIds(db, refereeIds),

    /** The match cards of the people pages (team, player, referee), by id: the same card as every match list. */
    async items(
      language: Language,
      rows: repository.MatchRow[],
      inputs: stats.MatchInput[],
    ): Promise<Map<number, MatchCard>> {
      const refRows = await teams.refRows(
        language,
        rows.flatMap((r) => [r.host_team_id, r.guest_team_id]),
      );
      const inputById = new Map(inputs.map((i) => [i.id, i]));
      return new Map(rows.map((row) => [row.id, toCard(row, inputById.get(row.id)!, refRows, language)]));
    },

    async nearest(language: Language, query: NearestMatchesQuery): Promise<NearestMatches> {
      const limit = query.limit ?? 4;
      const tournament =
        query.tournament_id !== undefined
          ? await tournaments.byIdOr404(language, query.tournament_id)
          : await tournaments.main(language);
      if (!tournament) return { tournament: null, next: [], last: [] };
      const rows = await repository.listMatches(db, language, {
        tournamentIds: [tournament.id],
        teamId: query.team_id,
      });
      const now = clock().toISOString();
      const next = rows
        .filter(
          (r) =>
            r.status === 'live' ||
            (r.status === 'scheduled' && r.technical_result === null && r.date_time !== null && r.date_time >= now),
        )
        .slice(0, limit);
      const last = rows
        .filter((r) => r.status === 'finished' || r.technical_result !== null)
        .reverse()
        .slice(0, limit);
      const shown = (await cards(language, [...next, ...last])).cards;
      return {
        tournament: { id: tournament.id, slug: tournament.slug, title: tournament.title },
        next: next.map((r) => shown.get(r.id)!),
        last: last.map((r) => shown.get(r.id)!),
      };
    },

    async list(language: Language, query: MatchesQuery): Promise<{ data: MatchCard[]; meta: PaginationMeta }> {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const filter: repository.MatchFilter = { teamId: query.team_id, status: query.status };
      if (query.tournament_id !== undefined) filter.tournamentIds = [query.tournament_id];
      else if (query.season_id !== undefined) filter.tournamentIds = await tournaments.idsOfSeason(query.season_id);
      // Upcoming lists read soonest first; everything else latest first.
      const ascending = query.status === 'scheduled' || query.status === 'postponed';
      const { total, ids } = await repository.pageMatchIds(db, language, filter, {
        offset: (page - 1) * perPage,
        limit: perPage,
        ascending,
      });
      const rows = await repository.listMatches(db, language, { ids });
      const shown = (await cards(language, rows)).cards;
      return { data: ids.map((id) => shown.get(id)!).filter(Boolean), meta: { total, page, per_page: perPage } };
    },

    detail: (language: Language, id: number): Promise<MatchDetail> =>
      snapshots.get(snapshotKey(endpoints.detail, language, id), () => detail(language, id)),
    protocol: (language: Language, id: number): Promise<MatchProtocol> =>
      snapshots.get(snapshotKey(endpoints.protocol, language, id), () => protocol(language, id)),
    /** The match and its events read now, past every cache: what a live message is built from (modules/live). */
    live: async (language: Language, id: number): Promise<{ detail: MatchDetail; protocol: MatchProtocol }> => {
      const [d, p] = await Promise.all([detail(language, id), protocol(language, id)]);
      return { detail: d, protocol: p };
    },

    async squads(language: Language, id: number): Promise<MatchSquads> {
      const row = await rowOr404(language, id);
      const squads = await repository.loadSquads(db, [id]);
      const [byId, teamRows] = await Promise.all([
        players.mapByIds(
          language,
          squads.map((s) => s.player_id),
        ),
        teams.refRows(language, [row.host_team_id, row.guest_team_id]),
      ]);
      const entry = (s: repository.SquadRow): SquadPlayer => ({
        player: playerRef(byId.get(s.player_id), s.player_id),
        number: s.number,
        position: s.position ?? s.player_position,
        is_captain: s.is_captain,
      });
      const byPositionThenNumber = (a: SquadPlayer, b: SquadPlayer) =>
        (POSITION_ORDER.get(a.position ?? 'FW') ?? 9) - (POSITION_ORDER.get(b.position ?? 'FW') ?? 9) ||
        (a.number ?? 999) - (b.number ?? 999);
      const side = (teamId: number, color: string | null): SquadSide => {
        const own = squads.filter((s) => s.team_id === teamId);
        return {
          team: teamRefOr(teamRows.get(teamId), teamId),
          uniform: uniform(color, language),
          main: own
            .filter((s) => s.kind === 'main')
            .map(entry)
            .sort(byPositionThenNumber),
          substitutes: own
            .filter((s) => s.kind === 'substitute')
            .map(entry)
            .sort((a, b) => (a.number ?? 999) - (b.number ?? 999)),
        };
      };
      return { host: side(row.host_team_id, row.host_color), guest: side(row.guest_team_id, row.guest_color) };
    },

    async statistics(language: Language, id: number): Promise<MatchMetric[]> {
      await rowOr404(language, id);
      const rows = await repository.loadMatchStatistics(db, id);
      return rows.map((r) => {
        const possession = r.metric.includes('possession');
        const parse = (v: string | null): number | null => {
          if (v === null || v.trim() === '') return null;
          if (possession) return stats.possessionToMinutes(v);
          const n = Number(v.replace(',', '.'));
          return Number.isFinite(n) ? n : null;
        };
        const host = parse(r.host_value);
        const guest = parse(r.guest_value);
        const [hostPercent, guestPercent] = stats.percentages(host ?? 0, guest ?? 0);
        return {
          metric: r.metric,
          title: enumLabel('metric', r.metric, language),
          host_value: r.host_value,
          guest_value: r.guest_value,
          host,
          guest,
          host_percent: hostPercent,
          guest_percent: guestPercent,
          unit: possession ? 'minutes' : null,
        };
      });
    },

    async media(language: Language, id: number): Promise<MatchMedia> {
      await rowOr404(language, id);
      return content.matchMedia(language, id);
    },

    async news(language: Language, id: number): Promise<MatchNewsItem[]> {
      await rowOr404(language, id);
      return content.matchNews(language, id);
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
