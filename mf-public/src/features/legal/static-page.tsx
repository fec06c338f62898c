// A staff-written page from /pages/{slug}: its title, last update and sanitised body.
import { useTranslation } from 'react-i18next';
import { endpoints, ErrorState, Skeleton, useEndpointQuery } from '@league/shared';
import { ContentDate, HtmlContent } from '../../ui/content';
import { isMissing } from '../../ui/detail-state';
import { Page } from '../../ui/page';
import { paths } from '../../paths';

/** The staff-written pages by their slug at /pages: their address and their name in the texts (legal.*). */
const STATIC_PAGES = {
  cookies: { path: paths.cookies, text: 'cookies' },
  'privacy-policy': { path: paths.privacyPolicy, text: 'privacy' },
  history: { path: paths.history, text: 'history' },
} as const;

export function StaticPage({ slug }: { slug: keyof typeof STATIC_PAGES }) {
  const { t } = useTranslation('public');
  const { path, text } = STATIC_PAGES[slug];
  const title = t(`legal.${text}`);
  const description = t(`legal.${text}Description`);
  const page = useEndpointQuery(endpoints.content.page, { params: { slug } });
  const shownTitle = page.status === 'success' ? page.data.data.title : title;
  return (
    <Page title={shownTitle} description={description} crumbs={[{ title: shownTitle, slug: path() }]}>
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
