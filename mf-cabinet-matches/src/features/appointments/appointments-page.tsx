// /cabinet/appointments: a match official's appointments (ADR 0213) — the league's offers to
// accept or decline with a reason, and the days they cannot officiate. A refused answer (already
// answered or withdrawn) shows the current state.
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery, usePageMeta } from '@league/shared';
import { CabinetPage, endpoints, type MyAppointments } from '@league/shared/cabinet';
import { useWholeAnswers } from '../../ui/use-whole-answers';
import { OfferList } from './offer-list';
import { UnavailableDays } from './unavailable-days';
import './appointments.css';

export default function AppointmentsPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('appointments.title') });
  const mine = useEndpointQuery(endpoints.appointments.mine, {}, { staleTime: 0 });
  const { notice, run } = useWholeAnswers<MyAppointments, typeof endpoints.appointments.mine>(
    endpoints.appointments.mine,
    {},
    t('appointments.changed'),
  );
  const answer = useEndpointMutation(endpoints.appointments.answer);
  const add = useEndpointMutation(endpoints.appointments.addUnavailable);
  const remove = useEndpointMutation(endpoints.appointments.removeUnavailable);
  const data = mine.status === 'success' ? mine.data.data : null;
  const busy = answer.isPending || add.isPending || remove.isPending;
  const crumbs = [{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('appointments.title') }];
  return (
    <CabinetPage title={t('appointments.title')} breadcrumbs={crumbs}>
      {data && (
        <div className="pr-page">
          <section className="pr-card" aria-labelledby="ap-offers">
            <h2 id="ap-offers">{t('appointments.offers')}</h2>
            {notice && (
              <p className="pr-notice" role="status">
                {notice}
              </p>
            )}
            <OfferList
              offers={data.offers}
              busy={busy}
              onAnswer={(o, decision, reason) =>
                run(() => answer.mutateAsync({ body: { match_id: o.match.id, role: o.role, decision, reason } }))
              }
            />
          </section>
          <UnavailableDays
            days={data.unavailable}
            busy={busy}
            onAdd={(day) => run(() => add.mutateAsync({ body: { day } }))}
            onRemove={(day) => run(() => remove.mutateAsync({ body: { day } }))}
          />
        </div>
      )}
    </CabinetPage>
  );
}
