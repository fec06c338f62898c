// /cabinet/tournaments/:id/teams/:club_id/players/:application_id and /staff/:application_id:
// one application — the person, their documents (downloaded through documents.download), the
// eligibility verdict, the actions the reader may take now, and the history of its statuses
// (who, when, from, to, why; nothing is ever removed from it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  LocaleLink,
  enumLabel,
  formatDate,
  formatFileSize,
  formatTime,
  useEndpointQuery,
  useLocale,
  usePageMeta,
  type ApplicationStatus,
} from '@league/shared';
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
import { DisqualificationNote } from './disqualification-note';
import { DisqualifyForm } from './disqualify-form';
import { downloadDocument } from './documents';
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
  const locale = useLocale();
  const notify = useNotify();
  const actions = useApplicationActions();
  const [disqualifying, setDisqualifying] = useState(false);
  const { person, tournament, club, team } = detail;
  usePageMeta({ title: person.name });
  const teamPage = paths.teamApplication(tournament.id, club.id);
  // Reinstating a disqualified person asks no way-in check again (ADR 0205).
  const eligibilityNeeded = (status: ApplicationStatus) =>
    (status === 'pending' || status === 'submitted') && detail.status !== 'disqualified';

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

  const download = async (documentId: number, type: string, name: string | null) => {
    try {
      await downloadDocument(detail.kind, documentId, name ?? `${type}-${documentId}`);
    } catch {
      notify.error();
    }
  };

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
      <section className="ca-panel" aria-labelledby="application-status">
        <h2 id="application-status">
          {team.title} · <StatusBadge kind="application" status={detail.status} />
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
                  actions.busy ||
                  (eligibilityNeeded(status) && !detail.eligibility.eligible) ||
                  (status === 'disqualified' && disqualifying)
                }
                onClick={() => void act(status)}
              >
                {t(actionLabelKey(detail.status, status))}
              </button>
            ))}
          </div>
        )}
      </section>

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

      <section className="ca-panel" aria-labelledby="application-person">
        <h2 id="application-person">{t('applications.person')}</h2>
        <dl className="ca-facts">
          {detail.kind === 'player' && (
            <>
              <dt>{t('applications.number')}</dt>
              <dd>{detail.number ?? '—'}</dd>
            </>
          )}
          <dt>{t('applications.position')}</dt>
          <dd>
            {person.position
              ? detail.kind === 'player'
                ? enumLabel('position', person.position, locale)
                : person.position
              : '—'}
          </dd>
          <dt>{t('applications.born')}</dt>
          <dd>{person.birth_date ? formatDate(person.birth_date, 'long', locale) : '—'}</dd>
          <dt>{t('applications.identity')}</dt>
          <dd>
            {person.identity_number
              ? `${person.identity_kind ? enumLabel('identityKind', person.identity_kind, locale) + ' ' : ''}${person.identity_number}`
              : '—'}
          </dd>
        </dl>
      </section>

      <section className="ca-panel" aria-labelledby="application-eligibility">
        <h2 id="application-eligibility">{t('applications.eligibility')}</h2>
        {detail.eligibility.eligible ? (
          <p>{t('applications.eligible')}</p>
        ) : (
          <>
            <p>
              <strong>{t('applications.ineligible')}</strong>
            </p>
            <ul>
              {detail.eligibility.issues.map(({ message }) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="ca-panel" aria-labelledby="application-documents">
        <h2 id="application-documents">{t('applications.documents')}</h2>
        {detail.documents.length === 0 ? (
          <p className="lg-empty">{t('applications.noDocuments')}</p>
        ) : (
          <ul className="ca-docs">
            {detail.documents.map((doc) => (
              <li key={doc.id}>
                <span>
                  {enumLabel('documentType', doc.type, locale)}
                  <span className="ca-history__meta">
                    {' · '}
                    {formatFileSize(doc.size_bytes, locale)}
                    {' · '}
                    {doc.expires_at
                      ? t('applications.expires', { date: formatDate(doc.expires_at, 'short', locale) })
                      : t('applications.noExpiry')}
                  </span>
                </span>
                <button
                  type="button"
                  className="ca-link-button"
                  onClick={() => void download(doc.id, doc.type, doc.original_name)}
                >
                  {t('applications.download')}
                  <span className="lg-visually-hidden">: {enumLabel('documentType', doc.type, locale)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="ca-panel" aria-labelledby="application-history">
        <h2 id="application-history">{t('applications.history')}</h2>
        <ol className="ca-history">
          {detail.history.map((entry) => (
            <li key={entry.id}>
              <div>
                {entry.from_status ? `${enumLabel('applicationStatus', entry.from_status, locale)} → ` : ''}
                <strong>{enumLabel('applicationStatus', entry.to_status, locale)}</strong>
              </div>
              <div className="ca-history__meta">
                <time
                  dateTime={entry.changed_at}
                >{`${formatDate(entry.changed_at, 'short', locale)}, ${formatTime(entry.changed_at)}`}</time>
                {' · '}
                {entry.changed_by?.name ?? t('applications.system')}
              </div>
              {entry.reason && (
                <div>
                  {t('applications.reason')}: {entry.reason}
                </div>
              )}
            </li>
          ))}
        </ol>
      </section>
    </CabinetPage>
  );
}
