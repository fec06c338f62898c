import { useTranslation } from 'react-i18next';
import {
  CabinetPage,
  DataTable,
  ENUM_NAMESPACE,
  FilterSelect,
  MATCH_STATUSES,
  StatusBadge,
  endpoints,
  formatDate,
  useLocale,
  usePageMeta,
  useTableQuery,
  useTableState,
  type Column,
  type RefereeMatch,
} from '@league/shared';

export default function RefereeMatchesPage() {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  usePageMeta({ title: t('matches.title') });
  const table = useTableState({ sort: 'date_time', filterKeys: ['status'] });
  const list = useTableQuery(endpoints.cabinetLists.cabinetMatches, table);
  const columns: Column<RefereeMatch>[] = [
    { key: 'match', header: t('matches.match'), primary: true, render: (m) => `${m.host.title} — ${m.guest.title}` },
    { key: 'date', header: t('matches.date'), sortKey: 'date_time', render: (m) => (m.date_time ? formatDate(m.date_time, 'dayTime', locale) : '—') },
    { key: 'tournament', header: t('matches.tournament'), render: (m) => m.tournament.title },
    { key: 'role', header: t('matches.role'), render: (m) => te(`refereeRole.${m.referee_role}`) },
    { key: 'status', header: t('matches.status'), render: (m) => <StatusBadge kind="match" status={m.status} /> },
  ];
  return (
    <CabinetPage title={t('matches.title')}>
      <DataTable
        caption={t('matches.title')}
        columns={columns}
        rowKey={(m) => m.id}
        state={table}
        {...list}
        empty={t('matches.empty')}
        search
        filters={<FilterSelect table={table} name="status" label={t('matches.status')} options={MATCH_STATUSES.map((s) => ({ value: s, label: te(`matchStatus.${s}`) }))} />}
      />
    </CabinetPage>
  );
}
