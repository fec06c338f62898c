// /cabinet/history (super_admin): the log of every recorded change, newest first, paged, searched
// by person, record and days (filters in the address). Read only: the history cannot be changed.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, useEndpointQuery } from '@league/shared';
import { HistoryEntries, TablePagination, endpoints, useTableState } from '@league/shared/cabinet';
import { LeaguePage } from '../../ui/league-page';
import { HistoryFilters } from './history-filters';
import './history.css';

const FILTERS = ['actor', 'entity', 'entity_id', 'from', 'to'];

export default function HistoryPage() {
  const { t } = useTranslation('cab-league');
  const { t: tc } = useTranslation('common');
  const table = useTableState({ filterKeys: FILTERS, perPage: 20 });
  const { from, to } = table.filters;
  const datesWrong = !!from && !!to && to < from;
  const log = useEndpointQuery(endpoints.history.log, datesWrong ? null : { query: table.params }, {
    staleTime: 0,
    keepPrevious: true,
  });
  return (
    <LeaguePage title={tc('cabinet.history')}>
      <p className="ch-intro">{t('history.intro')}</p>
      <HistoryFilters table={table} />
      {!datesWrong && (
        <AsyncView
          data={log}
          isEmpty={(answer) => answer.data.length === 0}
          empty={<EmptyState>{t('history.empty')}</EmptyState>}
        >
          {(answer) => (
            <section className="lg-card ch-log" aria-label={t('history.found', { count: answer.meta.total })}>
              <p className="ch-log__count" role="status">
                {t('history.found', { count: answer.meta.total })}
              </p>
              <HistoryEntries changes={answer.data} showRecord />
              <TablePagination state={table} total={answer.meta.total} />
            </section>
          )}
        </AsyncView>
      )}
    </LeaguePage>
  );
}
