// The match page's header and protocol: the match detail (card, tour, uniforms, crew, the live
// clock) and the protocol's score and event timeline, each computed once per version of the
// public data, and both read now for a live message.
import type { Language, MatchDetail, MatchProtocol, ProtocolEvent } from '@league/shared/contracts';
import { clockRules, REFEREE_ROLES } from '@league/shared/contracts';
import { matches as endpoints } from '@league/shared/endpoints';
import { snapshotKey } from '../../../lib/public-caches';
import { playerRef } from '../../players/index';
import * as stats from '../../stats/index';
import { eventPlayerIds, NO_EVENT_DETAILS } from '../event-details';
import * as repository from '../matches.repository';
import { scoreOf, toCard, uniform } from './cards';
import type { MatchReadDeps } from './deps';
import { oneOr404 } from './loads';

export async function detail(deps: MatchReadDeps, language: Language, id: number): Promise<MatchDetail> {
  // The header shows the score and a shoot-out: the row's tally.
  const [{ row, input, crews, teamRows }, clockRow] = await Promise.all([
    oneOr404(deps, language, id, { crews: true, teams: true, events: [] }),
    repository.loadMatchClock(deps.db, id),
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

/** The match's event rows by id, and a player's reference: what a timeline entry is drawn from. */
interface EventRows {
  goals: Map<number, repository.GoalRow>;
  punishments: Map<number, repository.PunishmentRow>;
  replacements: Map<number, repository.ReplacementRow>;
  missed: Map<number, repository.MissedPenaltyRow>;
  ref: (pid: number | null) => ProtocolEvent['player'];
}

const when = (r: { minute: number | null; additional_minute: number | null; match_scope: stats.MatchScope }) => ({
  minute: r.minute,
  additional_minute: r.additional_minute,
  match_scope: r.match_scope,
});

/** One timeline entry as the protocol shows it. */
function protocolEvent(
  e: stats.TimelineEvent,
  { goals, punishments, replacements, missed, ref }: EventRows,
): ProtocolEvent {
  const base = {
    // The row's kind and id: the live stream names an event changed or removed by it.
    id: `${e.kind}-${e.event.id!}`,
    team_type: e.teamType,
    label: e.label,
    sort_minute: e.sortMinute,
    player: null,
    ...NO_EVENT_DETAILS,
  };
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
}

export async function protocol(deps: MatchReadDeps, language: Language, id: number): Promise<MatchProtocol> {
  const { row, input, events } = await oneOr404(deps, language, id);
  const { score, shootout } = scoreOf(row, input);
  const ids = eventPlayerIds(events);
  const byId = await deps.players.mapByIds(language, ids);
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
  const rows: EventRows = { goals, punishments, replacements, missed, ref };
  const out = timeline.map((e) => protocolEvent(e, rows));
  return { score, shootout, events: out };
}

export const cachedDetail = (deps: MatchReadDeps, language: Language, id: number): Promise<MatchDetail> =>
  deps.snapshots.get(snapshotKey(endpoints.detail, language, id), () => detail(deps, language, id));

export const cachedProtocol = (deps: MatchReadDeps, language: Language, id: number): Promise<MatchProtocol> =>
  deps.snapshots.get(snapshotKey(endpoints.protocol, language, id), () => protocol(deps, language, id));

/** The match and its events read now, past every cache: what a live message is built from (modules/live). */
export async function live(
  deps: MatchReadDeps,
  language: Language,
  id: number,
): Promise<{ detail: MatchDetail; protocol: MatchProtocol }> {
  const [d, p] = await Promise.all([detail(deps, language, id), protocol(deps, language, id)]);
  return { detail: d, protocol: p };
}
