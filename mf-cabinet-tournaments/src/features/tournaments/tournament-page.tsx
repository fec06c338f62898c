// /cabinet/tournaments/:id (super_admin, command_admin of a club in it): the tournament's facts,
// its teams with their applications' progress (each links to the team's application page),
// and for super_admin the activity / main / finish switches with confirmations and adding or
// removing teams. A command_admin sees only its own teams; the API scopes the answer.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  AsyncView,
  LocaleLink,
  roleAtom,
  useEndpointQuery,
  usePageMeta,
  type CabinetTournamentDetail,
  useStoreValue,
} from '@league/shared';
import { CabinetPage, HistoryPanel, endpoints, positiveId } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { EntriesSection } from './entries-section';
import { TeamsSection } from './teams-section';
import { TournamentFacts } from './tournament-facts';
import { useTournamentSwitches } from './use-tournament-switches';
import '../../ui/tournaments.css';

export { defaultFinishDate, unplayedOf } from './use-tournament-switches';

const api = endpoints.tournaments;

export default function TournamentPage() {
  const { id: raw } = useParams();
  const id = positiveId(raw);
  const detail = useEndpointQuery(api.cabinetDetail, id ? { params: { id } } : null);
  return <AsyncView data={detail}>{(answer) => <TournamentView detail={answer.data} />}</AsyncView>;
}

function TournamentView({ detail }: { detail: CabinetTournamentDetail }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const role = useStoreValue(roleAtom);
  const admin = role === 'super_admin';
  const { tournament, teams, tours } = detail;
  usePageMeta({ title: tournament.title });
  const switches = useTournamentSwitches(tournament);

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
      {switches.dialog}
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
      <TournamentFacts tournament={tournament} toursCount={tours.length} admin={admin} switches={switches} />
      <TeamsSection
        tournamentId={tournament.id}
        teams={teams}
        editable={admin && !tournament.finished}
        confirm={switches.confirm}
        run={switches.run}
      />
      <EntriesSection tournamentId={tournament.id} admin={admin} finished={tournament.finished} />
      <HistoryPanel entity="tournament" id={tournament.id} />
    </CabinetPage>
  );
}
