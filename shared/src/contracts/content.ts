// Public content: GET /news-years, /news, /news/{slug}, /news-and-analytics/{id}, /about,
// /about/trustees, /about/employees, /banners, /partners, /contacts, /video, /pages/{slug},
// /media, /media/{slug}, /press-years, /press, /advertising, /sport-analytics-years,
// /sport-analytics, /sport-analytics/{slug}, /documents, /documents/{id}.
// Texts come in the request's language (kk when a translation is missing); HTML bodies are
// written by staff and sanitised by the page that shows them.
import {
  array,
  assign,
  boolean,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { dateText, dateTimeText, fromQuery, id, int, text } from './fields';
import { successEnvelope } from './envelope';
import { paginatedEnvelope, PaginationMeta, SeasonRef } from './common';
import { pageFields } from './list-query';

const YEAR = () => fromQuery(int({ min: 2000, max: 2100 }));

/** A list of years that have items, newest first. */
export const YearsResponse = successEnvelope(array(number()));
export type YearsResponse = Infer<typeof YearsResponse>;

/** `{id}` of a path: digits only. */
export const ContentIdParams = object({ id: fromQuery(id()) });
export type ContentIdParams = Infer<typeof ContentIdParams>;

/** `{slug}` of a path (an unknown slug is a 404). */
export const ContentSlugParams = object({ slug: text({ required: true, max: 200 }) });
export type ContentSlugParams = Infer<typeof ContentSlugParams>;

// ---------------------------------------------------------------- pictures

/**
 * The responsive copies of an uploaded picture (ADR 0263): `src` is a JPEG of a middle width
 * for browsers that take nothing else, `srcset` the JPEG widths and `srcset_webp` the WebP ones
 * ("…-640.webp 640w, …"); `width` × `height` is the original's shape (no layout shift).
 */
export const Picture = type({
  src: string(),
  width: integer(),
  height: integer(),
  srcset: string(),
  srcset_webp: string(),
});
export type Picture = Infer<typeof Picture>;

// ---------------------------------------------------------------- news

export const NewsQuery = object({
  ...pageFields,
  year: optional(YEAR()),
  tag: optional(text({ max: 60 })),
  team_id: optional(fromQuery(id())),
  match_id: optional(fromQuery(id())),
});
export type NewsQuery = Infer<typeof NewsQuery>;

export const NewsListItem = type({
  id: integer(),
  slug: string(),
  title: string(),
  lead: nullable(string()),
  /** Site-relative or absolute URL of the picture. */
  image: nullable(string()),
  /** Its responsive copies, when it was uploaded from the cabinet. */
  picture: optional(nullable(Picture)),
  /** ISO 8601 (UTC). */
  published_at: dateTimeText(),
  tags: array(string()),
});
export type NewsListItem = Infer<typeof NewsListItem>;
export const NewsListResponse = paginatedEnvelope(NewsListItem);
export type NewsListResponse = Infer<typeof NewsListResponse>;

export const NewsDetail = type({
  id: integer(),
  slug: string(),
  title: string(),
  lead: nullable(string()),
  /** Staff-written HTML, sanitised when it was saved; an embedded video is a placeholder until tapped. */
  body: nullable(string()),
  image: nullable(string()),
  picture: optional(nullable(Picture)),
  published_at: dateTimeText(),
  /** The last change (JSON-LD `dateModified`). */
  updated_at: optional(dateTimeText()),
  /** Who wrote it (JSON-LD `author`); null: the league. */
  author: optional(nullable(string())),
  seo_title: optional(nullable(string())),
  seo_description: optional(nullable(string())),
  tags: array(string()),
  /** The first linked team, match and tournament (the lists below have them all). */
  team_id: nullable(integer()),
  match_id: nullable(integer()),
  tournament_id: nullable(integer()),
  team_ids: optional(array(integer())),
  match_ids: optional(array(integer())),
  tournament_ids: optional(array(integer())),
  /** A few other recent news items. */
  related: array(NewsListItem),
});
export type NewsDetail = Infer<typeof NewsDetail>;
export const NewsDetailResponse = successEnvelope(NewsDetail);
export type NewsDetailResponse = Infer<typeof NewsDetailResponse>;

// ---------------------------------------------------------------- sport analytics

export const AnalyticsQuery = object({ ...pageFields, year: optional(YEAR()) });
export type AnalyticsQuery = Infer<typeof AnalyticsQuery>;

export const AnalyticsListItem = type({
  id: integer(),
  slug: string(),
  year: number(),
  title: string(),
  lead: nullable(string()),
  image: nullable(string()),
  published_at: dateTimeText(),
});
export type AnalyticsListItem = Infer<typeof AnalyticsListItem>;
export const AnalyticsListResponse = paginatedEnvelope(AnalyticsListItem);
export type AnalyticsListResponse = Infer<typeof AnalyticsListResponse>;

export const AttachedFile = type({
  url: string(),
  /** Bytes. */
  size: number(),
  mime: string(),
  /** True when the file name ends with .pdf (opened in the browser). */
  is_pdf: boolean(),
});
export type AttachedFile = Infer<typeof AttachedFile>;

export const AnalyticsDetail = type({
  id: integer(),
  slug: string(),
  year: number(),
  title: string(),
  lead: nullable(string()),
  body: nullable(string()),
  image: nullable(string()),
  published_at: dateTimeText(),
  file: nullable(AttachedFile),
});
export type AnalyticsDetail = Infer<typeof AnalyticsDetail>;
export const AnalyticsDetailResponse = successEnvelope(AnalyticsDetail);
export type AnalyticsDetailResponse = Infer<typeof AnalyticsDetailResponse>;

/** GET /news-and-analytics/{id}: the news item with that id, plus the latest news and analytics. */
export const NewsAndAnalytics = type({
  item: NewsDetail,
  news: array(NewsListItem),
  analytics: array(AnalyticsListItem),
});
export type NewsAndAnalytics = Infer<typeof NewsAndAnalytics>;
export const NewsAndAnalyticsResponse = successEnvelope(NewsAndAnalytics);
export type NewsAndAnalyticsResponse = Infer<typeof NewsAndAnalyticsResponse>;

// ---------------------------------------------------------------- media albums

export const MediaQuery = object({ ...pageFields });
export type MediaQuery = Infer<typeof MediaQuery>;

/** A photo album as every answer names it: its address (slug), title and day. */
export const AlbumName = type({
  id: integer(),
  slug: string(),
  title: string(),
  /** 'YYYY-MM-DD' */
  date: dateText(),
});

/** An album's name and cover, as the public pages show it. */
export const MediaAlbumHead = assign(AlbumName, type({ cover_image: nullable(string()) }));

export const MediaAlbumListItem = assign(
  MediaAlbumHead,
  type({ cover_picture: optional(nullable(Picture)), images_count: number() }),
);
export type MediaAlbumListItem = Infer<typeof MediaAlbumListItem>;
export const MediaListResponse = paginatedEnvelope(MediaAlbumListItem);
export type MediaListResponse = Infer<typeof MediaListResponse>;

export const MediaImage = type({
  id: integer(),
  url: string(),
  caption: nullable(string()),
  picture: optional(nullable(Picture)),
});
export type MediaImage = Infer<typeof MediaImage>;

export const MediaAlbum = assign(
  MediaAlbumHead,
  type({ match_id: nullable(integer()), tournament_id: nullable(integer()), images: array(MediaImage) }),
);
export type MediaAlbum = Infer<typeof MediaAlbum>;
export const MediaAlbumResponse = successEnvelope(MediaAlbum);
export type MediaAlbumResponse = Infer<typeof MediaAlbumResponse>;

// ---------------------------------------------------------------- videos

export const VideoQuery = object({ ...pageFields, season_id: optional(fromQuery(id())) });
export type VideoQuery = Infer<typeof VideoQuery>;

export const VideoItem = type({
  id: integer(),
  title: string(),
  url: string(),
  /** A privacy-friendly embed URL for YouTube links, null for other hosts. */
  embed_url: nullable(string()),
  thumbnail: nullable(string()),
  published_at: dateTimeText(),
  season_id: nullable(integer()),
  match_id: nullable(integer()),
});
export type VideoItem = Infer<typeof VideoItem>;

/** Paginated videos; `meta.seasons` lists the seasons that have videos (for the filter). */
export const VideoListResponse = type({
  success: literal(true),
  data: array(VideoItem),
  meta: assign(PaginationMeta, type({ seasons: array(SeasonRef) })),
});
export type VideoListResponse = Infer<typeof VideoListResponse>;

// ---------------------------------------------------------------- press

export const PressQuery = object({ ...pageFields, year: optional(YEAR()) });
export type PressQuery = Infer<typeof PressQuery>;

export const PressItem = type({
  id: integer(),
  year: number(),
  title: string(),
  source: nullable(string()),
  url: nullable(string()),
  image: nullable(string()),
  /** The image's responsive copies, when it was uploaded from the cabinet. */
  picture: optional(nullable(Picture)),
  /** 'YYYY-MM-DD' */
  published_at: nullable(dateText()),
});
export type PressItem = Infer<typeof PressItem>;
export const PressListResponse = paginatedEnvelope(PressItem);
export type PressListResponse = Infer<typeof PressListResponse>;

// ---------------------------------------------------------------- static pages

export const PageBlockItem = type({
  title: string(),
  text: optional(nullable(string())),
  /** A figure for a stats block ('120+'). */
  value: optional(nullable(string())),
  icon: optional(nullable(string())),
});
export type PageBlockItem = Infer<typeof PageBlockItem>;

/** Structured parts of a page (the general-partner page: services, stats, reliability). */
export const PageBlocks = type({
  services: optional(array(PageBlockItem)),
  stats: optional(array(PageBlockItem)),
  reliability: optional(array(PageBlockItem)),
});
export type PageBlocks = Infer<typeof PageBlocks>;

export const ContentPage = type({
  slug: string(),
  title: string(),
  /** Staff-written HTML. */
  body: nullable(string()),
  blocks: nullable(PageBlocks),
  updated_at: dateTimeText(),
});
export type ContentPage = Infer<typeof ContentPage>;
export const ContentPageResponse = successEnvelope(ContentPage);
export type ContentPageResponse = Infer<typeof ContentPageResponse>;

export const LeagueNumbers = type({
  clubs: number(),
  teams: number(),
  players: number(),
  tournaments: number(),
  matches: number(),
});
export type LeagueNumbers = Infer<typeof LeagueNumbers>;

/** GET /about: the 'about' page and a few league figures. */
export const About = type({ page: nullable(ContentPage), numbers: LeagueNumbers });
export type About = Infer<typeof About>;
export const AboutResponse = successEnvelope(About);
export type AboutResponse = Infer<typeof AboutResponse>;

// ---------------------------------------------------------------- people, partners, contacts

export const Trustee = type({
  id: integer(),
  slug: string(),
  full_name: string(),
  description: nullable(string()),
  photo: nullable(string()),
  /** The photo's responsive copies, when it was uploaded from the cabinet. */
  picture: optional(nullable(Picture)),
});
export type Trustee = Infer<typeof Trustee>;
export const TrusteesResponse = successEnvelope(array(Trustee));
export type TrusteesResponse = Infer<typeof TrusteesResponse>;

export const Employee = type({
  id: integer(),
  full_name: string(),
  position: nullable(string()),
  photo: nullable(string()),
  /** The photo's responsive copies, when it was uploaded from the cabinet. */
  picture: optional(nullable(Picture)),
  email: nullable(string()),
  phone: nullable(string()),
});
export type Employee = Infer<typeof Employee>;
export const EmployeesResponse = successEnvelope(array(Employee));
export type EmployeesResponse = Infer<typeof EmployeesResponse>;

export const BannersQuery = object({ placement: optional(text({ max: 60 })) });
export type BannersQuery = Infer<typeof BannersQuery>;
export const Banner = type({
  id: integer(),
  placement: string(),
  title: nullable(string()),
  image: string(),
  url: nullable(string()),
});
export type Banner = Infer<typeof Banner>;
export const BannersResponse = successEnvelope(array(Banner));
export type BannersResponse = Infer<typeof BannersResponse>;

/** GET /advertising: the 'advertising' page and the banners on show now (the advertising places). */
export const Advertising = type({ page: nullable(ContentPage), banners: array(Banner) });
export type Advertising = Infer<typeof Advertising>;
export const AdvertisingResponse = successEnvelope(Advertising);
export type AdvertisingResponse = Infer<typeof AdvertisingResponse>;

export const PARTNER_KINDS = ['general', 'official', 'media', 'partner'] as const;
export const Partner = type({
  id: integer(),
  name: string(),
  logo: nullable(string()),
  url: nullable(string()),
  kind: string(),
});
export type Partner = Infer<typeof Partner>;
export const PartnersResponse = successEnvelope(array(Partner));
export type PartnersResponse = Infer<typeof PartnersResponse>;

export const Contact = type({ id: integer(), kind: string(), value: string(), url: nullable(string()) });
export type Contact = Infer<typeof Contact>;
export const ContactsResponse = successEnvelope(array(Contact));
export type ContactsResponse = Infer<typeof ContactsResponse>;

// ---------------------------------------------------------------- documents

/** A document of the documents page: its title and category, its file, when it was published. */
export const PublicDocument = assign(
  type({ id: integer(), title: string(), category: nullable(string()) }),
  AttachedFile,
  type({ published_at: nullable(dateTimeText()) }),
);
export type PublicDocument = Infer<typeof PublicDocument>;
export const DocumentsResponse = successEnvelope(array(PublicDocument));
export type DocumentsResponse = Infer<typeof DocumentsResponse>;
export const DocumentResponse = successEnvelope(PublicDocument);
export type DocumentResponse = Infer<typeof DocumentResponse>;
