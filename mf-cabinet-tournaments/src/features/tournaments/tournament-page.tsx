// /cabinet/tournaments/:id (super_admin, command_admin of a club in it): the tournament's facts,
// its teams with their applications' progress (each links to the team's application page),
// and for super_admin the activity / main / finish switches with confirmations and adding or
// removing teams. A command_admin sees only its own teams; the API scopes the answer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  DATE_BOUNDS,
  AsyncView,
  errorMessage,
  isApiError,
  formatDate,
  LocaleLink,
  roleAtom,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  usePageMeta,
  type CabinetTournamentDetail,
  type TournamentTeamRow,
  shownTeamStatus,
  useStoreValue,
} from '@league/shared';
import {
  CabinetForm,
  CabinetPage,
  DateField,
  HistoryPanel,
  StatusBadge,
  useConfirm,
  useNotify,
  endpoints,
  positiveId,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { EntriesSection } from './entries-section';
import '../../ui/tournaments.css';

const api = endpoints.tournaments;

export default function TournamentPage() {
  const { id: raw } = useParams();
  const id = positiveId(raw);
  const detail = useEndpointQuery(api.cabinetDetail, id ? { params: { id } } : null);
  return <AsyncView data={detail}>{(answer) => <TournamentView detail={answer.data} />}</AsyncView>;
}

function useAction() {
  const notify = useNotify();
  return async (work: () => Promise<unknown>) => {
    try {
      await work();
      notify.success();
      return true;
    } catch (error) {
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
      return false;
    }
  };
}

/** The number of unplayed matches of a refused finish (409 `data.unplayed`), else null. */
export function unplayedOf(error: unknown): number | null {
  if (!isApiError(error) || error.response?.status !== 409) return null;
  const unplayed = (error.response.data as { data?: { unplayed?: unknown } } | undefined)?.data?.unplayed;
  return typeof unplayed === 'number' ? unplayed : null;
}

/** The finish form's date at first: today, or the start when the tournament starts later (the API refuses an end before the start). */
export const defaultFinishDate = (today: string, startDate: string | null) =>
  startDate !== null && startDate > today ? startDate : today;

function TournamentView({ detail }: { detail: CabinetTournamentDetail }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const role = useStoreValue(roleAtom);
  const admin = role === 'super_admin';
  const { tournament, teams, tours } = detail;
  usePageMeta({ title: tournament.title });
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const run = useAction();
  const invalidates = [api.cabinetDetail, api.teams, api.form, api.matches, endpoints.cabinetLists.cabinetTournaments];
  const activity = useEndpointMutation(api.activity, { invalidates });
  const main = useEndpointMutation(api.main, { invalidates });
  const finish = useEndpointMutation(api.finish, { invalidates });
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const state = tournament.finished ? 'finished' : tournament.active ? 'active' : 'inactive';
  const date = (value: string | null) => (value ? formatDate(value, 'short', locale) : '—');

  const toggleActivity = async () => {
    const on = !tournament.active;
    const yes = await confirm({
      title: t(on ? 'tournament.activateTitle' : 'tournament.deactivateTitle'),
      message: t(on ? 'tournament.activateText' : 'tournament.deactivateText', { title: tournament.title }),
      confirmLabel: t(on ? 'tournament.activate' : 'tournament.deactivate'),
    });
    if (yes) await run(() => activity.mutateAsync({ params: { id: tournament.id }, body: { active: on } }));
  };
  const makeMain = async () => {
    const yes = await confirm({
      title: t('tournament.mainTitle'),
      message: t('tournament.mainText', { title: tournament.title }),
      confirmLabel: t('tournament.makeMain'),
    });
    if (yes) await run(() => main.mutateAsync({ params: { id: tournament.id }, body: { main: true } }));
  };
  // A refused date (before the start) is an error on the date field; a cancelled confirmation sends nothing.
  const askFinish = async ({ end_date: endDate = '' }: { end_date?: string }) => {
    const yes = await confirm({
      title: t('tournament.finishTitle'),
      message: t('tournament.finishText', { title: tournament.title, date: date(endDate) }),
      confirmLabel: t('tournament.finish'),
      danger: true,
    });
    if (!yes) return;
    try {
      await finish.mutateAsync({ params: { id: tournament.id }, body: { end_date: endDate } });
    } catch (error) {
      // Matches not played: say how many and finish only when confirmed; any other refusal is the form's (on its field).
      const unplayed = unplayedOf(error);
      if (unplayed === null) throw error;
      const anyway = await confirm({
        title: t('tournament.finishUnplayedTitle'),
        message: t('tournament.finishUnplayedText', { count: unplayed }),
        confirmLabel: t('tournament.finishAnyway'),
        danger: true,
      });
      if (!anyway) return;
      await finish.mutateAsync({ params: { id: tournament.id }, body: { end_date: endDate, confirm: true } });
    }
    notify.success();
  };

  return (
    <CabinetPage
      title={tournament.title}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('list.title'), to: paths.tournaments() },
        { title: tournament.title },
      ]}
      actions={
        admin &&
        !tournament.finished && (
          <LocaleLink className="lg-button lg-button--ghost" to={paths.tournamentEdit(tournament.id)}>
            {t('tournament.edit')}
          </LocaleLink>
        )
      }
    >
      {dialog}
      {tournament.finished ? (
        <p className="ct-note" role="status">
          {t('tournament.finishedNote')}
        </p>
      ) : (
        !tournament.active && (
          <p className="ct-note" role="status">
            {t('tournament.inactiveNote')}
          </p>
        )
      )}
      <ul className="ct-links">
        <li>
          <LocaleLink to={paths.tournamentCalendar(tournament.id)}>{t('tournament.calendar')}</LocaleLink>
        </li>
        <li>
          <LocaleLink to={paths.tournamentMatches(tournament.id)}>
            {t('tournament.matches')} ({tournament.matches_count})
          </LocaleLink>
        </li>
      </ul>
      <section className="ct-panel" aria-labelledby="tournament-facts">
        <h2 id="tournament-facts">{t('tournament.details')}</h2>
        <dl className="ct-facts">
          <dt>{t('tournament.season')}</dt>
          <dd>{tournament.season.title}</dd>
          <dt>{t('tournament.ageGroup')}</dt>
          <dd>{tournament.age_group_title}</dd>
          <dt>{t('tournament.birthYears')}</dt>
          <dd>
            {tournament.birth_year_from === tournament.birth_year_to
              ? tournament.birth_year_from
              : `${tournament.birth_year_from}–${tournament.birth_year_to}`}
          </dd>
          <dt>{t('tournament.jokers')}</dt>
          <dd>{tournament.joker_quota}</dd>
          <dt>{t('tournament.startDate')}</dt>
          <dd>{date(tournament.start_date)}</dd>
          <dt>{t('tournament.endDate')}</dt>
          <dd>{date(tournament.end_date)}</dd>
          <dt>{t('tournament.tours')}</dt>
          <dd>{tours.length}</dd>
          <dt>{t('tournament.state')}</dt>
          <dd>
            {t(`tournament.${state}`)}
            {tournament.main && ` · ${t('tournament.main')}`}
            {` · ${t(tournament.takes_applications ? 'tournament.takesApplications' : 'tournament.noApplications')}`}
          </dd>
        </dl>
        {admin && !tournament.finished && (
          <div className="ct-actions" style={{ marginTop: 16 }}>
            <button
              type="button"
              className="lg-button lg-button--ghost"
              onClick={() => void toggleActivity()}
              disabled={activity.isPending}
            >
              {t(tournament.active ? 'tournament.deactivate' : 'tournament.activate')}
            </button>
            {!tournament.main && (
              <button
                type="button"
                className="lg-button lg-button--ghost"
                onClick={() => void makeMain()}
                disabled={main.isPending}
              >
                {t('tournament.makeMain')}
              </button>
            )}
            <CabinetForm<{ end_date?: string }>
              className="ct-finish"
              label={t('tournament.finish')}
              initialValues={{ end_date: defaultFinishDate(today, tournament.start_date) }}
              onSubmit={askFinish}
              success={false}
              submitLabel={t('tournament.finish')}
              danger
              warnUnsaved={false}
            >
              <DateField
                name="end_date"
                label={t('tournament.endDate')}
                rules={['required', { rule: 'date_around', ...DATE_BOUNDS.tournament }]}
                min={tournament.start_date ?? undefined}
              />
            </CabinetForm>
          </div>
        )}
      </section>
      <TeamsSection
        tournamentId={tournament.id}
        teams={teams}
        editable={admin && !tournament.finished}
        confirm={confirm}
        run={run}
      />
      <EntriesSection tournamentId={tournament.id} admin={admin} finished={tournament.finished} />
      <HistoryPanel entity="tournament" id={tournament.id} />
    </CabinetPage>
  );
}

