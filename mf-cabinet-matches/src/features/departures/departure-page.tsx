// /cabinet/tournaments/:id/departures/:departure_id: one departure — match, status, the
// provider's reason, and the travellers with the identity data travel needs (read-only). The
// team's administrator goes on to the squad page; the provider agrees or removes after a
// confirmation, rejects with a reason, and undoes its decision until the travel date; anyone
// may print the list (one clean A4 page: departures.css `@media print`) or download it as CSV.
// What a user may do comes from the API (`actions`), which refuses everything else anyway.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AsyncView, useEndpointQuery, usePageMeta } from '@league/shared';
import { CabinetPage, endpoints, type DepartureDetail, positiveId } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { DepartureActions } from './departure-actions';
import { RejectForm } from './reject-form';
import { TravelList } from './travel-list';
import { useDepartureActions } from './use-departure-actions';
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
  const [rejecting, setRejecting] = useState(false);
  const actions = useDepartureActions(departure.id);
  const { decision } = actions;
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
        <DepartureActions
          departure={departure}
          travellers={travellers}
          rejecting={rejecting}
          onReject={() => setRejecting(true)}
          actions={actions}
        />
      }
    >
      {actions.dialog}
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
