// The content area of the cabinet (super_admin, media_manager): news and sport analytics with
// their lifecycle, and the pictures uploaded for them. Texts in kk (required), ru and en side by
// side; HTML is sanitised by the API when saved (ADR 0262); every save names the version it
// edits and a stale one is refused with 409 and the current item (ADR 0261).
import { any, array, type Infer, integer, nullable, object, optional, size, string, type } from 'superstruct';
import { paginatedEnvelope } from './common';
import { Picture } from './content';
import { successEnvelope } from './envelope';
import { dateTimeText, fromQuery, id, int, isoDateTime, oneOf, text, translatedText, translatedValues } from './fields';
import { listQuery } from './list-query';

export const ARTICLE_KINDS = ['news', 'analytics'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_LIMITS = {
  title: 255,
  lead: 1000,
  /** Characters of HTML in one language. */
  body: 200_000,
  seoTitle: 120,
  seoDescription: 320,
  slug: 80,
  tag: 40,
  tags: 20,
  links: 20,
} as const;

const optionalText = (max: number) => optional(nullable(text({ max })));
const ids = () => optional(size(array(id()), 0, ARTICLE_LIMITS.links));

export const ArticleKindParams = object({ kind: oneOf(ARTICLE_KINDS) });
export type ArticleKindParams = Infer<typeof ArticleKindParams>;
export const ArticleParams = object({ kind: oneOf(ARTICLE_KINDS), id: fromQuery(id()) });
export type ArticleParams = Infer<typeof ArticleParams>;

export const ArticlesQuery = listQuery({
  sort: ['updated_at', 'published_at', 'title'],
  filters: { status: optional(oneOf(ARTICLE_STATUSES)) },
});
export type ArticlesQuery = Infer<typeof ArticlesQuery>;

/** A news item or an analytics article as the editor sends it. Links and tags are news only. */
export const ArticleBody = object({
  ...translatedText('title', { required: true, max: ARTICLE_LIMITS.title }),
  ...translatedText('lead', { max: ARTICLE_LIMITS.lead }),
  ...translatedText('body', { max: ARTICLE_LIMITS.body }),
  ...translatedText('seo_title', { max: ARTICLE_LIMITS.seoTitle }),
  ...translatedText('seo_description', { max: ARTICLE_LIMITS.seoDescription }),
  /** Made from the title when empty (transliterated); must be free. */
  slug: optionalText(ARTICLE_LIMITS.slug),
  /** The cover: a path the picture upload answered. */
  image: optionalText(300),
  tags: optional(size(array(text({ required: true, max: ARTICLE_LIMITS.tag })), 0, ARTICLE_LIMITS.tags)),
  team_ids: ids(),
  tournament_ids: ids(),
  match_ids: ids(),
  /** The version the editor loaded; required when saving an existing item. */
  version: optional(int({ min: 1 })),
});
export type ArticleBody = Infer<typeof ArticleBody>;

/** Publish now, schedule (with `publish_at` in the future), take back to draft, or unpublish. */
export const ArticleStatusBody = object({
  status: oneOf(ARTICLE_STATUSES),
  publish_at: optional(nullable(isoDateTime())),
  version: int({ min: 1 }),
});
export type ArticleStatusBody = Infer<typeof ArticleStatusBody>;

export const ArticleLink = type({
  kind: oneOf(['team', 'tournament', 'match'] as const),
  id: integer(),
  title: string(),
});
export type ArticleLink = Infer<typeof ArticleLink>;

export const CabinetArticleListItem = type({
  id: integer(),
  kind: oneOf(ARTICLE_KINDS),
  slug: string(),
  title: string(),
  status: oneOf(ARTICLE_STATUSES),
  publish_at: nullable(dateTimeText()),
  published_at: nullable(dateTimeText()),
  updated_at: dateTimeText(),
  picture: nullable(Picture),
});
export type CabinetArticleListItem = Infer<typeof CabinetArticleListItem>;
export const CabinetArticlesResponse = paginatedEnvelope(CabinetArticleListItem);
export type CabinetArticlesResponse = Infer<typeof CabinetArticlesResponse>;

export const CabinetArticle = type({
  id: integer(),
  kind: oneOf(ARTICLE_KINDS),
  slug: string(),
  status: oneOf(ARTICLE_STATUSES),
  version: integer(),
  ...translatedValues('title', { required: true }),
  ...translatedValues('lead'),
  ...translatedValues('body'),
  ...translatedValues('seo_title'),
  ...translatedValues('seo_description'),
  image: nullable(string()),
  picture: nullable(Picture),
  tags: array(string()),
  team_ids: array(integer()),
  tournament_ids: array(integer()),
  match_ids: array(integer()),
  /** The linked teams, tournaments and matches with their titles (for the editor's chips). */
  links: array(ArticleLink),
  publish_at: nullable(dateTimeText()),
  published_at: nullable(dateTimeText()),
  updated_at: dateTimeText(),
  /** The public page's address (unprefixed). */
  public_path: string(),
});
export type CabinetArticle = Infer<typeof CabinetArticle>;
export const CabinetArticleResponse = successEnvelope(CabinetArticle);
export type CabinetArticleResponse = Infer<typeof CabinetArticleResponse>;

/** The multipart form of a picture upload (field `file`; read by the route, not by this contract). */
export const PictureUploadBody = object({ file: optional(any()) });
export type PictureUploadBody = Infer<typeof PictureUploadBody>;
export const UploadedPicture = type({
  /** The path to store in the item (its cover, a logo, a photo). */
  path: string(),
  url: string(),
  picture: Picture,
});
export type UploadedPicture = Infer<typeof UploadedPicture>;
export const UploadedPictureResponse = successEnvelope(UploadedPicture);
export type UploadedPictureResponse = Infer<typeof UploadedPictureResponse>;

/** Link choices of the editor: teams, tournaments and matches found by a search. */
export const LinkSearchQuery = object({
  /** Teams when left out. */
  kind: optional(oneOf(['team', 'tournament', 'match'] as const)),
  q: optional(text({ max: 100 })),
});
export type LinkSearchQuery = Infer<typeof LinkSearchQuery>;
export const LinkSearchResponse = successEnvelope(array(ArticleLink));
export type LinkSearchResponse = Infer<typeof LinkSearchResponse>;

export const ArticleDeletedResponse = successEnvelope(type({ id: integer() }));
export type ArticleDeletedResponse = Infer<typeof ArticleDeletedResponse>;
