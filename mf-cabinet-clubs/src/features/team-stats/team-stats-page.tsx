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

  return (
    <CabinetPage title={title} breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title }]}>
      <DataTable<CabinetTeamStatsRow>
        caption={shown ? `${title}: ${shown.title}` : title}
        columns={[
          { key: 'team', header: t('teamStats.team'), render: (r) => r.team.title, sortKey: 'title', primary: true },
          { key: 'club', header: t('teamStats.club'), render: (r) => r.club.title },
          {
            key: 'matches',
            header: t('teamStats.matchesLong'),
            render: (r) => r.matches,
            sortKey: 'matches',
            align: 'end',
          },
          { key: 'won', header: t('teamStats.wonLong'), render: (r) => r.won, sortKey: 'won', align: 'end' },
          { key: 'drawn', header: t('teamStats.drawnLong'), render: (r) => r.drawn, align: 'end' },
          { key: 'lost', header: t('teamStats.lostLong'), render: (r) => r.lost, align: 'end' },
          {
            key: 'goals_for',
            header: t('teamStats.goalsFor'),
            render: (r) => r.goals_for,
            sortKey: 'goals_for',
            align: 'end',
          },
          {
            key: 'goals_against',
            header: t('teamStats.goalsAgainst'),
            render: (r) => r.goals_against,
            sortKey: 'goals_against',
            align: 'end',
          },
          { key: 'clean_sheets', header: t('teamStats.cleanSheets'), render: (r) => r.clean_sheets, align: 'end' },
          {
            key: 'cards',
            header: t('teamStats.cards'),
            render: (r) => (
              <>
                {r.yellow_cards}/{r.red_cards}
              </>
            ),
            align: 'end',
          },
          {
            key: 'points',
            header: t('teamStats.points'),
            render: (r) => <strong>{r.points}</strong>,
            sortKey: 'points',
            align: 'end',
          },
        ]}
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
        filters={
          // No "all" choice: the statistics are one tournament's; without a choice the API shows the current one.
          <label className="cc-filter">
            {t('teamStats.tournament')}
            <select
              value={table.filters.tournament_id ?? String(shown?.id ?? '')}
              onChange={(e) => table.setFilter('tournament_id', e.target.value || null)}
            >
              {tournaments.map((x) => (
                <option key={x.id} value={String(x.id)}>
                  {x.title}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </CabinetPage>
  );
}
