// /sports-analytics: reports by year (`?year=`), paginated.
import { useTranslation } from 'react-i18next';
import { endpoints, LocaleLink, truncate, useEndpointQuery } from '@league/shared';
import { ContentDate, ContentImage } from '../../ui/content';
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
        {(item) => (
          <li key={item.id} className="lg-card pub-tile">
            <ContentImage src={item.image} alt="" width={640} height={360} />
            <div className="pub-tile__body">
              <ContentDate value={item.published_at} />
              <h2>
                <LocaleLink to={paths.analyticsItem(item.slug)}>{item.title}</LocaleLink>
              </h2>
              {item.lead && <p>{truncate(item.lead, 160)}</p>}
            </div>
          </li>
        )}
      </PagedCardGrid>
    </SectionPage>
  );
}
