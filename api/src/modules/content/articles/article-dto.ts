// Rows of the cabinet's news and analytics as the answers of shared/contracts/cabinet-content.
import type {
  ArticleKind,
  ArticleLink,
  CabinetArticle,
  CabinetArticleListItem,
  Language,
} from '@league/shared/contracts';
import { pick } from '../../../db/localized';
import { pictureOf, type VariantRow } from '../pictures/picture';
import type { ArticleRow } from './articles.repository';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The public page of an item (unprefixed). */
export const publicPath = (kind: ArticleKind, slug: string) =>
  kind === 'news' ? `/news/${slug}` : `/sport-analytics/${slug}`;

export function toCabinetArticle(
  kind: ArticleKind,
  row: ArticleRow,
  links: ArticleLink[],
  variant: VariantRow | undefined,
): CabinetArticle {
  const idsOf = (k: ArticleLink['kind']) => links.filter((l) => l.kind === k).map((l) => l.id);
  return {
    ...row,
    kind,
    tags: row.tags ?? [],
    picture: pictureOf(variant),
    team_ids: idsOf('team'),
    tournament_ids: idsOf('tournament'),
    match_ids: idsOf('match'),
    links,
    publish_at: iso(row.publish_at),
    published_at: row.status === 'published' || row.status === 'unpublished' ? iso(row.published_at) : null,
    updated_at: iso(row.updated_at)!,
    public_path: publicPath(kind, row.slug),
  };
}

export function toListItem(
  kind: ArticleKind,
  language: Language,
  row: {
    id: number;
    slug: string;
    status: CabinetArticleListItem['status'];
    image: string | null;
    publish_at: Date | null;
    published_at: Date | null;
    updated_at: Date;
  } & Record<string, unknown>,
  variant: VariantRow | undefined,
): CabinetArticleListItem {
  return {
    id: row.id,
    kind,
    slug: row.slug,
    title: pick(row, 'title', language),
    status: row.status,
    publish_at: iso(row.publish_at),
    published_at: row.status === 'published' || row.status === 'unpublished' ? iso(row.published_at) : null,
    updated_at: iso(row.updated_at)!,
    picture: pictureOf(variant),
  };
}
