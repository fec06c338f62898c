// /sports-analytics: reports by year (`?year=`), paginated.
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery } from '@league/shared';
import { ArticleCard } from '../../ui/content';
import { PagedCardGrid, useYearParam, YearFilter } from '../../ui/content-lists';
import { SectionPage } from '../../ui/page';
import { usePageNumber } from '../../ui/pagination';
import { paths } from '../../paths';

const ANALYTICS_PER_PAGE = 12;

export default function AnalyticsListPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const year = useYearParam();
  const years = useEndpointQuery(endpoints.content.analyticsYears, {});
  const list = useEndpointQuery(endpoints.content.analytics, { query: { page, year, per_page: ANALYTICS_PER_PAGE } });

  return (
    <SectionPage section="analytics" slug={paths.analytics()}>
      {years.status === 'success' && <YearFilter years={years.data.data} current={year} />}
      <PagedCardGrid data={list} empty={t('analytics.empty')} perPage={ANALYTICS_PER_PAGE}>
        {(item) => <ArticleCard key={item.id} item={item} to={paths.analyticsItem(item.slug)} />}
      </PagedCardGrid>
    </SectionPage>
  );
}
