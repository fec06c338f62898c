import { headTagsHtml, jsonLdText } from './head-tags';

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
