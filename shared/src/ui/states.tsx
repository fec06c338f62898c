// Loading, empty, error and 404 states shared by every page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ApiData } from '../data/use-endpoint';
import { usePageMeta } from '../head';
import { splitLocale } from '../locale';
import { LocaleLink } from './locale-link';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="lg-spinner" role="status" aria-live="polite">
      <span className="lg-spinner__dot" aria-hidden="true" />
      <span className="lg-visually-hidden">{label ?? t('state.loading')}</span>
    </div>
  );
}

/** Grey placeholder blocks sized like the content they stand for, so nothing shifts on load. */
export function Skeleton({ lines = 3, height = 18 }: { lines?: number; height?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="lg-skeleton" role="status" aria-busy="true" aria-live="polite">
      <span className="lg-visually-hidden">{t('state.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className="lg-skeleton__line"
          style={{ height, width: `${100 - ((i * 17) % 40)}%` }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return <p className="lg-empty">{children ?? t('state.empty')}</p>;
}

export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="lg-error" role="alert">
      <p>{message ?? t('state.error')}</p>
      {onRetry && (
        <button type="button" className="lg-button" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}

/** Where a visitor who missed a public page most likely wanted to go. */
const PUBLIC_WAYS = ['tournaments', 'calendar', 'teams', 'news', 'search'] as const;

export function NotFound() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const inCabinet = /^\/cabinet(?:\/|$)/.test(splitLocale(pathname).path);
  usePageMeta({ title: t('notFound.title'), notFound: true });
  return (
    <section className="lg-not-found" aria-labelledby="not-found-title">
      <p className="lg-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      {inCabinet ? (
        <LocaleLink className="lg-button" to="/cabinet">
          {t('nav.cabinet')}
        </LocaleLink>
      ) : (
        <>
          <LocaleLink className="lg-button" to="/">
            {t('notFound.home')}
          </LocaleLink>
          <nav className="lg-not-found__ways" aria-label={t('notFound.elsewhere')}>
            <p aria-hidden="true">{t('notFound.elsewhere')}</p>
            <ul>
              {PUBLIC_WAYS.map((way) => (
                <li key={way}>
                  <LocaleLink to={`/${way}`}>{t(`nav.${way}`)}</LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </section>
  );
}

/** Renders the four states of an API-backed block. */
export function AsyncView<T>({
  data,
  children,
  isEmpty,
  loading,
  empty,
}: {
  data: ApiData<T>;
  children: (value: T) => ReactNode;
  isEmpty?: (value: T) => boolean;
  loading?: ReactNode;
  empty?: ReactNode;
}) {
  if (data.status === 'loading') return <>{loading ?? <Skeleton />}</>;
  if (data.status === 'error') return <ErrorState onRetry={data.reload} />;
  if (isEmpty?.(data.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(data.data)}</>;
}
