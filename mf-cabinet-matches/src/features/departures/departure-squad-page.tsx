// /cabinet/tournaments/:id/departures/:departure_id/squad: the team's administrator states how
// many people travel, then ticks who — players and staff of the team's accepted application,
// those the eligibility rules keep out greyed out with the reason — and sends it to the
// provider. The squad must have exactly the stated number. The provider (who never lists a
// squad) sees the departure page instead.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AsyncView,
  LocaleLink,
  formatDate,
  roleAtom,
  useEndpointQuery,
  useLocale,
  useLocalePath,
  usePageMeta,
  useStoreValue,
} from '@league/shared';
import { CabinetPage, StatusBadge, endpoints, type DepartureSquadForm } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { CountForm } from './count-form';
import { PeopleReadOnly } from './people-lists';
import { SquadForm } from './squad-form';
import './departures.css';

export default function DepartureSquadPage() {
  const { departure_id: departureId, id: tournamentId = '' } = useParams();
  const id = Number(departureId);
  const valid = Number.isInteger(id) && id > 0;
  const role = useStoreValue(roleAtom);
  const navigate = useNavigate();
  const lp = useLocalePath();
  // The provider reads the squad on the departure page; the form is the team's.
  useEffect(() => {
    if (role === 'provider' && valid) navigate(lp(paths.departure(tournamentId, id)), { replace: true });
  }, [role, valid, navigate, lp, tournamentId, id]);
  const form = useEndpointQuery(
    endpoints.departures.squadForm,
    valid && role !== 'provider' ? { params: { id } } : null,
    { staleTime: 0 },
  );
  return <AsyncView data={form}>{(answer) => <SquadView form={answer.data} />}</AsyncView>;
}

function SquadView({ form }: { form: DepartureSquadForm }) {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const { departure } = form;
  const matchTitle = `${departure.match.host.title} — ${departure.match.guest.title}`;
  usePageMeta({ title: `${t('departures.squadTitle')}: ${departure.team.title}` });
  const canCount = departure.actions.includes('count');
  const canSend = departure.actions.includes('squad');
  const count = departure.people_count;
  const departurePath = paths.departure(departure.tournament.id, departure.id);

  return (
    <CabinetPage
      title={`${t('departures.squadTitle')}: ${departure.team.title}`}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('departures.title'), to: paths.departures() },
        { title: matchTitle, to: departurePath },
        { title: t('departures.squadView') },
      ]}
      actions={
        <LocaleLink className="lg-button lg-button--ghost" to={departurePath}>
          {t('departures.back')}
        </LocaleLink>
      }
    >
      <dl className="dep-facts">
        <dt>{t('departures.status')}</dt>
        <dd>
          <StatusBadge kind="departure" status={departure.status} />
        </dd>
        <dt>{t('departures.date')}</dt>
        <dd>{departure.match.date_time ? formatDate(departure.match.date_time, 'dayTime', locale) : '—'}</dd>
        {departure.reject_reason && (
          <>
            <dt>{t('departures.reason')}</dt>
            <dd className="dep-reason">{departure.reject_reason}</dd>
          </>
        )}
      </dl>

      {canCount ? (
        <CountForm departureId={departure.id} count={count} />
      ) : (
        <p className="dep-facts">
          {t('departures.people')}: <strong>{count ?? '—'}</strong>
        </p>
      )}

      <section className="dep-squad" aria-labelledby="dep-squad-title">
        <h2 id="dep-squad-title">{t('departures.squadTitle')}</h2>
        <p>{t('departures.squadHint')}</p>
        <p>{t('departures.adultHint')}</p>
        {canSend ? (
          <SquadForm form={form} departurePath={departurePath} />
        ) : (
          <>
            <p role="status">{count === null ? t('departures.countFirst') : t('departures.readOnly')}</p>
            <PeopleReadOnly form={form} />
          </>
        )}
      </section>
    </CabinetPage>
  );
}
