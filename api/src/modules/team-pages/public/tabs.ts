// A team's public tabs: its matches by tour in one tournament, its squad in the current
// tournament, and its statistics per tournament.
import type { ApplicationStatus, Language, PeopleSquad, TeamCalendarTour, TeamsStats } from '@league/shared/contracts';
import { groupByPosition, squadPlayer } from '../../players/index';
import { teamStatsValues } from '../../standings/index';
import * as stats from '../../stats/index';
import { teamRef } from '../../teams/index';
import { pickTournament } from '../../tournaments/index';
import { notFound, type TeamPageDeps } from './deps';

const HIDDEN_FROM_SQUAD: ApplicationStatus[] = ['unsubmitted', 'disqualified', 'rejected'];

export async function teamMatches(
  { tournaments, matches, teams, today }: TeamPageDeps,
  language: Language,
  teamId: number,
  tournamentId: number | undefined,
) {
  await teams.byIdOr404(language, teamId);
  const own = await tournaments.ofTeam(language, teamId);
  let tournament = tournamentId !== undefined ? own.find((x) => x.id === tournamentId) : pickTournament(own, today());
  if (tournamentId !== undefined && !tournament) {
    tournament = await tournaments.byId(language, tournamentId);
    if (!tournament) throw notFound();
  }
  if (!tournament) return { tournament: null, tournaments: [], tours: [] };
  const { rows, inputs } = await matches.load(language, { teamId, tournamentIds: [tournament.id] });
  const items = await matches.items(language, rows, inputs);
  const tours: TeamCalendarTour[] = stats
    .calendar(inputs)
    .all.map((tour) => ({ tour_name: tour.tour_name, matches: tour.matches.map((m) => items.get(m.id)!) }));
  return { tournament: tournaments.ref(tournament), tournaments: own.map(tournaments.ref), tours };
}

export async function teamSquad(
  { tournaments, applications, teams, players, today }: TeamPageDeps,
  language: Language,
  teamId: number,
): Promise<PeopleSquad> {
  const team = await teams.byIdOr404(language, teamId);
  const current = pickTournament(await tournaments.ofTeam(language, teamId), today());
  const [members, applied] = await Promise.all([
    teams.memberships({ teamId, activeOnly: true }),
    current ? applications.players({ teamId, tournamentIds: [current.id] }) : Promise.resolve([]),
  ]);
  const application = new Map(applied.map((a) => [a.player_id, a]));
  const numbers = new Map<number, number | null>();
  for (const m of members)
    if (!HIDDEN_FROM_SQUAD.includes(application.get(m.player_id)?.status ?? 'submitted'))
      numbers.set(m.player_id, m.number);
  for (const a of applied)
    if (a.status === 'submitted') numbers.set(a.player_id, a.number ?? numbers.get(a.player_id) ?? null);
  const rows = await players.byIds(language, [...numbers.keys()]);
  const t = today();
  const dtos = rows.map((p) => squadPlayer(p, application.get(p.id)?.number ?? numbers.get(p.id) ?? p.number, t));
  return {
    team: teamRef({ ...team, club_logo: team.club_logo }),
    is_woman_squad: team.is_woman_squad,
    players: groupByPosition(dtos, language),
  };
}

export async function teamStatistics(
  { tournaments, matches, teams }: TeamPageDeps,
  language: Language,
  teamId: number,
  tournamentId: number | undefined,
): Promise<TeamsStats> {
  const team = await teams.byIdOr404(language, teamId);
  let listed = await tournaments.ofTeam(language, teamId);
  if (tournamentId !== undefined) {
    listed = await tournaments.list(language, { ids: [tournamentId] });
    if (listed.length === 0) throw notFound();
  }
  const { inputs } = await matches.load(language, { teamId, tournamentIds: listed.map((x) => x.id) });
  return {
    team: teamRef(team),
    total: teamStatsValues(stats.teamStatistics(inputs, teamId)),
    tournaments: listed.map((x) => ({
      tournament: tournaments.ref(x),
      stats: teamStatsValues(
        stats.teamStatistics(
          inputs.filter((m) => m.tournamentId === x.id),
          teamId,
        ),
      ),
    })),
  };
}
