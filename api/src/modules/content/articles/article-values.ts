// An editor's body as the row a save writes: texts trimmed (an empty one is no text), HTML
// sanitised with the product's one allow-list (lib/html.ts), tags trimmed and unique, and the
// slug made from what was typed or from the title (transliterated Kazakh or Russian).
import type { ArticleBody } from '@league/shared/contracts';
import { sanitizeStaffHtml } from '../../../lib/html';
import { slugFrom } from '../../../lib/slug';
import type { ArticleValues } from './articles.repository';

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function articleValues(body: ArticleBody): Omit<ArticleValues, 'slug'> {
  const tags = [...new Set((body.tags ?? []).map((t) => t.trim()).filter(Boolean))];
  return {
    title_kk: body.title_kk.trim(),
    title_ru: clean(body.title_ru),
    title_en: clean(body.title_en),
    lead_kk: clean(body.lead_kk),
    lead_ru: clean(body.lead_ru),
    lead_en: clean(body.lead_en),
    body_kk: sanitizeStaffHtml(body.body_kk),
    body_ru: sanitizeStaffHtml(body.body_ru),
    body_en: sanitizeStaffHtml(body.body_en),
    seo_title_kk: clean(body.seo_title_kk),
    seo_title_ru: clean(body.seo_title_ru),
    seo_title_en: clean(body.seo_title_en),
    seo_description_kk: clean(body.seo_description_kk),
    seo_description_ru: clean(body.seo_description_ru),
    seo_description_en: clean(body.seo_description_en),
    image: clean(body.image),
    tags,
  };
}

/** The slug the editor typed (normalised), or null to make one from the title. */
export function typedSlug(body: ArticleBody): string | null {
  const typed = clean(body.slug);
  return typed ? slugFrom(typed, 'news') : null;
}

/** A slug from the title: Kazakh first, then Russian, then English. */
export const titleSlug = (body: ArticleBody, fallback: string) =>
  slugFrom(clean(body.title_kk) ?? clean(body.title_ru) ?? clean(body.title_en) ?? '', fallback);
