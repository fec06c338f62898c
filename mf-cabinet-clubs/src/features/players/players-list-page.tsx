// /cabinet/players: every player the user may see (a command_admin: its club's), paged on the
// server; search by name in any script (Жанибек / Жәнібек / Zhanibek), filters by club, team,
// position, birth year, status and missing documents — all kept in the URL.
import { useTranslation } from 'react-i18next';
import { usePageMeta, useTableQuery } from '@league/shared';
import { CabinetPage, DataTable, useTableState, endpoints, type CabinetPlayerItem } from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import '../../ui/people.css';
import { PlayerFilters, usePlayerColumns, usePlayerFilterOptions } from './player-columns';

export default function PlayersListPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('players.title') });
  const table = useTableState({
    sort: 'name',
    filterKeys: ['club_id', 'team_id', 'position', 'birth_year', 'status', 'missing_documents'],
  });
  const rows = useTableQuery(endpoints.playersCabinet.cabinetList, table);
  const options = usePlayerFilterOptions();
  const columns = usePlayerColumns();
  return (
    <CabinetPage
      title={t('players.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('players.title') }]}
    >
      <DataTable<CabinetPlayerItem>
        caption={t('players.title')}
        columns={columns}
        {...rows}
        rowKey={(p) => p.id}
        rowHref={(p) => paths.player(p.slug)}
        state={table}
        empty={t('players.empty')}
        search
        filters={<PlayerFilters table={table} options={options} />}
      />
    </CabinetPage>
  );
}
