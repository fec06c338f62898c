// /cabinet/feedback (super_admin, media_manager): the visitors' messages, newest first, paged,
// filtered in the URL (all, unread, not handled, handled); each read, handled and answered.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, useEndpointQuery } from '@league/shared';
import { TablePagination, endpoints, useTableState } from '@league/shared/cabinet';
import { LeaguePage } from '../../ui/league-page';
import { MessageCard } from './message-card';
import { useFeedbackWrites } from './use-feedback-writes';
import './feedback.css';

const api = endpoints.leagueCabinet;
const STATES = ['', 'unread', 'open', 'handled'] as const;

export default function FeedbackPage() {
  const { t } = useTranslation('cab-league');
  const { t: tc } = useTranslation('common');
  const table = useTableState({ filterKeys: ['state'], perPage: 20 });
  const list = useEndpointQuery(api.feedbackList, { query: table.params }, { staleTime: 0, keepPrevious: true });
  const counts = useEndpointQuery(api.feedbackCounts, {}, { staleTime: 0 });
  const writes = useFeedbackWrites();
  const count = counts.status === 'success' ? counts.data.data : { unread: 0, open: 0 };
  const label = (state: (typeof STATES)[number]) =>
    state === ''
      ? t('feedback.all')
      : state === 'handled'
        ? t('feedback.handled')
        : t(`feedback.${state}`, { count: count[state] });
  const current = table.filters.state ?? '';
  return (
    <LeaguePage title={tc('cabinet.feedback')}>
      <nav className="cl-tabs" aria-label={t('feedback.filters')}>
        {STATES.map((state) => (
          <button
            key={state || 'all'}
            type="button"
            className={`cl-tab${current === state ? ' cl-tab--current' : ''}`}
            aria-pressed={current === state}
            onClick={() => table.setFilter('state', state || null)}
          >
            {label(state)}
          </button>
        ))}
      </nav>
      <AsyncView
        data={list}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{t('feedback.empty')}</EmptyState>}
      >
        {(answer) => (
          <>
            <div className="cl-messages">
              {answer.data.map((message) => (
                <MessageCard key={message.id} message={message} writes={writes} />
              ))}
            </div>
            <TablePagination state={table} total={answer.meta.total} />
          </>
        )}
      </AsyncView>
    </LeaguePage>
  );
}
