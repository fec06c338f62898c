// Public content endpoints on the seeded demo league: every answer matches its contract in
// kk, ru and en, unknown slugs/ids are 404 envelopes, bad query parameters never give a 500.
import {
  AboutResponse,
  AdvertisingResponse,
  AnalyticsDetailResponse,
  AnalyticsListResponse,
  BannersResponse,
  ContactsResponse,
  ContentPageResponse,
  DocumentResponse,
  DocumentsResponse,
  EmployeesResponse,
  ErrorEnvelope,
  MediaAlbumResponse,
  MediaListResponse,
  NewsAndAnalyticsResponse,
  NewsDetailResponse,
  NewsListResponse,
  PartnersResponse,
  PressListResponse,
  TrusteesResponse,
  VideoListResponse,
  YearsResponse,
} from '@league/shared/contracts';
import { sql } from 'kysely';
import { assert, type Struct } from 'superstruct';
import { dbTargets, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { fileUrl } from '../../../src/lib/file-url';
import { isPdf, youtubeEmbedUrl } from '../../../src/modules/content/content.service';

const LANGUAGES = ['kk', 'ru', 'en'] as const;

describe.each(dbTargets)('public content (%s)', (target) => {
  const t = suiteApp({ target, seed: 'demo' });

  async function get<T>(url: string, contract: Struct<T, unknown>, language: 'kk' | 'ru' | 'en' = 'kk'): Promise<T> {
    const response = await request(t.app, { method: 'GET', url: `/api/v1${url}`, language });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    const body = response.json();
    assert(body, contract);
    return body as T;
  }

  async function expectStatus(url: string, statuses: number[]) {
    const response = await request(t.app, { method: 'GET', url: `/api/v1${url}`, language: 'ru' });
    expect({ url, ok: statuses.includes(response.statusCode) }).toEqual({ url, ok: true });
    if (response.statusCode >= 400) assert(response.json(), ErrorEnvelope);
    return response;
  }

  test('every list endpoint answers 200 with its contract in kk, ru and en', async () => {
    const endpoints: Array<[string, Struct<any, unknown>]> = [
      ['/news-years', YearsResponse],
      ['/news', NewsListResponse],
      ['/sport-analytics-years', YearsResponse],
      ['/sport-analytics', AnalyticsListResponse],
      ['/media', MediaListResponse],
      ['/video', VideoListResponse],
      ['/press-years', YearsResponse],
      ['/press', PressListResponse],
      ['/about', AboutResponse],
      ['/about/trustees', TrusteesResponse],
      ['/about/employees', EmployeesResponse],
      ['/advertising', AdvertisingResponse],
      ['/banners', BannersResponse],
      ['/partners', PartnersResponse],
      ['/contacts', ContactsResponse],
      ['/documents', DocumentsResponse],
    ];
    for (const language of LANGUAGES) {
      for (const [url, contract] of endpoints) await get(url, contract, language);
    }
  });

  test('news: paginated, newest first, texts in the request language with kk fallback', async () => {
    const kk = await get('/news?per_page=5', NewsListResponse, 'kk');
    const ru = await get('/news?per_page=5', NewsListResponse, 'ru');
    const en = await get('/news?per_page=5', NewsListResponse, 'en');
    expect(kk.data.length).toBe(5);
    expect(kk.meta).toEqual({ total: expect.any(Number), page: 1, per_page: 5 });
    expect(kk.meta.total).toBeGreaterThan(5);
    expect(kk.data.map((n) => n.slug)).toEqual(ru.data.map((n) => n.slug));
    expect(kk.data[0].title).not.toBe(ru.data[0].title);
    expect(ru.data[0].title).not.toBe(en.data[0].title);
    const dates = kk.data.map((n) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    // A missing translation falls back to kk.
    const slug = kk.data[0].slug;
    await sql`update news set title_en = null where slug = ${slug}`.execute(t.db);
    const detail = await get(`/news/${slug}`, NewsDetailResponse, 'en');
    expect(detail.data.title).toBe(kk.data[0].title);
  });

  test('news: the second page continues the first; a page past the end is empty', async () => {
    const first = await get('/news?per_page=3', NewsListResponse);
    const second = await get('/news?per_page=3&page=2', NewsListResponse);
    expect(second.meta.page).toBe(2);
    expect(second.data[0]?.slug).not.toBe(first.data[0].slug);
    const far = await get('/news?page=1000', NewsListResponse);
    expect(far.data).toEqual([]);
  });

  test('news: year, tag, team and match filters', async () => {
    const years = await get('/news-years', YearsResponse);
    expect(years.data.length).toBeGreaterThan(0);
    expect([...years.data].sort((a, b) => b - a)).toEqual(years.data);
    const year = years.data[0];
    const byYear = await get(`/news?year=${year}&per_page=100`, NewsListResponse);
    expect(byYear.data.length).toBeGreaterThan(0);
    for (const item of byYear.data)
      expect(new Date(item.published_at).getUTCFullYear()).toBeGreaterThanOrEqual(year - 1);

    const tagged = await sql<{ tag: string }>`select unnest(tags) as tag from news limit 1`.execute(t.db);
    if (tagged.rows[0]) {
      const tag = tagged.rows[0].tag;
      const byTag = await get(`/news?tag=${encodeURIComponent(tag)}`, NewsListResponse);
      expect(byTag.data.length).toBeGreaterThan(0);
      for (const item of byTag.data) expect(item.tags).toContain(tag);
    }

    const linked = await sql<{
      match_id: number;
    }>`select match_id from news_links where match_id is not null limit 1`.execute(t.db);
    const byMatch = await get(`/news?match_id=${linked.rows[0]!.match_id}`, NewsListResponse);
    expect(byMatch.data.length).toBeGreaterThan(0);
    const none = await get('/news?team_id=999999', NewsListResponse);
    expect(none.data).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  test('news item by slug and by id (news-and-analytics); unpublished and future news stay hidden', async () => {
    const list = await get('/news?per_page=2', NewsListResponse);
    const item = await get(`/news/${list.data[0].slug}`, NewsDetailResponse, 'ru');
    expect(item.data.slug).toBe(list.data[0].slug);
    expect(item.data.related.some((other) => other.id === item.data.id)).toBe(false);

    const combined = await get(`/news-and-analytics/${item.data.id}`, NewsAndAnalyticsResponse, 'en');
    expect(combined.data.item.id).toBe(item.data.id);
    expect(combined.data.analytics.length).toBeGreaterThan(0);

    await sql`insert into news (slug, published_at, title_kk, status) values ('hidden-draft', '2025-01-01T00:00:00Z', 'Жоба', 'draft')`.execute(
      t.db,
    );
    await sql`insert into news (slug, published_at, title_kk) values ('future-news', '2030-01-01T00:00:00Z', 'Болашақ')`.execute(
      t.db,
    );
    await expectStatus('/news/hidden-draft', [404]);
    await expectStatus('/news/future-news', [404]);
    const all = await get('/news?per_page=100', NewsListResponse);
    expect(all.data.map((n) => n.slug)).not.toContain('future-news');
  });

  test('sport analytics: years, year filter, item with a PDF file', async () => {
    const years = await get('/sport-analytics-years', YearsResponse);
    expect(years.data).toEqual(expect.arrayContaining([2025]));
    const list = await get(`/sport-analytics?year=${years.data[0]}`, AnalyticsListResponse, 'ru');
    expect(list.data.length).toBeGreaterThan(0);
    for (const item of list.data) expect(item.year).toBe(years.data[0]);
    const item = await get(`/sport-analytics/${list.data[0].slug}`, AnalyticsDetailResponse, 'en');
    expect(item.data.file).toEqual(expect.objectContaining({ is_pdf: true, mime: 'application/pdf' }));
    expect(item.data.file!.url).toMatch(/^\/uploads\/.+\.pdf$/);
  });

  test('media: albums with picture counts, an album with its pictures', async () => {
    const list = await get('/media?per_page=4', MediaListResponse, 'en');
    expect(list.data.length).toBeGreaterThan(0);
    const album = await get(`/media/${list.data[0].slug}`, MediaAlbumResponse, 'kk');
    expect(album.data.images.length).toBe(list.data[0].images_count);
    expect(album.data.images[0].url).toMatch(/^\/uploads\//);
  });

  test('video: season filter, YouTube embeds and the seasons for the filter', async () => {
    const all = await get('/video?per_page=100', VideoListResponse, 'ru');
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.meta.seasons.length).toBeGreaterThan(0);
    const season = all.meta.seasons[0];
    const filtered = await get(`/video?season_id=${season.id}`, VideoListResponse);
    for (const video of filtered.data) expect(video.season_id).toBe(season.id);
    expect(all.data.some((video) => video.embed_url?.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  });

  test('press: years and the year filter', async () => {
    const years = await get('/press-years', YearsResponse);
    const list = await get(`/press?year=${years.data[0]}&per_page=100`, PressListResponse, 'en');
    expect(list.data.length).toBeGreaterThan(0);
    for (const item of list.data) expect(item.year).toBe(years.data[0]);
  });

  test('pages by slug in three languages; about with figures; advertising', async () => {
    const slugs = ['about', 'history', 'cookies', 'privacy-policy', 'advertising', 'partner'];
    for (const slug of slugs) {
      const titles = new Set<string>();
      for (const language of LANGUAGES)
        titles.add((await get(`/pages/${slug}`, ContentPageResponse, language)).data.title);
      expect(titles.size).toBe(3);
    }
    const about = await get('/about', AboutResponse, 'ru');
    expect(about.data.page?.slug).toBe('about');
    expect(about.data.numbers.players).toBeGreaterThan(0);
    const advertising = await get('/advertising', AdvertisingResponse, 'en');
    expect(advertising.data.page?.body).toBeTruthy();
  });

  test('page blocks (partner page) come in the request language with kk fallback', async () => {
    const blocks = {
      services: [{ title: 'Банк' }],
      stats: [{ title: 'клиент', value: '1 млн' }],
      reliability: [{ title: 'Сенім', text: 'Мәтін' }],
    };
    await sql`update pages set blocks_kk = ${JSON.stringify(blocks)}::jsonb, blocks_ru = null where slug = 'partner'`.execute(
      t.db,
    );
    const page = await get('/pages/partner', ContentPageResponse, 'ru');
    expect(page.data.blocks).toEqual(blocks);
  });

  test('people, partners (general first), banners by placement, contacts', async () => {
    const trustees = await get('/about/trustees', TrusteesResponse, 'en');
    expect(trustees.data.length).toBeGreaterThan(0);
    const employees = await get('/about/employees', EmployeesResponse, 'ru');
    expect(employees.data.length).toBeGreaterThan(0);
    const partners = await get('/partners', PartnersResponse);
    expect(partners.data[0].kind).toBe('general');
    const banners = await get('/banners?placement=home_top', BannersResponse);
    expect(banners.data.length).toBe(1);
    await sql`update banners set ends_at = '2020-01-01T00:00:00Z' where placement = 'sidebar'`.execute(t.db);
    const active = await get('/banners', BannersResponse);
    expect(active.data.map((b) => b.placement)).not.toContain('sidebar');
    const contacts = await get('/contacts', ContactsResponse, 'en');
    expect(contacts.data.length).toBeGreaterThan(0);
  });

  test('documents: url, size in bytes, mime and is_pdf; one document by id', async () => {
    const list = await get('/documents', DocumentsResponse, 'ru');
    expect(list.data.length).toBeGreaterThan(0);
    const first = list.data[0];
    expect(first).toEqual(expect.objectContaining({ is_pdf: true, mime: 'application/pdf', size: expect.any(Number) }));
    const one = await get(`/documents/${first.id}`, DocumentResponse, 'en');
    expect(one.data.id).toBe(first.id);
    expect(one.data.title).not.toBe(first.title);
  });

  test('unknown slugs and ids are 404 envelopes in the request language', async () => {
    for (const url of [
      '/news/no-such-news',
      '/media/no-such-album',
      '/sport-analytics/nope',
      '/pages/nope',
      '/documents/999999',
      '/news-and-analytics/999999',
    ]) {
      const response = await expectStatus(url, [404]);
      expect(response.json().message).toBe('Запрашиваемый ресурс не найден');
    }
  });

  test('bad query parameters are refused (400/422) or ignored, never a 500', async () => {
    const long = 'x'.repeat(10 * 1024);
    const cases = [
      '/news?page=-1',
      '/news?page=0',
      '/news?per_page=100000',
      '/news?page=abc',
      '/news?year=abc',
      '/news?year=99999',
      `/news?tag=${long}`,
      '/news?team_id=1e9',
      '/news?unknown=1',
      '/news?page[]=1',
      '/video?season_id=-5',
      `/press?year=${long}`,
      '/sport-analytics?per_page=0',
      '/media?page=1.5',
      '/documents/abc',
      '/documents/-1',
      '/documents/99999999999999999999',
      '/news-and-analytics/abc',
      `/news/${long}`,
      `/pages/${'y'.repeat(300)}`,
      `/banners?placement=${long}`,
    ];
    for (const url of cases) {
      const response = await request(t.app, { method: 'GET', url: `/api/v1${url}`, language: 'en' });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
      // A path segment over Fastify's maxParamLength is answered by the router itself (414).
      if (response.statusCode >= 400 && response.statusCode !== 414) assert(response.json(), ErrorEnvelope);
    }
    const clamped = await request(t.app, { method: 'GET', url: '/api/v1/news?per_page=100000', language: 'ru' });
    expect(clamped.statusCode).toBe(422);
    expect(clamped.json().data.errors.per_page).toEqual(['Значение должно быть не больше 100']);
  });

  test('answers are cacheable: ETag, Cache-Control and 304', async () => {
    const first = await request(t.app, { method: 'GET', url: '/api/v1/news-years' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(t.app, {
      method: 'GET',
      url: '/api/v1/news-years',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('content helpers', () => {
  test('file URLs', () => {
    expect(fileUrl('demo/a.pdf')).toBe('/uploads/demo/a.pdf');
    expect(fileUrl('/static/a.png')).toBe('/static/a.png');
    expect(fileUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(fileUrl(null)).toBeNull();
  });
  test('a PDF is a name ending .pdf', () => {
    expect(isPdf('docs/Rules.PDF')).toBe(true);
    expect(isPdf('docs/rules.pdf?download=1')).toBe(true);
    expect(isPdf('docs/rules.docx')).toBe(false);
  });
  test('YouTube embed URLs', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=abcdefghijk')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    );
    expect(youtubeEmbedUrl('https://youtu.be/abcdefghijk?t=3')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    );
    expect(youtubeEmbedUrl('https://www.youtube.com/shorts/abcdefghijk')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    );
    expect(youtubeEmbedUrl('https://vimeo.com/123')).toBeNull();
    expect(youtubeEmbedUrl('not a url')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v="><script>')).toBeNull();
  });
});
