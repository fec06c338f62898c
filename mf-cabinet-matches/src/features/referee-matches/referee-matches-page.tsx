// /cabinet/matches: a referee's matches (where they are on the crew) — live, today's and upcoming
// first, then the ones whose protocol is still open, then the rest; super_admin sees every match,
// with the same order and filters. A row opens the match protocol.
import { useTranslation } from 'react-i18next';
import {
  ENUM_NAMESPACE,
  formatDate,
  useLocale,
  usePageMeta,
  useEndpointQuery,
  useTableQuery,
  roleAtom,
  useStoreValue,
} from '@league/shared';
import {
  CabinetPage,
  DataTable,
  FilterSelect,
  StatusBadge,
  useTableState,
  type Column,
  MATCH_LIFECYCLE,
  endpoints,
  type CabinetMatchItem,
} from '@league/shared/cabinet';
import { paths } from '../../paths';

export default function RefereeMatchesPage() {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  // A referee sees their own matches; super_admin every match.
  const superAdmin = useStoreValue(roleAtom) === 'super_admin';
  const title = superAdmin ? t('matches.all') : t('matches.title');
  // super_admin filters by tournament too (a referee's list is short already).
  const tournaments = useEndpointQuery(
    endpoints.cabinetLists.cabinetTournaments,
    superAdmin ? { query: { per_page: 100, sort: '-season' } } : null,
  );
  usePageMeta({ title });
  const table = useTableState({ filterKeys: ['status', 'open', 'tournament_id'] });
  const list = useTableQuery(endpoints.cabinetLists.cabinetMatches, table);
  const columns: Column<CabinetMatchItem>[] = [
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
  return (
    <CabinetPage title={title}>
      <DataTable
        caption={title}
        columns={columns}
        rowKey={(m) => m.id}
        rowHref={(m) => paths.matchProtocol(m.tournament.id, m.id)}
        state={table}
        {...list}
        empty={t('matches.empty')}
        search
        filters={
          <>
            <FilterSelect
              table={table}
              name="status"
              label={t('matches.status')}
              options={MATCH_LIFECYCLE.map((s) => ({ value: s, label: te(`matchStatus.${s}`) }))}
            />
            <FilterSelect
              table={table}
              name="open"
              label={t('matches.open')}
              options={[{ value: '1', label: t('matches.openOnly') }]}
            />
            {tournaments.status === 'success' && (
              <FilterSelect
                table={table}
                name="tournament_id"
                label={t('matches.tournament')}
                options={tournaments.data.data.map((x) => ({ value: x.id, label: x.title }))}
              />
            )}
          </>
        }
      />
    </CabinetPage>
  );
}
