// /cabinet/team-stats: statistics of the teams the user may see (super_admin every team, a
// command_admin its club's) in one tournament — the current one by default, another chosen in
// the filter; sort, search and page in the URL; cards on a phone. Numbers from the API (the
// standings read model), never computed here.
import { useTranslation } from 'react-i18next';
import { useEndpointQuery, usePageMeta } from '@league/shared';
import {
  CabinetPage,
  DataTable,
  useTableState,
  endpoints,
  type CabinetTeamStatsQuery,
  type CabinetTeamStatsRow,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import { TournamentFilter, useTeamStatsColumns } from './team-stats-columns';

export default function TeamStatsPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const title = t('teamStats.title');
  usePageMeta({ title });
  const table = useTableState({ sort: '-points', filterKeys: ['tournament_id'] });
  const stats = useEndpointQuery(
    endpoints.teamsCabinet.cabinetStats,
    { query: table.params as Partial<CabinetTeamStatsQuery> },
    { staleTime: 0, keepPrevious: true },
  );
  const answer = stats.status === 'success' ? stats.data : undefined;
  const tournaments = answer?.meta.tournaments ?? [];
  const shown = answer?.meta.tournament;
  const columns = useTeamStatsColumns();

  return (
    <CabinetPage title={title} breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title }]}>
      <DataTable<CabinetTeamStatsRow>
        caption={shown ? `${title}: ${shown.title}` : title}
        columns={columns}
        rows={answer?.data ?? []}
        total={answer?.meta.total ?? 0}
        rowKey={(r) => r.team.id}
        rowHref={(r) => paths.team(r.club.id, r.team.id)}
        state={table}
        loading={stats.status === 'loading'}
        error={stats.status === 'error' ? stats.error : undefined}
        onRetry={stats.reload}
        empty={tournaments.length === 0 && answer ? t('teamStats.noTournaments') : t('teamStats.empty')}
        search
        filters={<TournamentFilter table={table} tournaments={tournaments} shown={shown} />}
      />
    </CabinetPage>
  );
}
