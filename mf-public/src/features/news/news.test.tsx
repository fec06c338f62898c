import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  failsTwiceThen,
  mockApi,
  ok,
  pageOf,
  renderLoading,
  renderRoute,
  resetApi,
  seenRequests,
  type SeenRequest,
} from '../../test-utils';
import NewsItemPage from './news-item-page';
import NewsListPage from './news-list-page';

const item = (n: number) => ({
  id: n,
  slug: `news-${n}`,
  title: `Жаңалық ${n}`,
  lead: `Қысқаша ${n}`,
  image: n === 1 ? '/uploads/a.svg' : null,
  published_at: '2026-02-20T10:00:00Z',
  tags: ['league'],
});

afterEach(resetApi);

describe('/news', () => {
  test('shows a skeleton while loading', () => {
    renderLoading(['/news-years', '/news'], '/news', '/news', <NewsListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Жаңалықтар' })).toBeInTheDocument();
  });

  test('lists news with dates in the page language, year filter and pagination in the URL', async () => {
    mockApi({
      '/news-years': ok([2026, 2025]),
      '/news': (r: SeenRequest) => pageOf([item(1), item(2)], 30, Number(r.params.page), 12),
    });
    renderRoute('/ru/news?year=2026&page=2', '/news', <NewsListPage />);
    expect(await screen.findByRole('link', { name: 'Жаңалық 1' })).toHaveAttribute('href', '/ru/news/news-1');
    expect(screen.getAllByText('20 февраля 2026').length).toBe(2);
    expect(screen.getByRole('link', { name: '2026' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Все годы' })).toHaveAttribute('href', '/ru/news');
    expect(screen.getByRole('link', { name: '2025' })).toHaveAttribute('href', '/ru/news?year=2025');
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
    expect(seenRequests.find((r) => r.path === '/news')?.params).toEqual({ page: 2, year: 2026, per_page: 12 });
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
  });

  test('empty list', async () => {
    mockApi({ '/news-years': ok([]), '/news': pageOf([], 0) });
    renderRoute('/en/news', '/news', <NewsListPage />);
    expect(await screen.findByText('No news for this period')).toBeInTheDocument();
  });

  test('an error offers a retry that loads again', async () => {
    mockApi({ '/news-years': ok([]), '/news': failsTwiceThen(500, pageOf([item(3)])) });
    renderRoute('/news', '/news', <NewsListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
    expect(await screen.findByRole('link', { name: 'Жаңалық 3' })).toBeInTheDocument();
  });
});

describe('/news/:slug', () => {
  const detail = {
    ...item(1),
    // As the API answers it: sanitised when saved, the video a placeholder (api/src/lib/html.ts).
    body: '<p>Мәтін <strong>маңызды</strong></p><div class="lg-embed" data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" data-embed-title></div>',
    team_id: null,
    match_id: null,
    tournament_id: null,
    related: [item(2)],
  };

  test('loading', () => {
    renderLoading(['/news/news-1'], '/news/news-1', '/news/:slug', <NewsItemPage />);
  });

  test('shows the article, its video loaded only when tapped, and related news', async () => {
    mockApi({ '/news/news-1': ok(detail) });
    renderRoute('/en/news/news-1', '/news/:slug', <NewsItemPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Жаңалық 1' })).toBeInTheDocument();
    expect(screen.getByText('маңызды').tagName).toBe('STRONG');
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(document.querySelector('iframe')).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(screen.getByRole('heading', { name: 'More news' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Жаңалық 2' })).toHaveAttribute('href', '/en/news/news-2');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('News');
  });

  test('an unknown slug shows the 404 text', async () => {
    mockApi({});
    renderRoute('/en/news/nope', '/news/:slug', <NewsItemPage />);
    expect(
      await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
    ).toBeInTheDocument();
  });

  test('a server error offers a retry', async () => {
    mockApi({ '/news/news-1': failsTwiceThen(503, ok(detail)) });
    renderRoute('/news/news-1', '/news/:slug', <NewsItemPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Жаңалық 1' })).toBeInTheDocument());
  });
});
