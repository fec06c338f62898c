// The columns of the departures list: team, match, date, tournament (not on a tournament's own
// list), how many travel, status.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@league/shared';
import { StatusBadge, type Column, type DepartureListItem } from '@league/shared/cabinet';

export function useDepartureColumns(tournamentId: number | undefined): Column<DepartureListItem>[] {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  return [
    { key: 'team', header: t('departures.team'), primary: true, render: (d) => d.team.title },
    { key: 'match', header: t('departures.match'), render: (d) => `${d.match.host.title} — ${d.match.guest.title}` },
    {
      key: 'date',
      header: t('departures.date'),
      sortKey: 'date_time',
      render: (d) => (d.match.date_time ? formatDate(d.match.date_time, 'dayTime', locale) : '—'),
    },
    ...(tournamentId
      ? []
      : [
          {
            key: 'tournament',
            header: t('departures.tournament'),
            render: (d: DepartureListItem) => d.tournament.title,
          },
        ]),
    { key: 'people', header: t('departures.people'), align: 'center', render: (d) => d.people_count ?? '—' },
    {
      key: 'status',
      header: t('departures.status'),
      sortKey: 'status',
      render: (d) => <StatusBadge kind="departure" status={d.status} />,
    },
  ];
}
