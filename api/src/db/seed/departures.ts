// Away-trip departures of the command_admin's team in every status, and the notifications the
// demo accounts find waiting.
import { cabinetPath } from '@league/shared/access';
import type { DepartureStatus } from '@league/shared/contracts';
import { json } from '../json';
import { REASONS } from './applications';
import { addDays, at } from './calendar';
import type { League } from './clubs';
import type { SeedContext, Tournament } from './model';
import type { Officials } from './officials';
import type { Calendar } from './tournaments';

export function addDepartures(
  ctx: SeedContext,
  { commandTeam, commandClub }: League,
  { userIds, adminId, teamUserId, providerId, refereeUserReferee }: Officials,
  { matches }: Calendar,
  mainTournament: Tournament,
): void {
  const { rows, ids, baseDate } = ctx;
  const awayMatches = matches
    .filter((m) => m.tournament === mainTournament && m.guest === commandTeam)
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  let finishedAway = 0;
  let futureAway = 0;
  const futureStatuses: DepartureStatus[] = ['pending', 'rejected', 'empty-squad', 'empty'];
  for (const match of awayMatches) {
    const played = match.status === 'finished';
    const status: DepartureStatus = played
      ? finishedAway++ === 1
        ? 'unsubmitted'
        : 'submitted'
      : futureStatuses[futureAway++ % futureStatuses.length];
    const id = ids.next('departures');
    const travellers = commandTeam.regulars.length + commandTeam.staffIds.length;
    rows.departures.push({
      id,
      tournament_id: mainTournament.id,
      team_id: commandTeam.id,
      match_id: match.id,
      tour_id: match.tourId,
      status,
      people_count: status === 'empty' ? null : travellers,
      reject_reason: status === 'rejected' ? 'Екі ойыншының төлқұжат деректері толық емес' : null,
      submitted_at: status === 'empty' || status === 'empty-squad' ? null : at(addDays(match.date, -6), 12),
      reviewed_by: status === 'submitted' || status === 'rejected' || status === 'unsubmitted' ? providerId : null,
      reviewed_at:
        status === 'submitted' || status === 'rejected' || status === 'unsubmitted'
          ? at(addDays(match.date, -4), 16)
          : null,
    });
    if (status !== 'empty' && status !== 'empty-squad') {
      for (const player of commandTeam.regulars)
        rows.departure_squad.push({
          id: ids.next('departure_squad'),
          departure_id: id,
          player_id: player.id,
          staff_id: null,
        });
      for (const staffId of commandTeam.staffIds)
        rows.departure_squad.push({
          id: ids.next('departure_squad'),
          departure_id: id,
          player_id: null,
          staff_id: staffId,
        });
    }
  }

  // ── Notifications ──────────────────────────────────────────────────────────
  const commandApplications = rows.player_applications.filter(
    (a) => a.team_id === commandTeam.id && a.tournament_id === mainTournament.id,
  );
  const rejected = commandApplications.find((a) => a.status === 'rejected');
  const pending = commandApplications.filter((a) => a.status === 'pending');
  const rejectedDeparture = rows.departures.find((d) => d.status === 'rejected');
  const agreedDeparture = rows.departures.find((d) => d.status === 'submitted');
  const notify = (userId: number, kind: string, payload: Record<string, unknown>, createdAt: string, seen: boolean) =>
    rows.notifications.push({
      id: ids.next('notifications'),
      user_id: userId,
      kind,
      payload: json(payload),
      seen_at: seen ? addDays(createdAt.slice(0, 10), 1) + 'T06:00:00.000Z' : null,
      created_at: createdAt,
    });
  // Names are not stored: the list reads the team, tournament and match titles from these ids in
  // the reader's language (ADR 0180).
  if (rejected)
    notify(
      teamUserId,
      'application_rejected',
      {
        application_id: rejected.id,
        player_id: rejected.player_id,
        tournament_id: mainTournament.id,
        team_id: commandTeam.id,
        reason: REASONS.rejected,
      },
      at(addDays(baseDate, -62), 15),
      false,
    );
  notify(
    teamUserId,
    'application_submitted',
    { tournament_id: mainTournament.id, team_id: commandTeam.id, count: commandTeam.regulars.length },
    at(addDays(baseDate, -62), 15, 5),
    true,
  );
  const departureIds = (d: (typeof rows.departures)[number]) => ({
    departure_id: d.id,
    tournament_id: d.tournament_id,
    team_id: d.team_id,
    match_id: d.match_id,
  });
  if (rejectedDeparture)
    notify(
      teamUserId,
      'departure_rejected',
      { ...departureIds(rejectedDeparture), reason: rejectedDeparture.reject_reason },
      at(addDays(baseDate, -2), 16),
      false,
    );
  if (agreedDeparture)
    notify(teamUserId, 'departure_submitted', departureIds(agreedDeparture), at(addDays(baseDate, -40), 16), true);
  // The team's pending players were sent at once: one notification with their count (as the API writes it).
  if (pending.length > 0) {
    notify(
      adminId,
      'application_sent',
      {
        application_kind: 'player',
        application_ids: pending.map((a) => a.id),
        tournament_id: mainTournament.id,
        team_id: commandTeam.id,
        club_id: commandClub.id,
        count: pending.length,
        status: 'pending',
        reason: null,
        link: cabinetPath('teamApplication', { id: mainTournament.id, club_id: commandClub.id }),
      },
      at(addDays(baseDate, -3), 11),
      false,
    );
  }
  const pendingDeparture = rows.departures.find((d) => d.status === 'pending');
  if (pendingDeparture)
    notify(providerId, 'departure_pending', departureIds(pendingDeparture), at(addDays(baseDate, -2), 12), false);
  const refereeMatch = rows.match_referees.find(
    (r) => r.referee_id === refereeUserReferee && matches.find((m) => m.id === r.match_id)?.status === 'scheduled',
  );
  if (refereeMatch)
    notify(
      userIds.get('referee')!,
      'match_assigned',
      { match_id: refereeMatch.match_id, role: 'main_referee' },
      at(addDays(baseDate, -1), 9),
      false,
    );
}
