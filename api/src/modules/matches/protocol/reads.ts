// The protocol's reads: the cabinet's list of matches, and a match's protocol page, events,
// squads and suspensions as the user's scope reaches them.
import type {
  MatchSuspensions,
  CabinetEvents,
  CabinetMatchItem,
  CabinetMatchesQuery,
  CabinetProtocol,
  CabinetSquads,
  Language,
  MatchLifecycleState,
} from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { almatyDate } from '../../../lib/clock';
import { pageWindow, paginated } from '../../../lib/pagination';
import type { CurrentUser } from '../../auth/index';
import * as stats from '../../stats/index';
import { toMatchInputs } from '../match-inputs';
import * as repo from '../matches.protocol.repository';
import * as matchesRepository from '../matches.repository';
import { matchSuspensions } from '../matches.suspensions';
import { type ProtocolDeps, reach } from './deps';
import { eventsOf } from './events-view';
import { protocolOf, squadsOf, visibleSides } from './views';

export async function list(
  { db, clock }: ProtocolDeps,
  language: Language,
  user: CurrentUser,
  query: CabinetMatchesQuery,
) {
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
      (r) => !needle || `${r.host_title} ${r.guest_title} ${r.tournament_title}`.toLocaleLowerCase().includes(needle),
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
        r.status === 'live' || r.status === 'finished' || r.technical_result ? { host: s.host, guest: s.guest } : null,
    };
  });
  return paginated(data, shown.length, window);
}

/** A read of one match: the match as the user's scope reaches it, then `view` of it. */
function readReached<T>(
  view: (db: Executor, language: Language, user: CurrentUser, row: repo.ProtocolMatchRow) => Promise<T>,
) {
  return async (deps: ProtocolDeps, language: Language, user: CurrentUser, id: number): Promise<T> =>
    view(deps.db, language, user, await reach(deps, language, user, id));
}

export const protocol = readReached<CabinetProtocol>(protocolOf);

export const events = readReached<CabinetEvents>(eventsOf);

export async function eventsPreview(deps: ProtocolDeps, language: Language, user: CurrentUser, id: number) {
  await reach(deps, language, user, id);
}

export const squads = readReached<CabinetSquads>(squadsOf);

/** Before the match: who is suspended for it and who is one yellow away, per visible side. */
export const suspensions = readReached<MatchSuspensions>((db, language, user, row) =>
  matchSuspensions(db, language, row, visibleSides(user, row)),
);
