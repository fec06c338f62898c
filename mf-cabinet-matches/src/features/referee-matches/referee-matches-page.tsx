// /cabinet/matches: a referee's matches (where they are on the crew) — live, today's and upcoming
// first, then the ones whose protocol is still open, then the rest; super_admin sees every match,
// with the same order and filters. A row opens the match protocol.
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, usePageMeta, useEndpointQuery, useTableQuery, roleAtom, useStoreValue } from '@league/shared';
import {
  CabinetPage,
  DataTable,
  FilterSelect,
  useTableState,
  MATCH_LIFECYCLE,
  endpoints,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { useMatchColumns } from './match-columns';

export default function RefereeMatchesPage() {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
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
  const columns = useMatchColumns();
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
