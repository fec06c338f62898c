// /videos: videos with a season filter (`?season=`) and pagination. A YouTube video loads its
// player only when asked (a picture until then), other hosts open in a new tab.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  AsyncView,
  EmptyState,
  endpoints,
  positiveId,
  useEndpointQuery,
  type SeasonRef,
  type VideoItem,
} from '@league/shared';
import { CardsSkeleton, ContentDate, PlayerOnRequest } from '../../ui/content';
import { Page } from '../../ui/page';
import { Pagination, usePageNumber } from '../../ui/pagination';
import { paths } from '../../paths';

const VIDEOS_PER_PAGE = 12;

function VideoPlayer({ video }: { video: VideoItem }) {
  const { t } = useTranslation('public');
  const picture = video.thumbnail ? (
    <img src={video.thumbnail} alt="" width={640} height={360} loading="lazy" decoding="async" />
  ) : null;
  if (video.embed_url) {
    return (
      <PlayerOnRequest
        src={`${video.embed_url}?autoplay=1`}
        title={video.title}
        playLabel={t('videos.play', { title: video.title })}
        picture={picture}
        className="pub-video"
      />
    );
  }
  return (
    <a
      className="pub-video"
      href={video.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('videos.play', { title: video.title })}
    >
      {picture}
      <span className="pub-video__play" aria-hidden="true" />
    </a>
  );
}

function SeasonFilter({ seasons, current }: { seasons: SeasonRef[]; current: number | undefined }) {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (seasons.length === 0) return null;
  const href = (season: number | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (season === undefined) next.delete('season');
    else next.set('season', String(season));
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className="pub-chips" aria-label={t('videos.seasons')}>
      <ul>
        <li>
          <Link to={href(undefined)} aria-current={current === undefined ? 'true' : undefined}>
            {t('videos.allSeasons')}
          </Link>
        </li>
        {seasons.map((season) => (
          <li key={season.id}>
            <Link to={href(season.id)} aria-current={current === season.id ? 'true' : undefined}>
              {season.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function VideosPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const [params] = useSearchParams();
  const season = positiveId(params.get('season')) ?? undefined;
  const videos = useEndpointQuery(endpoints.content.videos, {
    query: { page, season_id: season, per_page: VIDEOS_PER_PAGE },
  });

  return (
    <Page
      title={t('videos.title')}
      description={t('videos.description')}
      crumbs={[{ title: t('videos.title'), slug: paths.videos() }]}
    >
      {videos.status === 'success' && <SeasonFilter seasons={videos.data.meta.seasons} current={season} />}
      <AsyncView
        data={videos}
        loading={<CardsSkeleton />}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState>{t('videos.empty')}</EmptyState>}
      >
        {(answer) => (
          <>
            <ul className="pub-grid">
              {answer.data.map((video) => (
                <li key={video.id} className="lg-card pub-tile">
                  <VideoPlayer video={video} />
                  <div className="pub-tile__body">
                    <ContentDate value={video.published_at} />
                    <h2>{video.title}</h2>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination total={answer.meta.total} perPage={answer.meta.per_page || VIDEOS_PER_PAGE} />
          </>
        )}
      </AsyncView>
    </Page>
  );
}
