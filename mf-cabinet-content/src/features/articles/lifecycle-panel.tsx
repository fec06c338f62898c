// The lifecycle of the saved item: its status, publish now, schedule for a time to come, back to
// draft, unpublish; the preview (the public page's own rendering) and the page on the site.
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  LocaleLink,
  useLocale,
  type ArticleStatus,
  type ArticleStatusBody,
  type CabinetArticle,
} from '@league/shared';
import { CabinetForm, DateTimeField, useNotify } from '@league/shared/cabinet';
import { ArticleStatusBadge } from '../../ui/status';
import { leagueTimeToIso } from './article-values';

export function LifecyclePanel({
  item,
  dirty,
  onChange,
}: {
  item: CabinetArticle;
  dirty: boolean;
  onChange: (body: ArticleStatusBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('cab-content');
  const locale = useLocale();
  const notify = useNotify();
  const go = async (status: ArticleStatus, publish_at?: string) => {
    try {
      await onChange({ status, version: item.version, ...(publish_at ? { publish_at } : {}) });
      notify.success();
    } catch {
      notify.error();
    }
  };
  const button = (status: ArticleStatus, label: string, danger = false) => (
    <button
      type="button"
      className={`lg-button${danger ? ' lg-button--danger' : ' lg-button--ghost'}`}
      disabled={dirty}
      onClick={() => void go(status)}
    >
      {label}
    </button>
  );
  return (
    <section className="ct-lifecycle" aria-labelledby="ct-lifecycle-title">
      <h2 id="ct-lifecycle-title">{t('articles.lifecycle')}</h2>
      <p>
        <ArticleStatusBadge status={item.status} />{' '}
        {item.status === 'scheduled' &&
          item.publish_at &&
          t('articles.scheduledFor', { time: formatDate(item.publish_at, 'dayTime', locale) })}
      </p>
      {dirty && <p className="lg-field__hint">{t('articles.saveFirst')}</p>}
      <div className="ct-row-actions">
        {item.status !== 'published' && button('published', t('articles.publishNow'))}
        {item.status === 'scheduled' && button('draft', t('articles.toDraft'))}
        {item.status === 'published' && button('unpublished', t('articles.unpublish'), true)}
        {item.kind === 'news' && (
          <LocaleLink className="lg-button lg-button--ghost" to={`/news/preview/${item.id}`} target="_blank">
            {t('articles.preview')}
          </LocaleLink>
        )}
        {item.status === 'published' && (
          <LocaleLink className="lg-button lg-button--ghost" to={item.public_path} target="_blank">
            {t('articles.openPublic')}
          </LocaleLink>
        )}
      </div>
      {item.status !== 'published' && (
        <CabinetForm<{ publish_at?: string }>
          onSubmit={(values) =>
            onChange({
              status: 'scheduled',
              version: item.version,
              publish_at: leagueTimeToIso(values.publish_at ?? ''),
            })
          }
          submitLabel={t('articles.schedule')}
          warnUnsaved={false}
          label={t('articles.schedule')}
          className="ct-schedule"
        >
          <DateTimeField name="publish_at" label={t('articles.scheduleAt')} rules={['required']} />
        </CabinetForm>
      )}
    </section>
  );
}
