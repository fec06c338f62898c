// The match page's media section: photo albums (a few thumbnails each) and videos.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, LocaleLink, useEndpointQuery } from '@league/shared';
import { PhotoGrid } from '../../ui/photo-viewer';
import { paths } from '../../paths';
import { Section } from './match-sections';

/** Thumbnails a match page shows per album; the viewer goes through the whole album. */
const MATCH_THUMBNAILS = 12;

export function Media({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.matches.media, { params: { id } });
  return (
    <Section id="match-media" title={t('match.media')}>
      <AsyncView
        data={data}
        isEmpty={(a) => a.data.albums.length + a.data.videos.length === 0}
        empty={<EmptyState>{t('match.noMedia')}</EmptyState>}
      >
        {(answer) => (
          <>
            {answer.data.albums.map((album) => (
              <div key={album.id} className="pub-album">
                <h3>
                  <LocaleLink to={paths.album(album.slug)}>{album.title}</LocaleLink>
                </h3>
                <PhotoGrid
                  label={t('match.photosOf', { album: album.title })}
                  shown={MATCH_THUMBNAILS}
                  photos={album.images.map((image, i) => ({
                    id: image.id,
                    src: image.path,
                    alt: image.caption ?? t('match.photoAlt', { album: album.title, n: i + 1 }),
                    caption: image.caption,
                  }))}
                />
                {album.images.length > MATCH_THUMBNAILS && (
                  <p className="pub-album__more">
                    <LocaleLink to={paths.album(album.slug)}>
                      {t('match.allPhotos', { count: album.images.length })}
                    </LocaleLink>
                  </p>
                )}
              </div>
            ))}
            {answer.data.videos.length > 0 && (
              <ul className="pub-videos">
                {answer.data.videos.map((video) => (
                  <li key={video.id}>
                    <a href={video.url} target="_blank" rel="noopener noreferrer">
                      {video.thumbnail && (
                        <img src={video.thumbnail} alt="" width={240} height={135} loading="lazy" decoding="async" />
                      )}
                      <span>{video.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </AsyncView>
    </Section>
  );
}
