// The history of changes (ADR 0240) as the cabinet shows it. `HistoryEntries` lists recorded
// changes — when, who (name and role as they were), what was done, and each field before → after
// — for the log page and the panel alike. `HistoryPanel` is the History section of one record's
// page: closed until opened (no request before), then its changes newest first, ten at a time,
// with loading, empty and error states. Only the super_admin reads the history: for every other
// role the panel renders nothing.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  ENUM_NAMESPACE,
  EmptyState,
  authAtom,
  formatDate,
  formatTime,
  useEndpointQuery,
  useLocale,
  useStoreValue,
} from '@league/shared';
import type { HistoryChange, HistoryEntity } from '../contracts/history';
import { ofRecord } from '../endpoints/history';

const PANEL_PAGE = 10;
const LONGEST_VALUE = 160;

function useValueText() {
  const { t } = useTranslation('common');
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('history.none');
    if (typeof value === 'boolean') return value ? t('history.yes') : t('history.no');
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
  };
}

function ChangeItem({ change, showRecord }: { change: HistoryChange; showRecord: boolean }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const valueText = useValueText();
  const fields = Object.entries(change.changes);
  const author = change.actor.name || t('history.system');
  const record = t(`history.entity.${change.entity}`);
  return (
    <li className="lg-history__item">
      <p className="lg-history__head">
        <time dateTime={change.at} className="lg-history__time">
          {formatDate(change.at, 'long', locale)}, {formatTime(change.at)}
        </time>{' '}
        <strong>{author}</strong>
        {change.actor.role && (
          <span className="lg-history__role"> ({t(`role.${change.actor.role}`, { ns: ENUM_NAMESPACE })})</span>
        )}{' '}
        <span className={`lg-history__action lg-history__action--${change.action}`}>
          {t(`history.action.${change.action}`)}
        </span>
      </p>
      <p className="lg-history__record">
        {showRecord && (
          <span>
            {record} #{change.entity_id}
            {change.label ? ` · ${change.label}` : ''}
            {' · '}
          </span>
        )}
        <code>{change.source}</code>
        {change.row_key && <span> #{change.row_key}</span>}
      </p>
      {fields.length > 0 && (
        <dl className="lg-history__fields">
          {fields.map(([field, [before, after]]) => (
            <div key={field} className="lg-history__field">
              <dt>
                <code>{field}</code>
              </dt>
              <dd>
                {change.action !== 'create' && (
                  <>
                    <span className="lg-visually-hidden">{t('history.before')}: </span>
                    <del>{valueText(before)}</del>
                  </>
                )}
                {change.action === 'update' && <span aria-hidden="true"> → </span>}
                {change.action !== 'delete' && (
                  <>
                    <span className="lg-visually-hidden">{t('history.after')}: </span>
                    <ins>{valueText(after)}</ins>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** Recorded changes, newest first; `showRecord` names the record each one is about (the log). */
export function HistoryEntries({ changes, showRecord = false }: { changes: HistoryChange[]; showRecord?: boolean }) {
  return (
    <ol className="lg-history">
      {changes.map((change) => (
        <ChangeItem key={change.id} change={change} showRecord={showRecord} />
      ))}
    </ol>
  );
}

/** Buttons to the later and earlier changes of a paged history. */
export function HistoryPager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="lg-history__pager" aria-label={t('history.pages')}>
      <button
        type="button"
        className="lg-button lg-button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('history.later')}
      </button>
      <span>{t('history.page', { page, pages })}</span>
      <button
        type="button"
        className="lg-button lg-button--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('history.earlier')}
      </button>
    </nav>
  );
}

/** The History section of one record's page (super_admin only). */
export function HistoryPanel({ entity, id }: { entity: HistoryEntity; id: number }) {
  const { t } = useTranslation('common');
  const isSuperAdmin = useStoreValue(authAtom)?.user.role.slug === 'super_admin';
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const bodyId = useId();
  const history = useEndpointQuery(
    ofRecord,
    isSuperAdmin && open ? { params: { entity, id }, query: { page, per_page: PANEL_PAGE } } : null,
    { staleTime: 0, keepPrevious: true },
  );
  if (!isSuperAdmin) return null;
  return (
    <section className="lg-card lg-history-panel">
      <h2 className="lg-history-panel__title">
        <button
          type="button"
          className="lg-history-panel__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
        >
          {t('history.title')}
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {open && (
          <AsyncView
            data={history}
            isEmpty={(answer) => answer.data.length === 0}
            empty={<EmptyState>{t('history.empty')}</EmptyState>}
          >
            {(answer) => (
              <>
                <HistoryEntries changes={answer.data} />
                <HistoryPager page={page} perPage={PANEL_PAGE} total={answer.meta.total} onPage={setPage} />
              </>
            )}
          </AsyncView>
        )}
      </div>
    </section>
  );
}
