// /cabinet/tournaments/:id/teams/:club_id: a club's team application in a tournament. Every
// player and staff member of the club's team(s) with their status, documents and eligibility —
// whoever cannot be entered is greyed out with the reason before anyone presses a button. The
// team's command_admin sends people (→ pending); the league (super_admin) accepts or rejects
// them one by one or several at once. Another club's page is the API's 404. Printable as an A4
// sheet (application-print.tsx) and downloadable as CSV.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  buildPath,
  errorMessage,
  PrintButton,
  PrintHeader,
  useEndpointQuery,
  showToast,
  usePageMeta,
} from '@league/shared';
import {
  CabinetPage,
  downloadFile,
  endpoints,
  type CabinetTeamApplication,
  positiveId,
  PageAsync,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { ApplicationPrint } from './application-print';
import { PeopleList } from './people-list';
import { RefusalNote, useApplicationActions } from './use-application-actions';
import './applications.css';

export default function TeamApplicationPage() {
  const params = useParams();
  const id = positiveId(params.id);
  const clubId = positiveId(params.club_id);
  const answer = useEndpointQuery(
    endpoints.applicationsCabinet.teamApplicationCabinet,
    id && clubId ? { params: { id, club_id: clubId } } : null,
    { staleTime: 0 },
  );
  return <PageAsync data={answer}>{(data) => <TeamApplicationView application={data.data} />}</PageAsync>;
}

/** The application as a CSV file, and whether it is being downloaded. */
function useCsvDownload(tournamentId: number, clubId: number) {
  const { t } = useTranslation('cab-tournaments');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(
        buildPath(endpoints.applicationsCabinet.teamApplicationCsv.path, { id: tournamentId, club_id: clubId }),
        `application-${tournamentId}-${clubId}.csv`,
      );
    } catch (error) {
      showToast(errorMessage(error) ?? t('applications.csvFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}

function TeamApplicationView({ application }: { application: CabinetTeamApplication }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const { tournament, club, teams, closed } = application;
  const title = `${club.title} · ${tournament.title}`;
  usePageMeta({ title });
  const actions = useApplicationActions();
  const { downloading, download } = useCsvDownload(tournament.id, club.id);
  return (
    <CabinetPage
      title={title}
      actions={
        <>
          <button
            type="button"
            className="lg-button lg-button--ghost"
            disabled={downloading}
            aria-busy={downloading || undefined}
            onClick={() => void download()}
          >
            {t('applications.csv')}
          </button>
          <PrintButton />
        </>
      }
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('applications.tournaments'), to: paths.tournaments() },
        { title: tournament.title, to: paths.tournament(tournament.id) },
        { title: club.title },
      ]}
    >
      <PrintHeader
        subject={`${teams.length > 0 ? teams.map((team) => team.title).join(', ') : club.title} — ${tournament.title}`}
      />
      <ApplicationPrint application={application} />
      {actions.dialog}
      {closed && (
        <p className="ca-note" role="status">
          <strong>{t('applications.closed')}:</strong> {closed}
        </p>
      )}
      <RefusalNote refusal={actions.refusal} />
      {teams.length === 0 && <p className="lg-empty">{t('applications.noTeams')}</p>}
      {teams.map((team) => (
        <section key={team.id} className="ca-team" aria-labelledby={`team-${team.id}`}>
          {teams.length > 1 && <h2 id={`team-${team.id}`}>{team.title}</h2>}
          <PeopleList
            kind="player"
            heading={t('applications.players')}
            entries={team.players}
            tournamentId={tournament.id}
            clubId={club.id}
            teamId={team.id}
            headingId={teams.length > 1 ? undefined : `team-${team.id}`}
            actions={actions}
          />
          <PeopleList
            kind="staff"
            heading={t('applications.staff')}
            entries={team.staff}
            tournamentId={tournament.id}
            clubId={club.id}
            teamId={team.id}
            actions={actions}
          />
        </section>
      ))}
    </CabinetPage>
  );
}
