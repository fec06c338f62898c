// /cabinet/tournaments/:id/departures/:departure_id: one departure — match, status, the
// provider's reason, and the travellers with the identity data travel needs (read-only). The
// team's administrator goes on to the squad page; the provider agrees, rejects with a reason or
// removes; anyone may print the list (one clean A4 page: departures.css `@media print`). What a
// user may do comes from the API (`actions`), which refuses everything else anyway.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  AsyncView,
  ENUM_NAMESPACE,
  LocaleLink,
  errorMessage,
  fieldErrors,
  formatDate,
  formatValidationMessage,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  usePageMeta,
} from '@league/shared';
import {
  CabinetPage,
  StatusBadge,
  useConfirm,
  endpoints,
  type DepartureDecision,
  type DepartureDetail,
  positiveId,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { TravellersTable } from './travellers-table';
import './departures.css';

const { departures } = endpoints;

export default function DeparturePage() {
  const { departure_id: departureId } = useParams();
  const id = positiveId(departureId);
  const detail = useEndpointQuery(departures.departure, id ? { params: { id } } : null, { staleTime: 0 });
  return <AsyncView data={detail}>{(answer) => <DepartureView detail={answer.data} />}</AsyncView>;
}

function DepartureView({ detail }: { detail: DepartureDetail }) {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  const { departure, players, staff } = detail;
  const { match } = departure;
  const matchTitle = `${match.host.title} — ${match.guest.title}`;
  usePageMeta({ title: `${t('departures.departure')}: ${departure.team.title}` });
  const { confirm, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useEndpointMutation(departures.decide, {
    invalidates: [departures.departure, departures.squadForm, endpoints.cabinetLists.cabinetDepartures],
  });

  const send = async (status: DepartureDecision, done: string, withReason?: string) => {
    try {
      await decide.mutateAsync({ params: { id: departure.id }, body: { status, reason: withReason ?? null } });
      showToast(done, 'success');
      return true;
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.reason) setReasonError(fields.reason[0]);
      else showToast(errorMessage(error) ?? tc('toast.error'), 'error');
      return false;
    }
  };

  const submitReject = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(formatValidationMessage(locale, 'required'));
      return;
    }
    if (await send('rejected', t('departures.rejected'), reason.trim())) {
      setRejecting(false);
      setReason('');
    }
  };

  const askRemove = async () => {
    if (await confirm({ title: t('departures.removeTitle'), message: t('departures.removeText'), confirmLabel: t('departures.remove'), danger: true })) {
      await send('unsubmitted', t('departures.removed'));
    }
  };

  const can = (action: string) => departure.actions.includes(action as never);
  const travellers = players.length + staff.length;

  return (
    <CabinetPage
      title={`${t('departures.departure')}: ${departure.team.title}`}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('departures.title'), to: paths.departures() },
        { title: departure.tournament.title, to: paths.tournamentDepartures(departure.tournament.id) },
        { title: matchTitle },
      ]}
      actions={
        <>
          {(can('count') || can('squad')) && (
            <LocaleLink className="lg-button" to={paths.departureSquad(departure.tournament.id, departure.id)}>
              {t('departures.squadLink')}
            </LocaleLink>
          )}
          {can('agree') && (
            <button type="button" className="lg-button" disabled={decide.isPending} onClick={() => void send('submitted', t('departures.agreed'))}>
              {t('departures.agree')}
            </button>
          )}
          {can('reject') && (
            <button type="button" className="lg-button lg-button--danger" disabled={decide.isPending} onClick={() => setRejecting(true)} aria-expanded={rejecting}>
              {t('departures.reject')}
            </button>
          )}
          {can('remove') && (
            <button type="button" className="lg-button lg-button--danger" disabled={decide.isPending} onClick={() => void askRemove()}>
              {t('departures.remove')}
            </button>
          )}
          {travellers > 0 && (
            <button type="button" className="lg-button lg-button--ghost" onClick={() => window.print()}>
              {t('departures.print')}
            </button>
          )}
        </>
      }
    >
      {dialog}
      {rejecting && (
        <form className="dep-reject lg-card" onSubmit={(event) => void submitReject(event)} noValidate>
          <label htmlFor="dep-reason">{t('departures.rejectReason')}</label>
          <textarea
            id="dep-reason"
            rows={3}
            maxLength={1000}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'dep-reason-error' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          {reasonError && (
            <p id="dep-reason-error" className="lg-field__error" role="alert">
              {reasonError}
            </p>
          )}
          <div className="dep-actions">
            <button type="submit" className="lg-button lg-button--danger" disabled={decide.isPending}>
              {t('departures.sendReject')}
            </button>
            <button type="button" className="lg-button lg-button--ghost" onClick={() => setRejecting(false)}>
              {t('departures.cancel')}
            </button>
          </div>
        </form>
      )}
      <div className="dep-print">
        <h2 className="dep-print__title">
          {t('departures.printTitle')}: {departure.team.title}
        </h2>
        <dl className="dep-facts">
          <dt>{t('departures.status')}</dt>
          <dd>
            <StatusBadge kind="departure" status={departure.status} />
          </dd>
          <dt>{t('departures.match')}</dt>
          <dd>{matchTitle}</dd>
          <dt>{t('departures.date')}</dt>
          <dd>{match.date_time ? formatDate(match.date_time, 'dayTime', locale) : '—'}</dd>
          <dt>{t('departures.stadium')}</dt>
          <dd>{[match.stadium, match.city].filter(Boolean).join(', ') || '—'}</dd>
          <dt>{t('departures.tournament')}</dt>
          <dd>{departure.tournament.title}</dd>
          <dt>{t('departures.people')}</dt>
          <dd>{departure.people_count ?? '—'}</dd>
          {departure.reject_reason && (
            <>
              <dt>{t('departures.reason')}</dt>
              <dd className="dep-reason">{departure.reject_reason}</dd>
            </>
          )}
          {departure.reviewed_by && (
            <>
              <dt>{t('departures.reviewed')}</dt>
              <dd>
                {departure.reviewed_by}
                {departure.reviewed_at ? `, ${formatDate(departure.reviewed_at, 'dayTime', locale)}` : ''}
              </dd>
            </>
          )}
        </dl>
        {travellers === 0 ? (
          <p className="lg-empty">{t('departures.noTravellers')}</p>
        ) : (
          <>
            <TravellersTable caption={t('departures.players')} rows={players} first={(p) => p.number ?? ''} firstHeader={t('departures.number')} />
            <TravellersTable caption={t('departures.staff')} rows={staff} first={(s) => (s.kind ? te(`staffKind.${s.kind}`) : '')} firstHeader={t('departures.role')} />
            <p className="dep-total">{t('departures.printTotal', { count: travellers })}</p>
          </>
        )}
      </div>
    </CabinetPage>
  );
}
