// /clubs: clubs, active first and archived last (or only archived with ?archived=1), paginated.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { endpoints, useEndpointQuery } from '@league/shared';
import { SectionPage } from '../../ui/page';
import { usePageNumber } from '../../ui/pagination';
import { PagedPersonList } from '../../ui/paged-person-list';
import { joinDetails, PersonCard } from '../../ui/people';
import { paths } from '../../paths';

const CLUBS_PER_PAGE = 24;

export default function ClubsPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const archived = params.get('archived') === '1';
  const data = useEndpointQuery(endpoints.clubs.list, {
    query: { page, archived: archived ? '1' : undefined, per_page: CLUBS_PER_PAGE },
  });

  return (
    <SectionPage section="clubs" slug={paths.clubs()} title={archived ? t('clubs.archivedTitle') : undefined}>
      <p>
        <Link className="pub-clubs-toggle" to={archived ? pathname : `${pathname}?archived=1`}>
          {archived ? t('clubs.showAll') : t('clubs.showArchived')}
        </Link>
      </p>
      <PagedPersonList data={data} empty={t('clubs.none')} perPage={CLUBS_PER_PAGE}>
        {(club) => (
          <PersonCard
            key={club.id}
            name={club.title}
            to={paths.club(club.slug)}
            photo={club.logo}
            kind="logo"
            about={joinDetails([
              club.city,
              t('clubs.teamsCount', { n: club.teams_count }),
              club.archived ? t('clubs.archived') : null,
            ])}
          />
        )}
      </PagedPersonList>
    </SectionPage>
  );
}
