import { useTranslation } from 'react-i18next';
import { CabinetPage, DataTable, endpoints, usePageMeta, useTableQuery, useTableState, type CabinetTournament, type Column } from '@league/shared';
import { TournamentFilters } from './tournament-filters';

const stateOf = (t: CabinetTournament) => (t.end_date ? 'finished' : t.active ? 'active' : 'inactive');

export default function TournamentsListPage() {
  const { t } = useTranslation('cab-tournaments');
  usePageMeta({ title: t('list.title') });
  const table = useTableState({ sort: '-season', filterKeys: ['season', 'state'] });
  const list = useTableQuery(endpoints.cabinetLists.cabinetTournaments, table);
  const columns: Column<CabinetTournament>[] = [
    { key: 'title', header: t('list.name'), primary: true, sortKey: 'title', render: (item) => (item.main ? `${item.title} · ${t('list.main')}` : item.title) },
    { key: 'season', header: t('list.season'), sortKey: 'season', align: 'center', render: (item) => item.season },
    { key: 'teams', header: t('list.teams'), sortKey: 'teams_count', align: 'center', render: (item) => item.teams_count },
    { key: 'state', header: t('list.status'), render: (item) => t(`list.${stateOf(item)}`) },
  ];
  return (
    <CabinetPage title={t('list.title')}>
      <DataTable
        caption={t('list.title')}
        columns={columns}
        rowKey={(item) => item.id}
        state={table}
        {...list}
        empty={t('list.empty')}
        search
        filters={<TournamentFilters table={table} />}
      />
    </CabinetPage>
  );
}
