import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { usePageMeta } from '@league/shared';
import { renderAt } from '../test-utils';
import { HeadManager } from './head-manager';

function Page({ title }: { title: string }) {
  usePageMeta({ title, description: 'About the team' });
  return <h1>{title}</h1>;
}

/** `page` at `url`, with the head manager writing the document's head. */
const renderWithHead = (url: string, page: ReactElement) =>
  renderAt(
    url,
    <>
      <HeadManager />
      {page}
    </>,
  );

const href = (selector: string) => document.head.querySelector<HTMLLinkElement>(selector)?.getAttribute('href');

test('title, description, share image, canonical and four alternates follow the page', async () => {
  renderWithHead('/ru/teams/kairat?tab=squad#top', <Page title="Кайрат" />);
  await screen.findByRole('heading', { name: 'Кайрат' });
  await waitFor(() => expect(document.title).toBe('Кайрат — Юношеская футбольная лига'));
  const origin = window.location.origin;
  expect(document.documentElement.lang).toBe('ru');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About the team');
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
    `${origin}/images/share-main.png`,
  );
  expect(href('link[rel="canonical"]')).toBe(`${origin}/ru/teams/kairat`);
  expect(href('link[rel="alternate"][hreflang="kk"]')).toBe(`${origin}/teams/kairat`);
  expect(href('link[rel="alternate"][hreflang="ru"]')).toBe(`${origin}/ru/teams/kairat`);
  expect(href('link[rel="alternate"][hreflang="en"]')).toBe(`${origin}/en/teams/kairat`);
  expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${origin}/teams/kairat`);
  expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(4);
  // The news feed of the page's language.
  expect(href('link[rel="alternate"][type="application/rss+xml"]')).toBe(`${origin}/ru/feed.xml`);
});

function SubjectPage() {
  usePageMeta({
    title: 'Қайрат — Астана',
    image: '/api/v1/share/matches/7/card.png?lang=kk&v=finished_2-1',
    imageAlt: 'Қайрат 2 : 1 Астана',
  });
  return <h1>Қайрат — Астана</h1>;
}

test("a page with a subject shares its drawn PNG with the size, the alt text and the large card; others the site's own image", async () => {
  const { unmount } = renderWithHead('/matches/7', <SubjectPage />);
  await screen.findByRole('heading', { name: 'Қайрат — Астана' });
  const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
  const origin = window.location.origin;
  await waitFor(() =>
    expect(meta('property="og:image"')).toBe(`${origin}/api/v1/share/matches/7/card.png?lang=kk&v=finished_2-1`),
  );
  expect(meta('property="og:image:type"')).toBe('image/png');
  expect(meta('property="og:image:width"')).toBe('1200');
  expect(meta('property="og:image:height"')).toBe('630');
  expect(meta('property="og:image:alt"')).toBe('Қайрат 2 : 1 Астана');
  expect(meta('name="twitter:card"')).toBe('summary_large_image');
  expect(meta('name="twitter:image:alt"')).toBe('Қайрат 2 : 1 Астана');
  unmount();

  renderWithHead('/en/teams/kairat', <Page title="Kairat" />);
  await screen.findByRole('heading', { name: 'Kairat' });
  await waitFor(() => expect(meta('property="og:image"')).toBe(`${origin}/images/share-main.png`));
  // The site's image is 1200×630 too; its alt text is the page's title.
  expect(meta('property="og:image:width"')).toBe('1200');
  expect(meta('property="og:image:alt"')).toBe('Kairat');
});
