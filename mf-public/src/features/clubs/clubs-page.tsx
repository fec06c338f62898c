// /clubs: clubs, active first and archived last (or only archived with ?archived=1), paginated.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AsyncView, endpoints, Skeleton, useEndpointQuery } from '@league/shared';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
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
    <Page
      title={archived ? t('clubs.archivedTitle') : t('clubs.title')}
      description={t('clubs.description')}
      crumbs={[{ title: t('clubs.title'), slug: paths.clubs() }]}
    >
      <p>
        <Link className="pub-clubs-toggle" to={archived ? pathname : `${pathname}?archived=1`}>
          {archived ? t('clubs.showAll') : t('clubs.showArchived')}
        </Link>
      </p>
      <AsyncView
        data={data}
        loading={<Skeleton lines={8} height={40} />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<p className="lg-empty">{t('clubs.none')}</p>}
      >
        {(answer) => (
          <>
            <ul className="pub-person-list">
              {answer.data.map((club) => (
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
              ))}
            </ul>
            <Pagination total={answer.meta.total} perPage={CLUBS_PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
