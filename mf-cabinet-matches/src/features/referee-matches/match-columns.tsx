// The columns of the referee's matches list: the match with its score, the date (today's marked),
// the tournament, the referee's role on the crew and the match's status.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, formatDate, useLocale } from '@league/shared';
import { StatusBadge, type CabinetMatchItem, type Column } from '@league/shared/cabinet';

export function useMatchColumns(): Column<CabinetMatchItem>[] {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  return [
    {
      key: 'match',
      header: t('matches.match'),
      primary: true,
      render: (m) => `${m.host.title} ${m.score ? `${m.score.host}:${m.score.guest}` : '—'} ${m.guest.title}`,
    },
    {
      key: 'date',
      header: t('matches.date'),
      sortKey: 'date_time',
      render: (m) =>
        m.date_time ? `${m.today ? `${t('matches.today')} · ` : ''}${formatDate(m.date_time, 'dayTime', locale)}` : '—',
    },
    { key: 'tournament', header: t('matches.tournament'), render: (m) => m.tournament.title },
    {
      key: 'role',
      header: t('matches.role'),
      render: (m) => (m.referee_role ? te(`refereeRole.${m.referee_role}`) : '—'),
    },
    { key: 'status', header: t('matches.status'), render: (m) => <StatusBadge kind="match" status={m.lifecycle} /> },
  ];
}
