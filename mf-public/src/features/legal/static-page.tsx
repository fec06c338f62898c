// A staff-written page from /pages/{slug}: its title, last update and sanitised body.
import { useTranslation } from 'react-i18next';
import { endpoints, ErrorState, Skeleton, useEndpointQuery } from '@league/shared';
import { ContentDate, HtmlContent } from '../../ui/content';
import { isMissing } from '../../ui/detail-state';
import { Page } from '../../ui/page';

export function StaticPage({
  slug,
  path,
  title,
  description,
}: {
  slug: string;
  path: string;
  title: string;
  description: string;
}) {
  const { t } = useTranslation('public');
  const page = useEndpointQuery(endpoints.content.page, { params: { slug } });
  const shownTitle = page.status === 'success' ? page.data.data.title : title;
  return (
    <Page title={shownTitle} description={description} crumbs={[{ title: shownTitle, slug: path }]}>
      {page.status === 'loading' && <Skeleton lines={10} />}
      {page.status === 'error' &&
        (isMissing(page.error) ? <p className="lg-empty">{description}</p> : <ErrorState onRetry={page.reload} />)}
      {page.status === 'success' && (
        <article className="pub-article">
          <HtmlContent html={page.data.data.body} />
          <p className="pub-meta">
            {t('legal.updated')} <ContentDate value={page.data.data.updated_at} />
          </p>
        </article>
      )}
    </Page>
  );
}
