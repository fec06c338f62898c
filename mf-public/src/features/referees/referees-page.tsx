// /referees: the league's referees, paginated.
import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, LocaleLink, Skeleton, useEndpointQuery } from '@league/shared';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
import { PersonPhoto } from '../../ui/people';
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
                <li key={referee.id} className="lg-card pub-person">
                  <PersonPhoto src={referee.photo} name={referee.name} size={56} />
                  <div className="pub-person__body">
                    <LocaleLink className="pub-person__name" to={paths.referee(referee.slug)}>
                      {referee.name}
                    </LocaleLink>
                    <span className="pub-person__meta">
                      {[referee.category, referee.city, t('referees.matchesCount', { n: referee.matches })]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination total={answer.meta.total} perPage={REFEREES_PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
