import { screen, waitFor } from '@testing-library/react';
import { usePageMeta } from '@league/shared';
import { renderAt } from '../test-utils';
import { HeadManager } from './head-manager';

function Page({ title }: { title: string }) {
  usePageMeta({ title, description: 'About the team' });
  return <h1>{title}</h1>;
}

const href = (selector: string) => document.head.querySelector<HTMLLinkElement>(selector)?.getAttribute('href');

test('title, description, share image, canonical and four alternates follow the page', async () => {
  renderAt('/ru/teams/kairat?tab=squad#top', (
    <>
      <HeadManager />
      <Page title="Кайрат" />
    </>
  ));
  await screen.findByRole('heading', { name: 'Кайрат' });
  await waitFor(() => expect(document.title).toBe('Кайрат — Юношеская футбольная лига'));
  const origin = window.location.origin;
  expect(document.documentElement.lang).toBe('ru');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About the team');
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${origin}/images/share-main.png`);
  expect(href('link[rel="canonical"]')).toBe(`${origin}/ru/teams/kairat`);
  expect(href('link[rel="alternate"][hreflang="kk"]')).toBe(`${origin}/teams/kairat`);
  expect(href('link[rel="alternate"][hreflang="ru"]')).toBe(`${origin}/ru/teams/kairat`);
  expect(href('link[rel="alternate"][hreflang="en"]')).toBe(`${origin}/en/teams/kairat`);
  expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${origin}/teams/kairat`);
  expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
});
