// /cabinet/notifications: the reader's notifications, newest first, new ones marked; each opens
// the page it concerns — opening a new one marks it read — and can be marked as read with its
// button, or all at once. Marking refreshes the header's count (the same query key) without a
// reload.
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LocaleLink,
  Skeleton,
  formatDate,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  usePageMeta,
  useTableQuery,
} from '@league/shared';
import {
  CabinetPage,
  TablePagination,
  useNotify,
  useTableState,
  endpoints,
  type CabinetNotification,
} from '@league/shared/cabinet';
import { notificationView } from './notification-view';
import { RowAction } from '../../ui/row-action';
import './notifications.css';

export default function NotificationsPage() {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('notifications.title') });
  const notify = useNotify();
  const table = useTableState({ filterKeys: ['unseen'] });
  const list = useTableQuery(endpoints.notifications.list, table);
  const count = useEndpointQuery(endpoints.notifications.newCount, {}, { staleTime: 0 });
  const newCount = count.status === 'success' ? count.data.data.count : 0;
  const mark = useEndpointMutation(endpoints.notifications.markAsSeen, {
    invalidates: [endpoints.notifications.list, endpoints.notifications.newCount],
  });
  const markSeen = async (body: { ids?: number[]; all?: boolean }) => {
    try {
      await mark.mutateAsync({ body });
    } catch {
      notify.error();
    }
  };
  const unseenOnly = table.filters.unseen === '1';

  return (
    <CabinetPage
      title={t('notifications.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('notifications.title') }]}
      actions={
        <button
          type="button"
          className="lg-button"
          disabled={mark.isPending || newCount === 0}
          onClick={() => void markSeen({ all: true })}
        >
          {t('notifications.markAll')}
        </button>
      }
    >
      <label className="lg-check">
        <input
          type="checkbox"
          checked={unseenOnly}
          onChange={() => table.setFilter('unseen', unseenOnly ? null : '1')}
        />
        <span>{t('notifications.onlyNew')}</span>
      </label>
      {list.loading ? (
        <Skeleton />
      ) : list.error ? (
        <ErrorState onRetry={list.onRetry} />
      ) : list.rows.length === 0 ? (
        <p className="lg-empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="cn-list" aria-label={t('notifications.title')}>
          {list.rows.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              busy={mark.isPending}
              onSeen={() => void markSeen({ ids: [item.id] })}
              onOpen={() => void (item.seen ? undefined : markSeen({ ids: [item.id] }))}
            />
          ))}
        </ul>
      )}
      <TablePagination state={table} total={list.total} />
    </CabinetPage>
  );
}

function NotificationItem({
  item,
  busy,
  onSeen,
  onOpen,
}: {
  item: CabinetNotification;
  busy: boolean;
  onSeen: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const view = notificationView(item, locale);
  const title = view.title ?? (view.titleParams ? t(view.titleKey, view.titleParams) : t(view.titleKey));
  return (
    <li className={`cn-notification${item.seen ? '' : ' cn-notification--new'}`}>
      <div className="cn-notification__body">
        <div>
          {!item.seen && <span className="cn-new">{t('notifications.new')}</span>}
          {view.link ? (
            <LocaleLink to={view.link} onClick={onOpen}>
              {title}
            </LocaleLink>
          ) : (
            <strong>{title}</strong>
          )}
        </div>
        {view.subject && <div>{view.subject}</div>}
        {view.people && (
          <div>
            {view.people.more > 0
              ? t('notifications.people', { names: view.people.names, more: view.people.more })
              : view.people.names}
          </div>
        )}
        {view.status && <div>{t('notifications.status', { status: view.status })}</div>}
        {view.reason && <div>{t('notifications.reason', { reason: view.reason })}</div>}
        <time className="cn-notification__time" dateTime={item.created_at}>
          {formatDate(item.created_at, 'dayTime', locale)}
        </time>
      </div>
      {!item.seen && (
        // An action, styled as one (not a status): named by the words it shows, then which notification.
        <RowAction
          label={t('notifications.markOne')}
          item={title}
          className="lg-button cn-notification__mark"
          disabled={busy}
          onClick={onSeen}
        />
      )}
    </li>
  );
}
