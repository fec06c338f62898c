// /media/:slug: one album as a gallery of lazy pictures with fixed sizes.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, endpoints, LocaleLink, useEndpointQuery, type MediaAlbum } from '@league/shared';
import { ContentDate, ContentImage, DetailView } from '../../ui/content';
import { Page } from '../../ui/page';
import { paths } from '../../paths';

function Album({ album }: { album: MediaAlbum }) {
  const { t } = useTranslation('public');
  return (
    <Page
      title={album.title}
      share={{ kind: 'album', key: album.slug }}
      description={t('media.photos', { count: album.images.length })}
      crumbs={[
        { title: t('media.title'), slug: paths.media() },
        { title: album.title, slug: paths.album(album.slug) },
      ]}
    >
      <p className="pub-meta">
        <ContentDate value={album.date} /> · {t('media.photos', { count: album.images.length })}
      </p>
      {album.images.length === 0 ? (
        <EmptyState>{t('media.noPhotos')}</EmptyState>
      ) : (
        <ul className="pub-gallery">
          {album.images.map((image, index) => {
            const alt = image.caption ?? t('media.photoOf', { title: album.title, index: index + 1 });
            return (
              <li key={image.id}>
                <figure>
                  <a href={image.url} target="_blank" rel="noopener noreferrer" title={t('media.openFull')}>
                    <ContentImage
                      src={image.url}
                      picture={image.picture}
                      sizes="(max-width: 640px) calc(50vw - 24px), 240px"
                      alt={alt}
                      width={480}
                      height={320}
                    />
                  </a>
                  {image.caption && <figcaption>{image.caption}</figcaption>}
                </figure>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <LocaleLink to={paths.media()}>{t('media.back')}</LocaleLink>
      </p>
    </Page>
  );
}

export default function MediaAlbumPage() {
  const { slug = '' } = useParams();
  const data = useEndpointQuery(endpoints.content.album, { params: { slug } });
  return <DetailView data={data}>{(answer) => <Album album={answer.data} />}</DetailView>;
}
