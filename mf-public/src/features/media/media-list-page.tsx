// /media: photo albums, newest first, paginated.
import { useTranslation } from 'react-i18next';
import { endpoints, useEndpointQuery } from '@league/shared';
import { ContentTile } from '../../ui/content';
import { PagedCardGrid } from '../../ui/content-lists';
import { SectionPage } from '../../ui/page';
import { usePageNumber } from '../../ui/pagination';
import { paths } from '../../paths';

const ALBUMS_PER_PAGE = 12;

export default function MediaListPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const albums = useEndpointQuery(endpoints.content.media, { query: { page, per_page: ALBUMS_PER_PAGE } });
  return (
    <SectionPage section="media" slug={paths.media()}>
      <PagedCardGrid data={albums} empty={t('media.empty')} perPage={ALBUMS_PER_PAGE}>
        {(album) => (
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
        )}
      </PagedCardGrid>
    </SectionPage>
  );
}
