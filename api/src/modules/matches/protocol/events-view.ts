// The match's events as the cabinet reads them: every goal, card, replacement and missed penalty
// in match order with its players, the score, both squads and their starters.
import type { CabinetEvent, CabinetEvents, CabinetPlayer, Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import type { CurrentUser } from '../../auth/index';
import * as stats from '../../stats/index';
import * as repo from '../matches.protocol.repository';
import type { MatchEvents } from '../matches.repository';
import { eventPlayerIds, NO_EVENT_DETAILS } from '../event-details';
import { editable, mayWrite } from './deps';
import { matchInput, scoreOf } from './views';

type Person = (pid: number | null) => CabinetPlayer | null;

/** The players the events name: from the squad, or by name for one no longer in it. */
async function peopleOf(
  executor: Executor,
  language: Language,
  events: MatchEvents,
  squad: repo.SquadPlayerRow[],
): Promise<Person> {
  const ids = eventPlayerIds(events);
  const inSquad = new Map(squad.map((s) => [s.player_id, s]));
  const missing = ids.filter((pid) => !inSquad.has(pid));
  const others = new Map((await repo.playerNames(executor, language, missing)).map((p) => [p.id, p]));
  return (pid: number | null): CabinetPlayer | null => {
    if (pid === null) return null;
    const s = inSquad.get(pid);
    if (s) return { id: pid, name: s.name, number: s.number, position: s.position };
    const o = others.get(pid);
    return { id: pid, name: o?.name ?? '', number: null, position: o?.position ?? null };
  };
}

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

/** The four kinds of events in one list, in match order. */
function eventList(events: MatchEvents, person: Person): CabinetEvent[] {
  const list: CabinetEvent[] = [
    ...events.goals.map(
      (g): CabinetEvent => ({
        ...NO_EVENT_DETAILS,
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
        ...NO_EVENT_DETAILS,
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
        ...NO_EVENT_DETAILS,
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
        ...NO_EVENT_DETAILS,
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
  return list;
}

export async function eventsOf(
  executor: Executor,
  language: Language,
  user: CurrentUser,
  row: repo.ProtocolMatchRow,
): Promise<CabinetEvents> {
  const [{ input, events }, squad] = await Promise.all([
    matchInput(executor, language, row.id),
    repo.squadOf(executor, language, row.id),
  ]);
  const person = await peopleOf(executor, language, events, squad);
  const list = eventList(events, person);
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
