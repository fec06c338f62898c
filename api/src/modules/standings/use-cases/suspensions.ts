// The tournament's suspensions: the list (earned by cards or decided by the league, with the
// matches they are served in) and its CSV.
import type { DisqualificationRow, Language, MatchBrief } from '@league/shared/contracts';
import { standings as endpoints } from '@league/shared/endpoints';
import { almatyDate } from '../../../lib/clock';
import { csvText } from '../../../lib/csv';
import { snapshotKey } from '../../../lib/public-caches';
import { leagueDecisions } from '../../applications/index';
import { playerRef } from '../../players/index';
import { teamRefOr } from '../../teams/index';
import * as stats from '../../stats/index';
import { ALL_EVENTS, matchMap, tournamentData } from './data';
import type { StandingsReadDeps } from './deps';
import { toBrief } from './rows';

/** The suspensions CSV's words in each language. */
export const DISQUALIFICATIONS_CSV: Record<
  Language,
  {
    titles: string[];
    cause: Record<DisqualificationRow['cause'], string>;
    notScheduled: string;
    yes: string;
    no: string;
  }
> = {
  kk: {
    titles: ['Ойыншы', 'Команда', 'Себебі', 'Алған матчы', 'Өтейтін матчы', 'Өтелді'],
    cause: {
      red_card: 'Қызыл қағаз',
      second_yellow: 'Екінші сары қағаз',
      yellow_accumulation: 'Сары қағаздар жиналды',
      league_decision: 'Лига шешімі',
    },
    notScheduled: 'Әлі белгіленбеген',
    yes: 'Иә',
    no: 'Жоқ',
  },
  ru: {
    titles: ['Игрок', 'Команда', 'Причина', 'Получена в матче', 'Отбывается в матче', 'Отбыта'],
    cause: {
      red_card: 'Красная карточка',
      second_yellow: 'Вторая жёлтая карточка',
      yellow_accumulation: 'Накопление жёлтых карточек',
      league_decision: 'Решение лиги',
    },
    notScheduled: 'Пока не назначен',
    yes: 'Да',
    no: 'Нет',
  },
  en: {
    titles: ['Player', 'Team', 'Reason', 'Earned in', 'Served in', 'Served'],
    cause: {
      red_card: 'Red card',
      second_yellow: 'Second yellow card',
      yellow_accumulation: 'Yellow card accumulation',
      league_decision: 'League decision',
    },
    notScheduled: 'Not scheduled yet',
    yes: 'Yes',
    no: 'No',
  },
};

/** The suspensions as CSV text, in the order of the list (not served yet first). */
export async function disqualificationsCsv(deps: StandingsReadDeps, language: Language, id: number): Promise<string> {
  const rows = await disqualifications(deps, language, id);
  const words = DISQUALIFICATIONS_CSV[language];
  const match = (m: MatchBrief) =>
    `${m.host.title} — ${m.guest.title}${m.date_time ? ` (${almatyDate(new Date(m.date_time))})` : ''}`;
  // A league decision's cause is its reason when known; it was earned at the decision's day.
  const cause = (r: DisqualificationRow) =>
    r.cause === 'league_decision' && r.reason ? `${words.cause.league_decision}: ${r.reason}` : words.cause[r.cause];
  const earned = (r: DisqualificationRow) =>
    r.earned_in ? match(r.earned_in) : r.decided_at ? almatyDate(new Date(r.decided_at)) : '';
  return csvText([
    words.titles,
    ...rows.map((r) => [
      r.player.name,
      r.team.title,
      cause(r),
      earned(r),
      r.served_in ? match(r.served_in) : words.notScheduled,
      r.served ? words.yes : words.no,
    ]),
  ]);
}

export async function disqualifications(
  deps: StandingsReadDeps,
  language: Language,
  id: number,
): Promise<DisqualificationRow[]> {
  const { db, snapshots, players } = deps;
  return snapshots.get(snapshotKey(endpoints.disqualifications, language, id), async () => {
    const [data, decisions] = await Promise.all([
      tournamentData(deps, language, id, { events: ALL_EVENTS }),
      leagueDecisions(db, id),
    ]);
    const list = stats.suspensions(data.inputs, decisions).filter((s) => s.playerId > 0);
    const byPlayer = await players.mapByIds(
      language,
      list.map((s) => s.playerId),
    );
    const byId = matchMap(data.matchRows);
    const brief = (matchId: number | null | undefined) =>
      matchId === null || matchId === undefined ? null : toBrief(byId.get(matchId), matchId, data.teams);
    // Not served yet first, then the latest earned (or decided) first.
    const order = new Map(data.inputs.map((m) => [m.id, m.dateTime]));
    const when = (s: stats.Suspension) =>
      s.earnedInMatchId !== null ? (order.get(s.earnedInMatchId) ?? '') : (s.decidedAt ?? '');
    return list
      .sort((a, b) => Number(a.served) - Number(b.served) || (when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : 0))
      .map((s) => ({
        player: playerRef(byPlayer.get(s.playerId), s.playerId),
        team: teamRefOr(data.teams.get(s.teamId), s.teamId),
        cause: s.cause,
        reason: s.reason,
        earned_in: brief(s.earnedInMatchId),
        decided_at: s.decidedAt,
        matches: s.length,
        served_count: s.servedCount,
        served_in: brief(s.servedInMatchId),
        // The last match of a known length, once it is scheduled.
        until: s.length !== null && s.servedIn.length === s.length ? brief(s.servedIn[s.length - 1]) : null,
        served: s.served,
      }));
  });
}
