// The small items of the content area (ADR 0265): videos by link, press items, partners, banners,
// the league's people (employees; trustees and ambassadors), public documents, contact lines and
// the league's pages (about, history, advertising …). Each kind has its own body contract; every
// item answers in one shape (its id, version and the stored values) and every save names the
// version it edits (409 with the current item otherwise).
import {
  any,
  boolean,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  record,
  refine,
  string,
  type Struct,
  type,
  unknown,
} from 'superstruct';
import { paginatedEnvelope } from './common';
import { PARTNER_KINDS, Picture } from './content';
import { successEnvelope } from './envelope';
import { fromQuery, id, int, isoDate, isoDateTime, link, oneOf, ruleFailure, text, translatedText } from './fields';
import { listQuery } from './list-query';

const optionalText = (max: number) => optional(nullable(text({ max })));
const picture = () => optionalText(300);
const sort = () => optional(int({ min: 0, max: 10_000 }));
const version = () => optional(int({ min: 1 }));

/** Where a video may be played from: its page on YouTube, VK, Instagram or Vimeo. */
export const VIDEO_HOSTS =
  /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|vk\.com|vkvideo\.ru|instagram\.com|vimeo\.com)\//i;
const videoLink = () =>
  refine(link(), 'video_host', (value) => (VIDEO_HOSTS.test(value) ? true : ruleFailure('video_host')));

export const BANNER_PLACEMENTS = ['home_top', 'home_middle', 'sidebar', 'footer'] as const;
export const PAGE_SLUGS = ['about', 'history', 'advertising', 'partner', 'cookies', 'privacy-policy'] as const;

/** Each kind's body, as its form sends it. */
export const CATALOGUE_BODIES = {
  videos: object({
    ...translatedText('title', { required: true, max: 255 }),
    url: videoLink(),
    thumbnail: picture(),
    season_id: optional(nullable(id())),
    match_id: optional(nullable(id())),
    published_at: optional(nullable(isoDateTime())),
    version: version(),
  }),
  press: object({
    ...translatedText('title', { required: true, max: 255 }),
    source: optionalText(200),
    url: optional(nullable(link())),
    image: picture(),
    published_at: optional(nullable(isoDate())),
    version: version(),
  }),
  partners: object({
    ...translatedText('name', { required: true, max: 255 }),
    url: optional(nullable(link())),
    logo: picture(),
    kind: optional(oneOf(PARTNER_KINDS)),
    sort: sort(),
    is_active: optional(boolean()),
    version: version(),
  }),
  banners: object({
    ...translatedText('title', { max: 255 }),
    placement: oneOf(BANNER_PLACEMENTS),
    image: text({ required: true, max: 300 }),
    url: optional(nullable(link())),
    starts_at: optional(nullable(isoDateTime())),
    ends_at: optional(nullable(isoDateTime())),
    is_active: optional(boolean()),
    sort: sort(),
    version: version(),
  }),
  employees: object({
    ...translatedText('full_name', { required: true, max: 255 }),
    ...translatedText('position', { max: 255 }),
    photo: picture(),
    email: optionalText(254),
    phone: optionalText(40),
    sort: sort(),
    version: version(),
  }),
  trustees: object({
    ...translatedText('full_name', { required: true, max: 255 }),
    ...translatedText('description', { max: 2000 }),
    kind: optional(oneOf(['trustee', 'ambassador'] as const)),
    photo: picture(),
    sort: sort(),
    version: version(),
  }),
  documents: object({
    ...translatedText('title', { required: true, max: 255 }),
    category: optionalText(100),
    year: optional(nullable(int({ min: 2000, max: 2100 }))),
    /** The PDF's stored path, as the document upload answered it; a new one replaces the file. */
    file_path: text({ required: true, max: 300 }),
    sort: sort(),
    version: version(),
  }),
  contacts: object({
    kind: oneOf(['phone', 'email', 'address', 'instagram', 'facebook', 'telegram', 'youtube', 'whatsapp'] as const),
    ...translatedText('value', { required: true, max: 500 }),
    url: optional(nullable(link())),
    sort: sort(),
    version: version(),
  }),
  pages: object({
    slug: oneOf(PAGE_SLUGS),
    ...translatedText('title', { required: true, max: 255 }),
    ...translatedText('body', { max: 200_000 }),
    version: version(),
  }),
} as const satisfies Record<string, Struct<any, any>>;

export type CatalogueKind = keyof typeof CATALOGUE_BODIES;
export const CATALOGUE_KINDS = Object.keys(CATALOGUE_BODIES) as CatalogueKind[];
export type CatalogueBody<K extends CatalogueKind> = Infer<(typeof CATALOGUE_BODIES)[K]>;

export const CatalogueParams = object({ id: fromQuery(id()) });
export type CatalogueParams = Infer<typeof CatalogueParams>;
export const CatalogueQuery = listQuery({ sort: ['sort', 'title', 'created_at'] });
export type CatalogueQuery = Infer<typeof CatalogueQuery>;

/** One item of any kind: its stored values (texts in every language), with pictures' copies. */
export const CatalogueItem = type({
  id: integer(),
  version: integer(),
  /** The item's name in the reader's language (its title, name or full name). */
  label: string(),
  values: record(string(), unknown()),
  picture: nullable(Picture),
  /** The public address of a file or page the item has, if any. */
  url: nullable(string()),
});
export type CatalogueItem = Infer<typeof CatalogueItem>;
export const CatalogueItemResponse = successEnvelope(CatalogueItem);
export const CatalogueListResponse = paginatedEnvelope(CatalogueItem);

/** The multipart form of a document upload (field `file`, a PDF ≤ 20 MB). */
export const PublicDocumentUploadBody = object({ file: optional(any()) });
export const UploadedDocument = type({ path: string(), url: string(), size: integer() });
export const UploadedDocumentResponse = successEnvelope(UploadedDocument);
export type UploadedDocument = Infer<typeof UploadedDocument>;
