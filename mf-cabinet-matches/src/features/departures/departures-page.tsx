import { useTranslation } from 'react-i18next';
import {
  CabinetPage,
  DEPARTURE_STATUSES,
  DataTable,
  ENUM_NAMESPACE,
  FilterSelect,
  StatusBadge,
  endpoints,
  formatDate,
  useLocale,
  usePageMeta,
  useTableQuery,
  useTableState,
  type Column,
  type DepartureListItem,
} from '@league/shared';

export default function DeparturesPage() {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  usePageMeta({ title: t('departures.title') });
  const table = useTableState({ sort: 'date_time', filterKeys: ['status'] });
  const list = useTableQuery(endpoints.cabinetLists.cabinetDepartures, table);
  const columns: Column<DepartureListItem>[] = [
    { key: 'team', header: t('departures.team'), primary: true, render: (d) => d.team.title },
    { key: 'match', header: t('departures.match'), render: (d) => `${d.match.host.title} — ${d.match.guest.title}` },
    { key: 'date', header: t('departures.date'), sortKey: 'date_time', render: (d) => (d.match.date_time ? formatDate(d.match.date_time, 'dayTime', locale) : '—') },
    { key: 'people', header: t('departures.people'), align: 'center', render: (d) => d.people_count ?? '—' },
    { key: 'status', header: t('departures.status'), sortKey: 'status', render: (d) => <StatusBadge kind="departure" status={d.status} /> },
  ];
  return (
    <CabinetPage title={t('departures.title')}>
      <DataTable
        caption={t('departures.title')}
        columns={columns}
        rowKey={(d) => d.id}
        state={table}
        {...list}
        empty={t('departures.empty')}
        search
        filters={
          <FilterSelect table={table} name="status" label={t('departures.status')} options={DEPARTURE_STATUSES.map((s) => ({ value: s, label: te(`departureStatus.${s}`) }))} />
        }
      />
    </CabinetPage>
  );
}
