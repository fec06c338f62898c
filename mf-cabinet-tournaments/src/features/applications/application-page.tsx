// /cabinet/tournaments/:id/teams/:club_id/players/:application_id and /staff/:application_id:
// one application — the person, their documents (downloaded through documents.download), the
// eligibility verdict, the actions the reader may take now, and the history of its statuses
// (who, when, from, to, why; nothing is ever removed from it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LocaleLink, useEndpointQuery, usePageMeta, type ApplicationStatus } from '@league/shared';
import {
  CabinetPage,
  StatusBadge,
  useNotify,
  endpoints,
  type ApplicationKind,
  type CabinetApplicationDetail,
  positiveId,
  PageAsync,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { actionLabelKey } from './action-labels';
import { DocumentsPanel, EligibilityPanel, PersonPanel, StatusHistory } from './application-sections';
import { DisqualificationNote } from './disqualification-note';
import { DisqualifyForm } from './disqualify-form';
import { RefusalNote, useApplicationActions } from './use-application-actions';
import './applications.css';

export function ApplicationPage({ kind }: { kind: ApplicationKind }) {
  const { application_id: raw } = useParams();
  const id = positiveId(raw);
  const endpoint =
    kind === 'player'
      ? endpoints.applicationsCabinet.playerApplication
      : endpoints.applicationsCabinet.staffApplication;
  const answer = useEndpointQuery(endpoint, id ? { params: { id } } : null, { staleTime: 0 });
  return <PageAsync data={answer}>{(data) => <ApplicationView detail={data.data} />}</PageAsync>;
}

export const PlayerApplicationPage = () => <ApplicationPage kind="player" />;
export const StaffApplicationPage = () => <ApplicationPage kind="staff" />;

function ApplicationView({ detail }: { detail: CabinetApplicationDetail }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const notify = useNotify();
  const actions = useApplicationActions();
  const [disqualifying, setDisqualifying] = useState(false);
  const { person, tournament, club, team } = detail;
  usePageMeta({ title: person.name });
  const teamPage = paths.teamApplication(tournament.id, club.id);

  // Disqualifying asks for a reason and a length on a form of its own (disqualify-form.tsx).
  const act = (status: ApplicationStatus) =>
    status === 'disqualified'
      ? setDisqualifying(true)
      : status === 'pending'
        ? actions.send(detail.kind, tournament.id, team.id, [person.id])
        : actions.change(
            detail.kind,
            [detail.id],
            status as 'submitted' | 'rejected' | 'unsubmitted',
            person.name,
            detail.status,
          );

  return (
    <CabinetPage
      title={person.name}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('applications.tournaments'), to: paths.tournaments() },
        { title: tournament.title, to: paths.tournament(tournament.id) },
        { title: club.title, to: teamPage },
        { title: person.name },
      ]}
      actions={
        <LocaleLink className="lg-button lg-button--ghost" to={teamPage}>
          {t('applications.back')}
        </LocaleLink>
      }
    >
      {actions.dialog}
      <RefusalNote refusal={actions.refusal} />
      <StatusPanel detail={detail} busy={actions.busy} disqualifying={disqualifying} onAct={act} />

      {disqualifying && detail.allowed.includes('disqualified') && (
        <DisqualifyForm
          kind={detail.kind}
          applicationId={detail.id}
          name={person.name}
          onCancel={() => setDisqualifying(false)}
          onDone={() => {
            setDisqualifying(false);
            notify.success();
          }}
        />
      )}

      <PersonPanel detail={detail} />
      <EligibilityPanel eligibility={detail.eligibility} />
      <DocumentsPanel detail={detail} />
      <StatusHistory history={detail.history} />
    </CabinetPage>
  );
}

/** The application's team and status, why it was rejected or disqualified, and the actions the reader may take now. */
function StatusPanel({
  detail,
  busy,
  disqualifying,
  onAct,
}: {
  detail: CabinetApplicationDetail;
  busy: boolean;
  disqualifying: boolean;
  onAct: (status: ApplicationStatus) => unknown;
}) {
  const { t } = useTranslation('cab-tournaments');
  // Reinstating a disqualified person asks no way-in check again (ADR 0205).
  const eligibilityNeeded = (status: ApplicationStatus) =>
    (status === 'pending' || status === 'submitted') && detail.status !== 'disqualified';
  return (
    <section className="ca-panel" aria-labelledby="application-status">
      <h2 id="application-status">
        {detail.team.title} · <StatusBadge kind="application" status={detail.status} />
      </h2>
      {detail.status === 'rejected' && detail.reject_reason && (
        <p>{t('applications.rejectedBecause', { reason: detail.reject_reason })}</p>
      )}
      <DisqualificationNote decision={detail.disqualification} />
      {detail.allowed.length === 0 ? (
        <p className="lg-empty">{t('applications.noActions')}</p>
      ) : (
        <div className="ca-actions" role="group" aria-label={t('applications.actions')}>
          {detail.allowed.map((status) => (
            <button
              key={status}
              type="button"
              className={`lg-button${status === 'rejected' || status === 'disqualified' ? ' lg-button--danger' : status === 'unsubmitted' ? ' lg-button--ghost' : ''}`}
              disabled={
                busy ||
                (eligibilityNeeded(status) && !detail.eligibility.eligible) ||
                (status === 'disqualified' && disqualifying)
              }
              onClick={() => void onAct(status)}
            >
              {t(actionLabelKey(detail.status, status))}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
