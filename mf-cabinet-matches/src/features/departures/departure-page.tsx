// /cabinet/tournaments/:id/departures/:departure_id: one departure — match, status, the
// provider's reason, and the travellers with the identity data travel needs (read-only). The
// team's administrator goes on to the squad page; the provider agrees or removes after a
// confirmation, rejects with a reason, and undoes its decision until the travel date; anyone
// may print the list (one clean A4 page: departures.css `@media print`) or download it as CSV.
// What a user may do comes from the API (`actions`), which refuses everything else anyway.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AsyncView, errorMessage, LocaleLink, showToast, useEndpointQuery, usePageMeta } from '@league/shared';
import { CabinetPage, useConfirm, endpoints, type DepartureDetail, positiveId } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { RejectForm } from './reject-form';
import { downloadTravelList } from './travel-csv';
import { TravelList } from './travel-list';
import { useDecision } from './use-decision';
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
  const { departure, players, staff } = detail;
  const { match } = departure;
  const matchTitle = `${match.host.title} — ${match.guest.title}`;
  usePageMeta({ title: `${t('departures.departure')}: ${departure.team.title}` });
  const { confirm, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const decision = useDecision(departure.id);
  const [downloading, setDownloading] = useState(false);
  const askAgree = async () => {
    if (
      await confirm({
        title: t('departures.agreeTitle'),
        message: t('departures.agreeText'),
        confirmLabel: t('departures.agree'),
      })
    )
      await decision.agree();
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadTravelList(departure.id);
    } catch (error) {
      showToast(errorMessage(error) ?? t('departures.csvFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  };
  const askRemove = async () => {
    if (
      await confirm({
        title: t('departures.removeTitle'),
        message: t('departures.removeText'),
        confirmLabel: t('departures.remove'),
        danger: true,
      })
    )
      await decision.remove();
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
            <button type="button" className="lg-button" disabled={decision.pending} onClick={() => void askAgree()}>
              {t('departures.agree')}
            </button>
          )}
          {can('reject') && (
            <button
              type="button"
              className="lg-button lg-button--danger"
              disabled={decision.pending}
              onClick={() => setRejecting(true)}
              aria-expanded={rejecting}
            >
              {t('departures.reject')}
            </button>
          )}
          {can('remove') && (
            <button
              type="button"
              className="lg-button lg-button--danger"
              disabled={decision.pending}
              onClick={() => void askRemove()}
            >
              {t('departures.remove')}
            </button>
          )}
          {can('undo') && (
            <button
              type="button"
              className="lg-button lg-button--ghost"
              disabled={decision.pending}
              onClick={() => void decision.undo()}
            >
              {t('departures.undo')}
            </button>
          )}
          {travellers > 0 && (
            <button type="button" className="lg-button lg-button--ghost" onClick={() => window.print()}>
              {t('departures.print')}
            </button>
          )}
          {travellers > 0 && (
            <button
              type="button"
              className="lg-button lg-button--ghost"
              disabled={downloading}
              aria-busy={downloading || undefined}
              onClick={() => void download()}
            >
              {t('departures.csv')}
            </button>
          )}
        </>
      }
    >
      {dialog}
      {rejecting && (
        <RejectForm
          onReject={(reason) => decision.send('rejected', reason)}
          onDone={() => setRejecting(false)}
          onCancel={() => setRejecting(false)}
        />
      )}
      <TravelList detail={detail} />
    </CabinetPage>
  );
}
