// /cabinet/departures and /cabinet/tournaments/:id/departures: the departures the user may see —
// a command_admin its club's teams', the provider and super_admin all (pending first) — with
// filters by status, search and paging. A row opens the departure.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DEPARTURE_STATUSES, ENUM_NAMESPACE, usePageMeta, useEndpointQuery } from '@league/shared';
import { CabinetPage, DataTable, FilterSelect, useTableState, endpoints } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { useDepartureColumns } from './departure-columns';

export default function DeparturesPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
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
  const columns = useDepartureColumns(tournamentId);
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
