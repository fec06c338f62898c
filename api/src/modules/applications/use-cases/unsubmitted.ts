// The players of a team whose application was withdrawn (unsubmitted), and whether it has any.
import type { Language, UnsubmittedPlayer } from '@league/shared/contracts';
import { squadPlayer } from '../../players/index';
import * as repository from '../applications.repository';
import type { ApplicationsDeps } from './deps';

export async function unsubmitted(
  { db, tournaments, teams, players }: ApplicationsDeps,
  language: Language,
  teamId: number,
): Promise<UnsubmittedPlayer[]> {
  await teams.byIdOr404(language, teamId);
  const applications = await repository.playerApplications(db, { teamId, statuses: ['unsubmitted'] });
  const [rows, byTournament] = await Promise.all([
    players.byIds(
      language,
      applications.map((a) => a.player_id),
    ),
    tournaments.byIds(
      language,
      applications.map((a) => a.tournament_id),
    ),
  ]);
  const byId = new Map(rows.map((p) => [p.id, p]));
  const t = tournaments.today();
  return applications
    .filter((a) => byId.has(a.player_id) && byTournament.has(a.tournament_id))
    .map((a) => ({
      player: squadPlayer(byId.get(a.player_id)!, a.number ?? byId.get(a.player_id)!.number, t),
      tournament: tournaments.ref(byTournament.get(a.tournament_id)!),
      number: a.number,
      changed_at: a.updated_at,
    }));
}

export async function checkUnsubmitted({ db, teams }: ApplicationsDeps, language: Language, teamId: number) {
  await teams.byIdOr404(language, teamId);
  return { unsubmitted_present: await repository.hasApplicationWithStatus(db, teamId, 'unsubmitted') };
}
