// /referees: the league's referees, paginated.
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery } from '@league/shared';
import { SectionPage } from '../../ui/page';
import { usePageNumber } from '../../ui/pagination';
import { PagedPersonList } from '../../ui/paged-person-list';
import { joinDetails, PersonCard } from '../../ui/people';
import { paths } from '../../paths';

const REFEREES_PER_PAGE = 24;

export default function RefereesPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const data = useEndpointQuery(endpoints.referees.list, { query: { page, per_page: REFEREES_PER_PAGE } });
  return (
    <SectionPage section="referees" slug={paths.referees()}>
      <PagedPersonList data={data} empty={t('referees.none')} perPage={REFEREES_PER_PAGE}>
        {(referee) => (
          <PersonCard
            key={referee.id}
            name={referee.name}
            to={paths.referee(referee.slug)}
            photo={referee.photo}
            about={joinDetails([referee.category, referee.city, t('referees.matchesCount', { n: referee.matches })])}
          />
        )}
      </PagedPersonList>
    </SectionPage>
  );
}
