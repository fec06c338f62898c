import { headTags, headTagsHtml, jsonLdText } from './head-tags';

const ORIGIN = 'https://league.example.org';

test("a page's structured data gets absolute URLs, in strings and lists, and nothing else is touched", () => {
  const text = jsonLdText(
    JSON.stringify([
      {
        '@type': 'NewsArticle',
        url: '/ru/news/a',
        image: ['/uploads/a.jpg', 'https://cdn.example/b.jpg'],
        mainEntityOfPage: '/ru/news/a',
        headline: '/not a url',
        logo: '//evil.example/x.png',
      },
    ]),
    ORIGIN,
  );
  const data = JSON.parse(text!);
  expect(data[0].url).toBe(`${ORIGIN}/ru/news/a`);
  expect(data[0].image).toEqual([`${ORIGIN}/uploads/a.jpg`, 'https://cdn.example/b.jpg']);
  expect(data[0].mainEntityOfPage).toBe(`${ORIGIN}/ru/news/a`);
  expect(data[0].headline).toBe('/not a url');
  expect(data[0].logo).toBe('//evil.example/x.png');
});

test('a name cannot end the script element or open a comment, and the text stays the same JSON', () => {
  const name = 'Altai </script><script>alert(1)</script> <!-- & "quotes"';
  const text = jsonLdText(JSON.stringify([{ '@type': 'SportsTeam', name }]), ORIGIN)!;
  expect(text).not.toMatch(/[<>&]/);
  expect(JSON.parse(text)[0].name).toBe(name);
  const html = headTagsHtml({ lang: 'kk', title: 't', metas: [], links: [], jsonLd: text });
  expect(html).toBe(`<script type="application/ld+json">${text}</script>`);
});

test('no structured data, or text that is not JSON, writes no script', () => {
  expect(jsonLdText(undefined, ORIGIN)).toBeNull();
  expect(jsonLdText('{not json', ORIGIN)).toBeNull();
  expect(headTagsHtml({ lang: 'kk', title: 't', metas: [], links: [], jsonLd: null })).toBe('');
});

const t = ((key: string) => key) as unknown as Parameters<typeof headTags>[0]['t'];
const metaOf = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.metas.filter((m) => m.key === key).map((m) => m.content);

test('names the site, the Open Graph locale of the page and the other two as alternates', () => {
  const tags = headTags({ origin: ORIGIN, pathname: '/ru/teams', meta: {}, t, site: 'Лига' });
  expect(metaOf(tags, 'og:site_name')).toEqual(['Лига']);
  expect(metaOf(tags, 'og:locale')).toEqual(['ru_RU']);
  expect(metaOf(tags, 'og:locale:alternate')).toEqual(['kk_KZ', 'en_US']);
  expect(metaOf(tags, 'og:type')).toEqual(['website']);
});

test('a news item is an article, with its dates', () => {
  const jsonLd = JSON.stringify([
    { '@type': 'NewsArticle', datePublished: '2026-03-01T10:00:00Z', dateModified: '2026-03-02T10:00:00Z' },
    { '@type': 'BreadcrumbList' },
  ]);
  const tags = headTags({ origin: ORIGIN, pathname: '/news/a', meta: { path: '/news/a', jsonLd }, t, site: 'L' });
  expect(metaOf(tags, 'og:type')).toEqual(['article']);
  expect(metaOf(tags, 'article:published_time')).toEqual(['2026-03-01T10:00:00Z']);
  expect(metaOf(tags, 'article:modified_time')).toEqual(['2026-03-02T10:00:00Z']);
});

test('a not-found page declares no canonical, no address and no alternates', () => {
  const tags = headTags({
    origin: ORIGIN,
    pathname: '/en/nope',
    meta: { path: '/en/nope', notFound: true },
    t,
    site: 'L',
  });
  expect(tags.links.filter((l) => l.rel === 'canonical' || l.hreflang)).toEqual([]);
  expect(metaOf(tags, 'og:url')).toEqual([]);
  const found = headTags({ origin: ORIGIN, pathname: '/en/teams', meta: {}, t, site: 'L' });
  expect(found.links.find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/en/teams`);
});
