// The match page's tabs: the two squads, the match statistics, and the match's media and news
// (from the content module); each answers 404 for a match that does not exist.
import type {
  Language,
  MatchMedia,
  MatchMetric,
  MatchNewsItem,
  MatchSquads,
  SquadPlayer,
  SquadSide,
} from '@league/shared/contracts';
import { PLAYER_POSITIONS } from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { playerRef } from '../../players/index';
import * as stats from '../../stats/index';
import { teamRefOr } from '../../teams/index';
import * as repository from '../matches.repository';
import { uniform } from './cards';
import type { MatchReadDeps } from './deps';
import { rowOr404 } from './loads';

const POSITION_ORDER = new Map(PLAYER_POSITIONS.map((p, i) => [p, i]));

export async function squads(deps: MatchReadDeps, language: Language, id: number): Promise<MatchSquads> {
  const { db, players, teams } = deps;
  const row = await rowOr404(deps, language, id);
  const squadRows = await repository.loadSquads(db, [id]);
  const [byId, teamRows] = await Promise.all([
    players.mapByIds(
      language,
      squadRows.map((s) => s.player_id),
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
    const own = squadRows.filter((s) => s.team_id === teamId);
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
}

export async function statistics(deps: MatchReadDeps, language: Language, id: number): Promise<MatchMetric[]> {
  await rowOr404(deps, language, id);
  const rows = await repository.loadMatchStatistics(deps.db, id);
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
}

export async function media(deps: MatchReadDeps, language: Language, id: number): Promise<MatchMedia> {
  await rowOr404(deps, language, id);
  return deps.content.matchMedia(language, id);
}

export async function news(deps: MatchReadDeps, language: Language, id: number): Promise<MatchNewsItem[]> {
  await rowOr404(deps, language, id);
  return deps.content.matchNews(language, id);
}
