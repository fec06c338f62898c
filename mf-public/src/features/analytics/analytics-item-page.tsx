// /sports-analytics/:slug: one report (sanitised body) and its file (a PDF opens in a new tab).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  endpoints,
  formatFileSize,
  LocaleLink,
  useEndpointQuery,
  useLocale,
  type AnalyticsDetail,
} from '@league/shared';
import { Article, DetailView } from '../../ui/content';
import { Page } from '../../ui/page';
import { paths } from '../../paths';

function Report({ item }: { item: AnalyticsDetail }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <Page
      title={item.title}
      description={item.lead ?? undefined}
      share={{ kind: 'analytics', key: item.slug }}
      crumbs={[
        { title: t('analytics.title'), slug: paths.analytics() },
        { title: item.title, slug: paths.analyticsItem(item.slug) },
      ]}
    >
      <Article item={item}>
        {item.file && (
          <p className="lg-card pub-file">
            <span className="pub-file__title">
              <span className={`pub-file__kind${item.file.is_pdf ? '' : ' pub-file__kind--other'}`} aria-hidden="true">
                {t(item.file.is_pdf ? 'content.kindPdf' : 'content.kindFile')}
              </span>
              {t('analytics.file')}
              <span className="pub-meta">{formatFileSize(item.file.size, locale)}</span>
            </span>
            {item.file.is_pdf ? (
              <a className="lg-button" href={item.file.url} target="_blank" rel="noopener noreferrer">
                {t('content.openPdf')}
                <span className="lg-visually-hidden"> {t('content.newTab')}</span>
              </a>
            ) : (
              <a className="lg-button" href={item.file.url} download>
                {t('content.download')}
              </a>
            )}
          </p>
        )}
      </Article>
      <p>
        <LocaleLink to={paths.analytics()}>{t('analytics.back')}</LocaleLink>
      </p>
    </Page>
  );
}

export default function AnalyticsItemPage() {
  const { slug = '' } = useParams();
  const data = useEndpointQuery(endpoints.content.analyticsBySlug, { params: { slug } });
  return <DetailView data={data}>{(answer) => <Report item={answer.data} />}</DetailView>;
}
