// The site's media: the paged photo albums with their covers, one album with its photos, the
// videos with their seasons, the press items, and the albums and videos of a match.
import type {
  Language,
  MatchMedia,
  MediaAlbum,
  MediaAlbumListItem,
  PressItem,
  SeasonRef,
  VideoItem,
} from '@league/shared/contracts';
import { fileUrl } from '../../../lib/file-url';
import { groupBy } from '../../../lib/group-by';
import { pageWindow } from '../../../lib/pagination';
import * as media from '../media.repository';
import { pictureOf } from '../pictures/picture';
import { variantsOf } from '../pictures/pictures.repository';
import type { ContentDeps } from './deps';
import {
  DEFAULT_PER_PAGE,
  iso,
  notFound,
  withPicture,
  youtubeEmbedUrl,
  type PageRequest,
  type PaginatedList,
} from './dto';

export async function mediaAlbums(
  { db }: ContentDeps,
  language: Language,
  request: PageRequest,
): Promise<PaginatedList<MediaAlbumListItem>> {
  const window = pageWindow(request, DEFAULT_PER_PAGE.media);
  const [total, rows] = await Promise.all([media.countAlbums(db), media.listAlbums(db, language, window)]);
  const variants = await variantsOf(
    db,
    rows.map((r) => r.cover_image),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      date: row.date,
      cover_image: fileUrl(row.cover_image),
      cover_picture: pictureOf(row.cover_image ? variants.get(row.cover_image) : undefined),
      images_count: Number(row.images_count),
    })),
    meta: { total, page: window.page, per_page: window.per_page },
  };
}

export async function mediaAlbum({ db }: ContentDeps, language: Language, slug: string): Promise<MediaAlbum> {
  const row = await media.albumBySlug(db, language, slug);
  if (!row) throw notFound();
  const images = await media.albumImages(db, language, row.id);
  const variants = await variantsOf(
    db,
    images.map((i) => i.path),
  );
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    cover_image: fileUrl(row.cover_image),
    match_id: row.match_id,
    tournament_id: row.tournament_id,
    images: images.map((image) => ({
      id: image.id,
      url: fileUrl(image.path) ?? '',
      caption: image.caption,
      picture: pictureOf(variants.get(image.path)),
    })),
  };
}

export async function listVideos(
  { db, clock }: ContentDeps,
  language: Language,
  seasonId: number | undefined,
  request: PageRequest,
): Promise<PaginatedList<VideoItem> & { seasons: SeasonRef[] }> {
  const now = clock();
  const window = pageWindow(request, DEFAULT_PER_PAGE.video);
  const [total, rows, seasons] = await Promise.all([
    media.countVideos(db, now, seasonId),
    media.listVideos(db, language, now, seasonId, window),
    media.videoSeasons(db, language, now),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      embed_url: youtubeEmbedUrl(row.url),
      thumbnail: fileUrl(row.thumbnail),
      published_at: iso(row.published_at),
      season_id: row.season_id,
      match_id: row.match_id,
    })),
    meta: { total, page: window.page, per_page: window.per_page },
    seasons: seasons.map((s) => ({ id: s.id, year: Number(s.year), title: s.title })),
  };
}

export const pressYears = ({ db }: ContentDeps) => media.pressYears(db);

export async function listPress(
  deps: ContentDeps,
  language: Language,
  year: number | undefined,
  request: PageRequest,
): Promise<PaginatedList<PressItem>> {
  const window = pageWindow(request, DEFAULT_PER_PAGE.press);
  const [total, rows] = await Promise.all([
    media.countPress(deps.db, year),
    media.listPress(deps.db, language, year, window),
  ]);
  return {
    data: (await withPicture(deps, rows, 'image')).map((row) => ({ ...row, year: Number(row.year) })),
    meta: { total, page: window.page, per_page: window.per_page },
  };
}

/** The albums (with their images) and videos of a match. */
export async function matchMedia({ db }: ContentDeps, language: Language, matchId: number): Promise<MatchMedia> {
  const [{ albums, images }, videos] = await Promise.all([
    media.matchAlbums(db, language, matchId),
    media.matchVideos(db, language, matchId),
  ]);
  const byAlbum = groupBy(images, (i) => i.album_id);
  return {
    albums: albums.map((a) => ({
      ...a,
      cover_image: fileUrl(a.cover_image),
      images: (byAlbum.get(a.id) ?? []).map((i) => ({ id: i.id, path: fileUrl(i.path) ?? '', caption: i.caption })),
    })),
    videos: videos.map((v) => ({ ...v, thumbnail: fileUrl(v.thumbnail) })),
  };
}
