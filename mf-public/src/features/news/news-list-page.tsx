// /news: news with a year filter and pagination, both kept in the URL.
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery } from '@league/shared';
import { ArticleCard } from '../../ui/content';
import { PagedCardGrid, useYearParam, YearFilter } from '../../ui/content-lists';
import { SectionPage } from '../../ui/page';
import { usePageNumber } from '../../ui/pagination';
import { paths } from '../../paths';

const NEWS_PER_PAGE = 12;

export default function NewsListPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const year = useYearParam();
  const years = useEndpointQuery(endpoints.content.newsYears, {});
  const news = useEndpointQuery(endpoints.content.news, { query: { page, year, per_page: NEWS_PER_PAGE } });

  return (
    <SectionPage section="news" slug={paths.news()}>
      {years.status === 'success' && <YearFilter years={years.data.data} current={year} />}
      <PagedCardGrid data={news} empty={t('news.empty')} perPage={NEWS_PER_PAGE}>
        {(item) => <ArticleCard key={item.id} item={item} to={paths.newsItem(item.slug)} />}
      </PagedCardGrid>
    </SectionPage>
  );
}
