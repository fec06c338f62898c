// A team's public page: the team and its club, its tournaments, the window of the current
// table around it, and its last three decided and next three matches.
import type { Language, TeamDetail } from '@league/shared/contracts';
import { fileUrl } from '../../../lib/file-url';
import * as stats from '../../stats/index';
import { teamItem } from '../../teams/index';
import { pickTournament } from '../../tournaments/index';
import { notFound, type TeamPageDeps } from './deps';

export async function teamDetail(
  { tournaments, standings, matches, stadiums, teams, today }: TeamPageDeps,
  language: Language,
  slug: string,
): Promise<TeamDetail> {
  const [row] = await teams.rows(language, { slug });
  if (!row) throw notFound();
  const [own, cities] = await Promise.all([
    tournaments.ofTeam(language, row.id),
    stadiums.cities(language, row.club_city_id ? [row.club_city_id] : []),
  ]);
  const current = pickTournament(own, today());
  const window = current
    ? stats.tableWindow(
        (await standings.peopleTable(language, current.id)).map((r) => ({ ...r, teamId: r.team.id })),
        row.id,
        5,
      )
    : [];
  const { rows, inputs } = await matches.load(language, { teamId: row.id });
  const items = await matches.items(language, rows, inputs);
  const decided = inputs.filter(stats.isDecided).sort(stats.compareMatchesByTime).reverse().slice(0, 3);
  const upcoming = inputs
    .filter((m) => !stats.isDecided(m) && (m.status === 'scheduled' || m.status === 'live' || m.status === 'postponed'))
    .sort(stats.compareMatchesByTime)
    .slice(0, 3);
  return {
    team: teamItem(row),
    club: {
      id: row.club_id,
      slug: row.club_slug,
      title: row.club_title,
      logo: fileUrl(row.club_logo),
      city: cities[0] ?? null,
    },
    tournament: current ? tournaments.ref(current) : null,
    tournaments: own.map(tournaments.ref),
    table_window: window.map(({ teamId: _teamId, ...rest }) => rest),
    recent_matches: decided.map((m) => items.get(m.id)!),
    next_matches: upcoming.map((m) => items.get(m.id)!),
  };
}