function TeamsSection({
  tournamentId,
  teams,
  editable,
  confirm,
  run,
}: {
  tournamentId: number;
  teams: TournamentTeamRow[];
  editable: boolean;
  confirm: ReturnType<typeof useConfirm>['confirm'];
  run: ReturnType<typeof useAction>;
}) {
  const { t } = useTranslation('cab-tournaments');
  const remove = useEndpointMutation(api.removeTeams, {
    invalidates: [api.cabinetDetail, api.teams, endpoints.cabinetLists.cabinetTournaments],
  });
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
  const admit = useEndpointMutation(api.addTeams, {
    invalidates: [api.cabinetDetail, api.teams, endpoints.cabinetLists.cabinetTournaments],
  });
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
            <button
              type="button"
              className="lg-button"
              onClick={() => void askAdmit(row)}
              disabled={admit.isPending}
              aria-label={`${t('tournament.admit')}: ${row.team.title}`}
            >
              {t('tournament.admit')}
            </button>
          )}
          {editable && row.matches_count === 0 && (
            <button
              type="button"
              className="lg-button lg-button--ghost"
              onClick={() => void askRemove(row)}
              disabled={remove.isPending}
              aria-label={`${t('tournament.remove')}: ${row.team.title}`}
            >
              {t('tournament.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
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

function AddTeams({ tournamentId, run }: { tournamentId: number; run: ReturnType<typeof useAction> }) {
  const { t } = useTranslation('cab-tournaments');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const list = useEndpointQuery(api.teams, open ? { params: { id: tournamentId } } : null);
  const add = useEndpointMutation(api.addTeams, {
    invalidates: [api.cabinetDetail, api.teams, endpoints.cabinetLists.cabinetTournaments],
  });
  if (!open) {
    return (
      <button type="button" className="lg-button" onClick={() => setOpen(true)} style={{ marginTop: 12 }}>
        {t('tournament.addTeams')}
      </button>
    );
  }
  const candidates = list.data?.data.candidates ?? [];
  const submit = async () => {
    const ok = await run(() => add.mutateAsync({ params: { id: tournamentId }, body: { team_ids: chosen } }));
    if (ok) {
      setChosen([]);
      setOpen(false);
    }
  };
  return (
    <form
      className="ct-panel"
      noValidate
      style={{ marginTop: 12 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="ct-checks">
        <legend>
          {t('tournament.addTeams')} — {t('tournament.addTeamsHint')}
        </legend>
        {list.status === 'loading' && <p className="ct-muted">…</p>}
        {list.status === 'success' && candidates.length === 0 && (
          <p className="lg-empty">{t('tournament.noCandidates')}</p>
        )}
        {candidates.map((team) => (
          <label key={team.id}>
            <input
              type="checkbox"
              checked={chosen.includes(team.id)}
              onChange={(e) =>
                setChosen((now) => (e.target.checked ? [...now, team.id] : now.filter((x) => x !== team.id)))
              }
            />
            <span>
              {team.title} <span className="ct-muted">({team.club.title})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="ct-actions">
        <button type="submit" className="lg-button" disabled={chosen.length === 0 || add.isPending}>
          {t('tournament.addSelected')}
        </button>
        <button type="button" className="lg-button lg-button--ghost" onClick={() => setOpen(false)}>
          {t('tournament.cancel')}
        </button>
      </div>
    </form>
  );
}
