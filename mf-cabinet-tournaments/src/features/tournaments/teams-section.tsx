// A tournament's teams on its page: the participants, the teams still waiting apart, each with
// its applications' progress and a link to its application; super_admin admits, removes and adds.
import { useTranslation } from 'react-i18next';
import { LocaleLink, type TournamentTeamRow, shownTeamStatus } from '@league/shared';
import { StatusBadge } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { RowAction } from '../../ui/row-action';
import { AddTeams } from './add-teams';
import { useAddTeams, useRemoveTeams } from './use-team-writes';
import type { Confirm, RunAction } from './use-tournament-switches';

export function TeamsSection({
  tournamentId,
  teams,
  editable,
  confirm,
  run,
}: {
  tournamentId: number;
  teams: TournamentTeamRow[];
  editable: boolean;
  confirm: Confirm;
  run: RunAction;
}) {
  const { t } = useTranslation('cab-tournaments');
  const remove = useRemoveTeams();
  const askRemove = async (row: TournamentTeamRow) => {
    const yes = await confirm({
      title: t('tournament.removeTitle'),
      message: t('tournament.removeText', { title: row.team.title }),
      confirmLabel: t('tournament.remove'),
      danger: true,
    });
    if (yes) await run(() => remove.mutateAsync({ params: { id: tournamentId }, body: { ids: [row.team.id] } }));
  };
  // A team asking to be in the tournament is taken in here (it is not offered under "Add teams").
  const admit = useAddTeams();
  const askAdmit = async (row: TournamentTeamRow) => {
    const yes = await confirm({
      title: t('tournament.admitTitle'),
      message: t('tournament.admitText', { title: row.team.title }),
      confirmLabel: t('tournament.admit'),
    });
    if (yes) await run(() => admit.mutateAsync({ params: { id: tournamentId }, body: { team_ids: [row.team.id] } }));
  };
  // The teams counted are the participants (as the tournaments list and the public site count
  // them); teams whose application to the tournament is not accepted are listed apart.
  const participants = teams.filter((row) => row.status === 'submitted');
  const others = teams.filter((row) => row.status !== 'submitted');
  const rows = (list: TournamentTeamRow[]) => (
    <TeamRows
      list={list}
      tournamentId={tournamentId}
      editable={editable}
      onAdmit={askAdmit}
      admitting={admit.isPending}
      onRemove={askRemove}
      removing={remove.isPending}
    />
  );
  return (
    <section className="ct-panel" aria-labelledby="tournament-teams">
      <h2 id="tournament-teams">
        {t('tournament.teams')} ({participants.length})
      </h2>
      {participants.length === 0 ? <p className="lg-empty">{t('tournament.noTeams')}</p> : rows(participants)}
      {others.length > 0 && (
        <section aria-labelledby="tournament-teams-waiting">
          <h3 id="tournament-teams-waiting">
            {t('tournament.teamsWaiting')} ({others.length})
          </h3>
          {rows(others)}
        </section>
      )}
      {editable && <AddTeams tournamentId={tournamentId} run={run} />}
    </section>
  );
}

/** Teams with their club, birth year, status and progress; admit a waiting one, remove one without matches. */
function TeamRows({
  list,
  tournamentId,
  editable,
  onAdmit,
  admitting,
  onRemove,
  removing,
}: {
  list: TournamentTeamRow[];
  tournamentId: number;
  editable: boolean;
  onAdmit: (row: TournamentTeamRow) => Promise<void>;
  admitting: boolean;
  onRemove: (row: TournamentTeamRow) => Promise<void>;
  removing: boolean;
}) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <ul className="ct-teams">
      {list.map((row) => (
        <li key={row.team.id}>
          <div>
            <LocaleLink className="ct-team-name" to={paths.teamApplication(tournamentId, row.club.id)}>
              {row.team.title}
            </LocaleLink>
            <div className="ct-muted">
              {row.club.title} · {row.team.birth_year}
            </div>
          </div>
          <div>
            <StatusBadge kind="application" status={shownTeamStatus(row.status, row.players)} />
            <div className="ct-muted">
              {t('tournament.players')}: {t('tournament.progress', row.players)}
            </div>
            <div className="ct-muted">
              {t('tournament.staff')}: {t('tournament.progress', row.staff)}
            </div>
          </div>
          {editable && row.status !== 'submitted' && (
            <RowAction
              label={t('tournament.admit')}
              item={row.team.title}
              className="lg-button"
              onClick={() => void onAdmit(row)}
              disabled={admitting}
            />
          )}
          {editable && row.matches_count === 0 && (
            <RowAction
              label={t('tournament.remove')}
              item={row.team.title}
              onClick={() => void onRemove(row)}
              disabled={removing}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
