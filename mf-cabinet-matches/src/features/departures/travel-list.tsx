// What a departure is and who travels: status, match, date, stadium, people, the provider's
// reason and who decided; the players and staff with their identity data. It is also the
// printed travel list (one A4 page, departures.css `@media print` with print.css of
// @league/shared): the league's name and logo, the day it was printed, and the signature lines.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, formatDate, PrintHeader, PrintSignatures, useLocale } from '@league/shared';
import { StatusBadge, type DepartureDetail } from '@league/shared/cabinet';
import { TravellersTable } from './travellers-table';

export function TravelList({ detail }: { detail: DepartureDetail }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  const { departure, players, staff } = detail;
  const { match } = departure;
  const matchTitle = `${match.host.title} — ${match.guest.title}`;
  const travellers = players.length + staff.length;
  return (
    <div className="dep-print">
      <PrintHeader subject={`${t('departures.printTitle')}: ${departure.team.title}`} />
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
          <TravellersTable
            caption={t('departures.players')}
            rows={players}
            first={(p) => p.number ?? ''}
            firstHeader={t('departures.number')}
          />
          <TravellersTable
            caption={t('departures.staff')}
            rows={staff}
            first={(s) => (s.kind ? te(`staffKind.${s.kind}`) : '')}
            firstHeader={t('departures.role')}
          />
          <p className="dep-total">{t('departures.printTotal', { count: travellers })}</p>
        </>
      )}
      <PrintSignatures
        lines={[
          { role: t('departures.signTeam') },
          { role: t('departures.signClub') },
          { role: t('departures.signProvider'), name: departure.reviewed_by },
        ]}
      />
    </div>
  );
}
