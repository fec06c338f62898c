// A team's card in the cabinet: the team as the registry lets the user read it, its squad, its
// staff, the tournaments it plays in and the applications it sent, counted by status.
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type CabinetTeamDetail,
  type Language,
  type TeamApplicationSummary,
} from '@league/shared/contracts';
import { almatyDate } from '../../../lib/clock';
import type { CurrentUser } from '../../auth/index';
import { groupByPosition, squadPlayer } from '../../players/index';
import { cabinetTeam } from '../../teams/index';
import type { TeamCabinetPageDeps } from './deps';

export async function teamCard(
  { clock, tournaments, applications, staff, players, teams, readable }: TeamCabinetPageDeps,
  language: Language,
  user: CurrentUser,
  id: number,
): Promise<CabinetTeamDetail> {
  const row = await readable(language, user, id);
  const [members, coaches, playing, applied] = await Promise.all([
    teams.memberships({ teamId: id, activeOnly: true }),
    staff.ofTeam(language, id),
    tournaments.ofTeam(language, id),
    applications.players({ teamId: id }),
  ]);
  const today = almatyDate(clock());
  const rows = await players.byIds(
    language,
    members.map((m) => m.player_id),
  );
  const numbers = new Map(members.map((m) => [m.player_id, m.number]));
  const squad = groupByPosition(
    rows.map((p) => squadPlayer(p, numbers.get(p.id) ?? p.number, today)),
    language,
  ).filter((group) => group.players.length > 0);

  const counts = new Map<number, Map<ApplicationStatus, number>>();
  for (const a of applied) {
    const byStatus = counts.get(a.tournament_id) ?? new Map<ApplicationStatus, number>();
    byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    counts.set(a.tournament_id, byStatus);
  }
  const playingIds = new Set(playing.map((x) => x.id));
  const appliedTo = await tournaments.list(language, { ids: [...counts.keys()] });
  const summaries: TeamApplicationSummary[] = appliedTo.map((x) => ({
    tournament: tournaments.ref(x),
    plays: playingIds.has(x.id),
    statuses: APPLICATION_STATUSES.filter((s) => counts.get(x.id)?.has(s)).map((status) => ({
      status,
      count: counts.get(x.id)!.get(status)!,
    })),
  }));
  return {
    team: cabinetTeam(row),
    titles: { kk: row.title_kk, ru: row.title_ru, en: row.title_en },
    squad,
    staff: coaches,
    tournaments: playing.map(tournaments.ref),
    applications: summaries,
  };
}
