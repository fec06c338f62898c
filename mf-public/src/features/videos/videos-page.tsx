// /videos: videos with a season filter (`?season=`) and pagination. A YouTube video loads its
// player only when asked (a picture until then), other hosts open in a new tab.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { endpoints, positiveId, useEndpointQuery, type SeasonRef, type VideoItem } from '@league/shared';
import { ContentDate, PlayerOnRequest } from '../../ui/content';
import { FilterChips, PagedCardGrid } from '../../ui/content-lists';
import { SectionPage } from '../../ui/page';
import { usePageNumber } from '../../ui/pagination';
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
  if (seasons.length === 0) return null;
  const items = [
    { value: undefined, label: t('videos.allSeasons') },
    ...seasons.map((season) => ({ value: season.id, label: season.title })),
  ];
  return <FilterChips label={t('videos.seasons')} param="season" items={items} current={current} />;
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
    <SectionPage section="videos" slug={paths.videos()}>
      {videos.status === 'success' && <SeasonFilter seasons={videos.data.meta.seasons} current={season} />}
      <PagedCardGrid data={videos} empty={t('videos.empty')} perPage={VIDEOS_PER_PAGE}>
        {(video) => (
          <li key={video.id} className="lg-card pub-tile">
            <VideoPlayer video={video} />
            <div className="pub-tile__body">
              <ContentDate value={video.published_at} />
              <h2>{video.title}</h2>
            </div>
          </li>
        )}
      </PagedCardGrid>
    </SectionPage>
  );
}
