// Public content tables. Every visitor-readable text has _kk, _ru and _en columns.
import type { GeneratedAlways } from 'kysely';
import type {
  CreatedAt,
  DateOnly,
  Id,
  Localized,
  NullableTimestamp,
  OptionalLocalized,
  Timestamp,
  WithDefault,
} from '../../db/types';

export type ArticleStatus = 'draft' | 'scheduled' | 'published' | 'unpublished';

/** What news and sport analytics share: title, lead, body and SEO texts, the lifecycle, the version and the author. */
export interface ArticleColumns
  extends Localized<'title'>,
    OptionalLocalized<'lead'>,
    OptionalLocalized<'body'>,
    OptionalLocalized<'seo_title'>,
    OptionalLocalized<'seo_description'> {
  status: WithDefault<ArticleStatus>;
  /** When a scheduled item goes out. */
  publish_at: NullableTimestamp;
  /** Moved by every save; a save naming another version is refused (409). */
  version: WithDefault<number>;
  author_id: number | null;
  /** status = 'published', computed by the database. */
  is_published: GeneratedAlways<boolean>;
}

export interface NewsTable extends ArticleColumns {
  id: Id;
  slug: string;
  published_at: Timestamp;
  image: string | null;
  tags: WithDefault<string[]>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A news item's link to one team, tournament or match (exactly one of the three is set). */
export interface NewsLinkTable {
  id: Id;
  news_id: number;
  team_id: number | null;
  tournament_id: number | null;
  match_id: number | null;
}

/** The responsive copies of an uploaded picture, keyed by the stored path of its largest JPEG. */
export interface ImageVariantTable {
  path: string;
  width: number;
  height: number;
  /** The widths made, ascending; each in WebP and JPEG. */
  widths: number[];
  created_at: CreatedAt;
}

export interface MediaAlbumTable extends Localized<'title'> {
  id: Id;
  version: WithDefault<number>;
  slug: string;
  date: DateOnly;
  cover_image: string | null;
  tournament_id: number | null;
  match_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MediaImageTable extends OptionalLocalized<'caption'> {
  id: Id;
  album_id: number;
  path: string;
  sort: WithDefault<number>;
}

export interface VideoTable extends Localized<'title'> {
  id: Id;
  version: WithDefault<number>;
  season_id: number | null;
  tournament_id: number | null;
  match_id: number | null;
  url: string;
  thumbnail: string | null;
  published_at: Timestamp;
  created_at: CreatedAt;
}

export interface PressItemTable extends Localized<'title'> {
  id: Id;
  version: WithDefault<number>;
  year: number;
  source: string | null;
  url: string | null;
  image: string | null;
  published_at: DateOnly | null;
  created_at: CreatedAt;
}

export interface SportAnalyticsTable extends ArticleColumns {
  id: Id;
  slug: string;
  year: number;
  image: string | null;
  file_path: string | null;
  file_size: number | null;
  file_mime: string | null;
  published_at: Timestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Static pages: about, history, cookies, privacy-policy, advertising, partner. */
export interface PageTable extends Localized<'title'>, OptionalLocalized<'body'> {
  id: Id;
  version: WithDefault<number>;
  slug: string;
  updated_at: CreatedAt;
}

export interface BannerTable extends OptionalLocalized<'title'> {
  id: Id;
  version: WithDefault<number>;
  /** Where it shows, e.g. 'home_top', 'sidebar'. */
  placement: string;
  image: string;
  url: string | null;
  sort: WithDefault<number>;
  is_active: WithDefault<boolean>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface PartnerTable extends Localized<'name'> {
  id: Id;
  version: WithDefault<number>;
  logo: string | null;
  url: string | null;
  kind: WithDefault<'general' | 'official' | 'media' | 'partner'>;
  sort: WithDefault<number>;
  is_active: WithDefault<boolean>;
  created_at: CreatedAt;
}

/** Ambassadors of the league. */
export interface TrusteeTable extends Localized<'full_name'>, OptionalLocalized<'description'> {
  id: Id;
  version: WithDefault<number>;
  slug: string;
  photo: string | null;
  sort: WithDefault<number>;
  kind: WithDefault<'trustee' | 'ambassador'>;
  created_at: CreatedAt;
}

export interface EmployeeTable extends Localized<'full_name'>, OptionalLocalized<'position'> {
  id: Id;
  version: WithDefault<number>;
  photo: string | null;
  email: string | null;
  phone: string | null;
  sort: WithDefault<number>;
  created_at: CreatedAt;
}

export interface PublicDocumentTable extends Localized<'title'> {
  id: Id;
  version: WithDefault<number>;
  category: string | null;
  file_path: string;
  size_bytes: number;
  mime: string;
  sort: WithDefault<number>;
  year: number | null;
  published_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A contact line: kind 'phone' | 'email' | 'address' | 'instagram' …; the value may differ per language. */
export interface ContactTable extends Localized<'value'> {
  id: Id;
  version: WithDefault<number>;
  kind: string;
  url: string | null;
  sort: WithDefault<number>;
}

export interface ContentTables {
  news: NewsTable;
  news_links: NewsLinkTable;
  image_variants: ImageVariantTable;
  media_albums: MediaAlbumTable;
  media_images: MediaImageTable;
  videos: VideoTable;
  press_items: PressItemTable;
  sport_analytics: SportAnalyticsTable;
  pages: PageTable;
  banners: BannerTable;
  partners: PartnerTable;
  trustees: TrusteeTable;
  employees: EmployeeTable;
  public_documents: PublicDocumentTable;
  contacts: ContactTable;
}
