import type { CabinetArticle } from '@league/shared';
import { articleBodyOf, articleValuesOf, leagueTimeToIso } from './article-values';

const item = {
  id: 4,
  kind: 'news',
  slug: 'zhana-mausym',
  status: 'draft',
  version: 3,
  title_kk: 'Жаңа маусым',
  title_ru: null,
  title_en: 'New season',
  lead_kk: null,
  lead_ru: null,
  lead_en: null,
  body_kk: '<p>Мәтін</p>',
  body_ru: null,
  body_en: null,
  seo_title_kk: null,
  seo_title_ru: null,
  seo_title_en: null,
  seo_description_kk: null,
  seo_description_ru: null,
  seo_description_en: null,
  image: '2026-11/abc-1920.jpg',
  picture: { src: '/uploads/2026-11/abc-960.jpg', width: 1920, height: 1080, srcset: '', srcset_webp: '' },
  tags: ['a', 'b'],
  team_ids: [2],
  tournament_ids: [],
  match_ids: [9],
  links: [
    { kind: 'team', id: 2, title: 'Қайрат' },
    { kind: 'match', id: 9, title: 'Қайрат — Астана' },
  ],
  publish_at: null,
  published_at: null,
  updated_at: '2026-11-28T10:00:00.000Z',
  public_path: '/news/zhana-mausym',
} satisfies CabinetArticle;

test('an item becomes form values and comes back as the same body, with its version', () => {
  const values = articleValuesOf(item);
  expect(values).toMatchObject({
    title_kk: 'Жаңа маусым',
    title_ru: '',
    tags: 'a, b',
    version: 3,
    cover_url: '/uploads/2026-11/abc-960.jpg',
  });
  expect(articleBodyOf(values)).toMatchObject({
    title_kk: 'Жаңа маусым',
    title_ru: null,
    title_en: 'New season',
    body_kk: '<p>Мәтін</p>',
    slug: 'zhana-mausym',
    image: '2026-11/abc-1920.jpg',
    tags: ['a', 'b'],
    team_ids: [2],
    tournament_ids: [],
    match_ids: [9],
    version: 3,
  });
});

test('a new item has no version; empty texts are no text; tags split on commas', () => {
  const values = { ...articleValuesOf(null), title_kk: '  Тақырып ', tags: ' x, ,y ' };
  const body = articleBodyOf(values);
  expect(body.version).toBeUndefined();
  expect(body).toMatchObject({ title_kk: 'Тақырып', lead_kk: null, slug: null, tags: ['x', 'y'] });
});

test('a time typed in Almaty is an instant at UTC+5', () => {
  expect(new Date(leagueTimeToIso('2026-12-01T10:30')).toISOString()).toBe('2026-12-01T05:30:00.000Z');
});
