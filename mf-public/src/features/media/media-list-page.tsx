// /media: photo albums, newest first, paginated.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, LocaleLink, useEndpointQuery } from '@league/shared';
import { CardsSkeleton, ContentDate, ContentImage } from '../../ui/content';
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
                <li key={album.id} className="lg-card pub-tile">
                  <ContentImage
                    src={album.cover_image}
                    picture={album.cover_picture}
                    sizes="(max-width: 640px) calc(100vw - 32px), (max-width: 1024px) 50vw, 360px"
                    alt=""
                    width={640}
                    height={360}
                  />
                  <div className="pub-tile__body">
                    <ContentDate value={album.date} />
                    <h2>
                      <LocaleLink to={paths.album(album.slug)}>{album.title}</LocaleLink>
                    </h2>
                    <p>{t('media.photos', { count: album.images_count })}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination total={answer.meta.total} perPage={answer.meta.per_page || ALBUMS_PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
