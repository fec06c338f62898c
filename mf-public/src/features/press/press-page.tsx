// /press: publications about the league by year (`?year=`), paginated; links open the source.
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery } from '@league/shared';
import { ContentDate, ContentImage } from '../../ui/content';
import { PagedCardGrid, useYearParam, YearFilter } from '../../ui/content-lists';
import { SectionPage } from '../../ui/page';
import { usePageNumber } from '../../ui/pagination';
import { paths } from '../../paths';

const PRESS_PER_PAGE = 20;

export default function PressPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const year = useYearParam();
  const years = useEndpointQuery(endpoints.content.pressYears, {});
  const press = useEndpointQuery(endpoints.content.press, { query: { page, year, per_page: PRESS_PER_PAGE } });

  return (
    <SectionPage section="press" slug={paths.press()}>
      {years.status === 'success' && <YearFilter years={years.data.data} current={year} />}
      <PagedCardGrid data={press} empty={t('press.empty')} perPage={PRESS_PER_PAGE}>
        {(item) => (
          <li key={item.id} className="lg-card pub-tile">
            <ContentImage src={item.image} picture={item.picture} alt="" width={640} height={360} />
            <div className="pub-tile__body">
              <ContentDate value={item.published_at} />
              <h2>
                {item.url ? (
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.title}
                    <span className="lg-visually-hidden"> {t('content.newTab')}</span>
                  </a>
                ) : (
                  item.title
                )}
              </h2>
              {item.source && <p>{t('press.source', { source: item.source })}</p>}
            </div>
          </li>
        )}
      </PagedCardGrid>
    </SectionPage>
  );
}
