// A player's statistics per tournament and the top scorer of a tournament, counted from the
// matches loader through ../stats.
import type { Language, PlayerStatisticsRow, TopScorer } from '@league/shared/contracts';
import * as stats from '../../stats/index';
import { pickTournament, type TournamentRow } from '../../tournaments/index';
import type { PlayerPagesDeps } from './deps';
import { bySlugOr404, listItem, notFound, teamRefs } from './rows';

export async function playerStatistics(
  deps: PlayerPagesDeps,
  language: Language,
  slug: string,
): Promise<PlayerStatisticsRow[]> {
  const { matches, tournaments } = deps;
  const row = await bySlugOr404(deps, language, slug);
  const ids = await matches.idsOfPlayer(row.id);
  const { inputs, tournaments: byTournament } = await matches.load(
    language,
    { ids },
    { squads: true, tournaments: true },
  );
  const refs = await teamRefs(
    deps,
    language,
    inputs.flatMap((m) => [m.hostTeamId, m.guestTeamId]),
  );
  const list = [{ id: row.id, name: row.name, position: row.position }];
  // Minutes depend on each tournament's match length, so each tournament is counted apart.
  const out: PlayerStatisticsRow[] = [];
  for (const tournament of [...byTournament.values()].sort(
    (a, b) => b.season_year - a.season_year || a.sort - b.sort || a.id - b.id,
  )) {
    const own = inputs.filter((m) => m.tournamentId === tournament.id);
    for (const s of stats.playerStatisticsFor(own, row.id, {
      players: list,
      matchLength: tournament.match_length_minutes,
    })) {
      out.push({
        tournament: tournaments.ref(tournament),
        team: refs.get(s.teamId) ?? null,
        matches: s.matches,
        minutes: s.minutes,
        goals: s.goals,
        penalties: s.penalties,
        own_goals: s.ownGoals,
        assists: s.assists,
        yellow_cards: s.yellowCards,
        red_cards: s.redCards,
      });
    }
  }
  return out;
}

export async function topScorer(
  deps: PlayerPagesDeps,
  language: Language,
  tournamentId: number | undefined,
): Promise<TopScorer | null> {
  const { tournaments, matches, players, teams, today } = deps;
  let tournament: TournamentRow | null | undefined;
  if (tournamentId !== undefined) {
    tournament = await tournaments.byId(language, tournamentId);
    if (!tournament) throw notFound();
  } else {
    tournament = pickTournament(await tournaments.list(language), today());
  }
  if (!tournament) return null;
  const { inputs } = await matches.load(language, { tournamentIds: [tournament.id] }, { squads: true });
  const ids = [
    ...new Set(inputs.flatMap((m) => [...m.goals.map((g) => g.playerId), ...(m.squads ?? []).map((s) => s.playerId)])),
  ];
  const rows = await players.byIds(language, ids);
  const [top] = stats.scorers(inputs, {
    players: rows.map((p) => ({ id: p.id, name: p.name, position: p.position })),
    locale: language,
  });
  const player = rows.find((p) => p.id === top?.playerId);
  if (!top || !player) return null;
  const [team] = await teams.rows(language, { ids: [top.teamId] });
  return {
    tournament: tournaments.ref(tournament),
    player: listItem(deps, player, player.number, team),
    goals: top.goals,
    penalties: top.penalties,
    matches: top.matches,
  };
}
