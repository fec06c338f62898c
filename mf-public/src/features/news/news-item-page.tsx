// /news/:slug: one news item (its body sanitised when it was saved), its tags and a few other
// news. The cabinet's preview of an unpublished item draws the same article (news-preview-page).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { endpoints, LocaleLink, useEndpointQuery, type NewsDetail } from '@league/shared';
import { Article, ArticleCard, DetailView } from '../../ui/content';
import { newsTagTitle } from '../../ui/content-labels';
import { useLeagueBrand } from '../../ui/league-brand';
import { Page } from '../../ui/page';
import { newsArticle } from '../../ui/structured-data';
import { paths } from '../../paths';

export function NewsArticle({ item }: { item: NewsDetail }) {
  const { t } = useTranslation('public');
  const { locale, siteName, logo } = useLeagueBrand();
  return (
    <Page
      title={item.seo_title || item.title}
      description={item.seo_description || item.lead || undefined}
      share={{ kind: 'news', key: item.slug }}
      structuredData={[newsArticle({ item, locale, publisher: siteName, publisherLogo: logo })]}
      crumbs={[
        { title: t('news.title'), slug: paths.news() },
        { title: item.title, slug: paths.newsItem(item.slug) },
      ]}
    >
      <Article item={item}>
        {item.tags.length > 0 && (
          <ul className="pub-tags" aria-label={t('news.tags')}>
            {item.tags.map((tag) => (
              <li key={tag}>{newsTagTitle(tag, locale)}</li>
            ))}
          </ul>
        )}
      </Article>
      {item.related.length > 0 && (
        <section className="pub-aside" aria-labelledby="news-related">
          <h2 id="news-related">{t('news.related')}</h2>
          <ul className="pub-grid">
            {item.related.map((other) => (
              <ArticleCard key={other.id} item={other} to={paths.newsItem(other.slug)} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
      <p>
        <LocaleLink to={paths.news()}>{t('news.back')}</LocaleLink>
      </p>
    </Page>
  );
}

export default function NewsItemPage() {
  const { slug = '' } = useParams();
  const data = useEndpointQuery(endpoints.content.newsBySlug, { params: { slug } });
  return <DetailView data={data}>{(answer) => <NewsArticle item={answer.data} />}</DetailView>;
}
