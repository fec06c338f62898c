// /news: news with a year filter and pagination, both kept in the URL.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, useEndpointQuery } from '@league/shared';
import { CardsSkeleton, useYearParam, YearFilter } from '../../ui/content';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
import { NewsCard } from './news-card';
import { paths } from '../../paths';

const NEWS_PER_PAGE = 12;

export default function NewsListPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const year = useYearParam();
  const years = useEndpointQuery(endpoints.content.newsYears, {});
  const news = useEndpointQuery(endpoints.content.news, { query: { page, year, per_page: NEWS_PER_PAGE } });

  return (
    <Page
      title={t('news.title')}
      description={t('news.description')}
      crumbs={[{ title: t('news.title'), slug: paths.news() }]}
    >
      {years.status === 'success' && <YearFilter years={years.data.data} current={year} />}
      <AsyncView
        data={news}
        loading={<CardsSkeleton />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{t('news.empty')}</EmptyState>}
      >
        {(answer) => (
          <>
            <ul className="pub-grid">
              {answer.data.map((item) => (
                <NewsCard key={item.id} item={item} />
              ))}
            </ul>
            <Pagination total={answer.meta.total} perPage={answer.meta.per_page || NEWS_PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
