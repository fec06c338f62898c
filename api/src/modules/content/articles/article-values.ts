// An editor's body as the row a save writes: texts trimmed (an empty one is no text), HTML
// sanitised with the product's one allow-list (lib/html.ts), tags trimmed and unique, and the
// slug made from what was typed or from the title (transliterated Kazakh or Russian).
import type { ArticleBody } from '@league/shared/contracts';
import { sanitizeStaffHtml } from '../../../lib/html';
import { slugFrom } from '../../../lib/slug';
import type { ArticleValues } from './articles.repository';
import { orNull } from '../../../lib/text';

export function articleValues(body: ArticleBody): Omit<ArticleValues, 'slug'> {
  const tags = [...new Set((body.tags ?? []).map((t) => t.trim()).filter(Boolean))];
  return {
    title_kk: body.title_kk.trim(),
    title_ru: orNull(body.title_ru),
    title_en: orNull(body.title_en),
    lead_kk: orNull(body.lead_kk),
    lead_ru: orNull(body.lead_ru),
    lead_en: orNull(body.lead_en),
    body_kk: sanitizeStaffHtml(body.body_kk),
    body_ru: sanitizeStaffHtml(body.body_ru),
    body_en: sanitizeStaffHtml(body.body_en),
    seo_title_kk: orNull(body.seo_title_kk),
    seo_title_ru: orNull(body.seo_title_ru),
    seo_title_en: orNull(body.seo_title_en),
    seo_description_kk: orNull(body.seo_description_kk),
    seo_description_ru: orNull(body.seo_description_ru),
    seo_description_en: orNull(body.seo_description_en),
    image: orNull(body.image),
    tags,
  };
}

/** The slug the editor typed (normalised), or null to make one from the title. */
export function typedSlug(body: ArticleBody): string | null {
  const typed = orNull(body.slug);
  return typed ? slugFrom(typed, 'news') : null;
}

/** A slug from the title: Kazakh first, then Russian, then English. */
export const titleSlug = (body: ArticleBody, fallback: string) =>
  slugFrom(orNull(body.title_kk) ?? orNull(body.title_ru) ?? orNull(body.title_en) ?? '', fallback);
