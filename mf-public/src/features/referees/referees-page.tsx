// /referees: the league's referees, paginated.
import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, Skeleton, useEndpointQuery } from '@league/shared';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
import { joinDetails, PersonCard } from '../../ui/people';
import { paths } from '../../paths';

const REFEREES_PER_PAGE = 24;

export default function RefereesPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const data = useEndpointQuery(endpoints.referees.list, { query: { page, per_page: REFEREES_PER_PAGE } });
  return (
    <Page
      title={t('referees.title')}
      description={t('referees.description')}
      crumbs={[{ title: t('referees.title'), slug: paths.referees() }]}
    >
      <AsyncView
        data={data}
        loading={<Skeleton lines={8} height={40} />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<p className="lg-empty">{t('referees.none')}</p>}
      >
        {(answer) => (
          <>
            <ul className="pub-person-list">
              {answer.data.map((referee) => (
                <PersonCard
                  key={referee.id}
                  name={referee.name}
                  to={paths.referee(referee.slug)}
                  photo={referee.photo}
                  about={joinDetails([
                    referee.category,
                    referee.city,
                    t('referees.matchesCount', { n: referee.matches }),
                  ])}
                />
              ))}
            </ul>
            <Pagination total={answer.meta.total} perPage={REFEREES_PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
