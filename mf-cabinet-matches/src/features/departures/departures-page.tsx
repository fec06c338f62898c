// /cabinet/departures and /cabinet/tournaments/:id/departures: the departures the user may see —
// a command_admin its club's teams', the provider and super_admin all (pending first) — with
// filters by status, search and paging. A row opens the departure.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  DEPARTURE_STATUSES,
  ENUM_NAMESPACE,
  formatDate,
  useLocale,
  usePageMeta,
  useEndpointQuery,
} from '@league/shared';
import {
  CabinetPage,
  DataTable,
  FilterSelect,
  StatusBadge,
  useTableState,
  type Column,
  endpoints,
  type DepartureListItem,
} from '@league/shared/cabinet';
import { paths } from '../../paths';

export default function DeparturesPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  const { id } = useParams();
  const tournamentId = id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  const title = tournamentId ? t('departures.tournamentTitle') : t('departures.title');
  usePageMeta({ title });
  const table = useTableState({ filterKeys: ['status'] });
  // The tournament's page is the same list with its tournament as a fixed filter.
  const answer = useEndpointQuery(
    endpoints.cabinetLists.cabinetDepartures,
    { query: { ...table.params, tournament_id: tournamentId } },
    { staleTime: 0, keepPrevious: true },
  );
  const list = {
    rows: answer.status === 'success' ? answer.data.data : [],
    total: answer.status === 'success' ? answer.data.meta.total : 0,
    loading: answer.status === 'loading',
    error: answer.status === 'error' ? answer.error : undefined,
    onRetry: answer.reload,
  };
  const columns: Column<DepartureListItem>[] = [
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
  return (
    <CabinetPage
      title={title}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        ...(tournamentId ? [{ title: t('departures.title'), to: paths.departures() }] : []),
        { title },
      ]}
    >
      <DataTable
        caption={title}
        columns={columns}
        rowKey={(d) => d.id}
        rowHref={(d) => paths.departure(d.tournament.id, d.id)}
        state={table}
        {...list}
        empty={t('departures.empty')}
        search
        filters={
          <FilterSelect
            table={table}
            name="status"
            label={t('departures.status')}
            options={DEPARTURE_STATUSES.map((s) => ({ value: s, label: te(`departureStatus.${s}`) }))}
          />
        }
      />
    </CabinetPage>
  );
}
