// The notifications of an application change: the club's admins are told of every change, the
// league of every new sending.
import { cabinetPath } from '@league/shared/access';
import type { ApplicationStatus } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import type { CurrentUser } from '../../auth/index';
import { notify } from '../../notifications/index';
import type { ApplicationKind, Texts } from '../applications.repository';

/** Notifies the club's admins (but not the one who acted) and, for a sending, the league. */
export async function tell(
  trx: Executor,
  user: CurrentUser,
  kind: ApplicationKind,
  changed: Array<{
    id: number;
    club_id: number;
    tournament_id: number;
    team_id: number;
    person: Texts;
    team: Texts;
    tournament: Texts;
  }>,
  to: ApplicationStatus,
  reason: string | null,
) {
  const byTeam = new Map<string, typeof changed>();
  for (const row of changed) {
    const key = `${row.tournament_id}:${row.team_id}`;
    byTeam.set(key, [...(byTeam.get(key) ?? []), row]);
  }
  for (const rows of byTeam.values()) {
    const first = rows[0];
    const team = { id: first.tournament_id, club_id: first.club_id };
    const payload = {
      application_kind: kind,
      application_ids: rows.map((r) => r.id),
      tournament_id: first.tournament_id,
      team_id: first.team_id,
      club_id: first.club_id,
      tournament: first.tournament,
      team: first.team,
      people: rows.slice(0, 5).map((r) => r.person),
      count: rows.length,
      status: to,
      reason,
      // The page the browser routes to (the cabinet's one set of patterns).
      link:
        rows.length === 1
          ? cabinetPath(kind === 'player' ? 'playerApplication' : 'staffApplication', {
              ...team,
              application_id: first.id,
            })
          : cabinetPath('teamApplication', team),
    };
    await notify(trx, { clubId: first.club_id }, 'application_status', payload, { except: user.id });
    if (to === 'pending') await notify(trx, { role: 'super_admin' }, 'application_sent', payload, { except: user.id });
  }
}
