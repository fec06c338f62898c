// Player and staff applications to every tournament, with their status history: mostly
// submitted, and every other status at least once (see docs/domain.md).
import type { ApplicationStatus } from '@league/shared/contracts';
import { addDays, at } from './calendar';
import type { League } from './clubs';
import type { Player, SeedContext, Team, Tournament } from './model';
import type { Officials } from './officials';
import type { Calendar } from './tournaments';

export const REASONS: Record<string, string> = {
  rejected: 'Медициналық анықтаманың мерзімі өтіп кеткен',
  unsubmitted: 'Команда өтініші бойынша тізімнен шығарылды',
  disqualified: 'Тәртіптік комитеттің шешімі бойынша',
};

/** Per tournament id, the players not allowed in match squads. */
export type Unavailable = Map<number, Set<number>>;

export function addApplications(
  ctx: SeedContext,
  { commandTeam }: League,
  { teamUserId, adminId }: Officials,
  { tournaments, winter }: Calendar,
): Unavailable {
  const { rows, ids, shiftYear } = ctx;
  let disqualifiedGiven = false;
  const applicationStatus = (
    tournament: Tournament,
    team: Team,
    player: Player,
    teamIndex: number,
  ): ApplicationStatus => {
    if (tournament === winter) return teamIndex < 5 ? 'submitted' : 'pending';
    const newcomer = team.newcomers.indexOf(player);
    if (newcomer >= 0) {
      if (tournament.state !== 'current') return 'empty';
      return (['pending', 'pending', 'rejected', 'empty'] as const)[newcomer];
    }
    if (tournament.state === 'past' && teamIndex % 3 === 0 && player === team.extras[0]) return 'unsubmitted';
    if (tournament.state === 'current') {
      if (teamIndex % 4 === 1 && player === team.extras[1]) return 'unsubmitted';
      if (!disqualifiedGiven && team.birthYear === shiftYear(2010) && player === team.extras[0]) {
        disqualifiedGiven = true;
        return 'disqualified';
      }
    }
    return 'submitted';
  };

  const history = (
    target: { player_application_id?: number; staff_application_id?: number },
    status: ApplicationStatus,
    start: string,
    byTeam: boolean,
    reason: string | null,
  ) => {
    if (status === 'empty') return;
    const push = (
      from: ApplicationStatus | null,
      to: ApplicationStatus,
      when: string,
      by: number | null,
      why: string | null = null,
    ) =>
      rows.application_status_history.push({
        id: ids.next('application_status_history'),
        player_application_id: target.player_application_id ?? null,
        staff_application_id: target.staff_application_id ?? null,
        from_status: from,
        to_status: to,
        reason: why,
        changed_by: by,
        changed_at: when,
      });
    push(null, 'pending', at(addDays(start, -21), 11), byTeam ? teamUserId : null);
    if (status === 'pending') return;
    if (status === 'rejected') {
      push('pending', 'rejected', at(addDays(start, -12), 15), adminId, reason);
      return;
    }
    push('pending', 'submitted', at(addDays(start, -12), 15), adminId);
    if (status === 'unsubmitted' || status === 'disqualified')
      push('submitted', status, at(addDays(start, 35), 10), adminId, reason);
  };

  const unavailable = new Map<number, Set<number>>(); // tournament id → players not allowed in squads

  for (const tournament of tournaments) {
    const blocked = new Set<number>();
    unavailable.set(tournament.id, blocked);
    tournament.teams.forEach((team, teamIndex) => {
      const byTeam = team === commandTeam;
      for (const player of team.players) {
        const status = applicationStatus(tournament, team, player, teamIndex);
        if (status !== 'submitted') blocked.add(player.id);
        const id = ids.next('player_applications');
        rows.player_applications.push({
          id,
          tournament_id: tournament.id,
          team_id: team.id,
          player_id: player.id,
          number: player.number,
          status,
          reject_reason: status === 'rejected' ? REASONS.rejected : null,
          submitted_at:
            status === 'submitted' || status === 'unsubmitted' || status === 'disqualified'
              ? at(addDays(tournament.startDate, -12), 15)
              : null,
          // The league's decision (ADR 0181): its reason, three matches, decided when the history says.
          ...(status === 'disqualified'
            ? {
                disqualification_reason: REASONS.disqualified,
                disqualification_matches: 3,
                disqualified_at: at(addDays(tournament.startDate, 35), 10),
              }
            : {}),
        });
        history({ player_application_id: id }, status, tournament.startDate, byTeam, REASONS[status] ?? null);
      }
      for (const staffId of team.staffIds) {
        const status: ApplicationStatus = tournament === winter && teamIndex >= 5 ? 'pending' : 'submitted';
        const id = ids.next('staff_applications');
        rows.staff_applications.push({
          id,
          tournament_id: tournament.id,
          team_id: team.id,
          staff_id: staffId,
          status,
          reject_reason: null,
          submitted_at: status === 'submitted' ? at(addDays(tournament.startDate, -12), 15) : null,
        });
        history({ staff_application_id: id }, status, tournament.startDate, byTeam, null);
      }
    });
  }
  return unavailable;
}
