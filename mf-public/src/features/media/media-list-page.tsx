// /media: photo albums, newest first, paginated.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, useEndpointQuery } from '@league/shared';
import { CardsSkeleton, ContentTile } from '../../ui/content';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
import { paths } from '../../paths';

const ALBUMS_PER_PAGE = 12;

export default function MediaListPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const albums = useEndpointQuery(endpoints.content.media, { query: { page, per_page: ALBUMS_PER_PAGE } });
  return (
    <Page
      title={t('media.title')}
      description={t('media.description')}
      crumbs={[{ title: t('media.title'), slug: paths.media() }]}
    >
      <AsyncView
        data={albums}
        loading={<CardsSkeleton />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{t('media.empty')}</EmptyState>}
      >
        {(answer) => (
          <>
            <ul className="pub-grid">
              {answer.data.map((album) => (
                <ContentTile
                  key={album.id}
                  image={album.cover_image}
                  picture={album.cover_picture}
                  date={album.date}
                  title={album.title}
                  to={paths.album(album.slug)}
                >
                  <p>{t('media.photos', { count: album.images_count })}</p>
                </ContentTile>
              ))}
            </ul>
            <Pagination total={answer.meta.total} perPage={answer.meta.per_page || ALBUMS_PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
