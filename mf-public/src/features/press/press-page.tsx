// /press: publications about the league by year (`?year=`), paginated; links open the source.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, useEndpointQuery } from '@league/shared';
import { CardsSkeleton, ContentDate, ContentImage, useYearParam, YearFilter } from '../../ui/content';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
import { paths } from '../../paths';

const PRESS_PER_PAGE = 20;

export default function PressPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const year = useYearParam();
  const years = useEndpointQuery(endpoints.content.pressYears, {});
  const press = useEndpointQuery(endpoints.content.press, { query: { page, year, per_page: PRESS_PER_PAGE } });

  return (
    <Page
      title={t('press.title')}
      description={t('press.description')}
      crumbs={[{ title: t('press.title'), slug: paths.press() }]}
    >
      {years.status === 'success' && <YearFilter years={years.data.data} current={year} />}
      <AsyncView
        data={press}
        loading={<CardsSkeleton />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{t('press.empty')}</EmptyState>}
      >
        {(answer) => (
          <>
            <ul className="pub-grid">
              {answer.data.map((item) => (
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
              ))}
            </ul>
            <Pagination total={answer.meta.total} perPage={answer.meta.per_page || PRESS_PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
