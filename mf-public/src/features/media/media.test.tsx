import { fireEvent, screen } from '@testing-library/react';
import {
  failsTwiceThen,
  mockApi,
  ok,
  pageOf,
  renderLoading,
  renderRoute,
  resetApi,
  uploadedPicture,
} from '../../test-utils';
import MediaAlbumPage from './media-album-page';
import MediaListPage from './media-list-page';

afterEach(resetApi);

const album = {
  id: 1,
  slug: 'final',
  title: 'Финал',
  date: '2026-02-10',
  cover_image: '/uploads/c.svg',
  images_count: 2,
};

describe('/media', () => {
  test('loading, then albums with their photo count', async () => {
    mockApi({ '/media': pageOf([album], 1) });
    renderRoute('/en/media', '/media', <MediaListPage />);
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Финал' })).toHaveAttribute('href', '/en/media/final');
    expect(screen.getByText('2 photos')).toBeInTheDocument();
  });

  test('empty', async () => {
    mockApi({ '/media': pageOf([], 0) });
    renderRoute('/media', '/media', <MediaListPage />);
    expect(await screen.findByText('Әзірге альбом жоқ')).toBeInTheDocument();
  });

  test('error with retry', async () => {
    mockApi({ '/media': failsTwiceThen(500, pageOf([album])) });
    renderRoute('/media', '/media', <MediaListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
    expect(await screen.findByRole('link', { name: 'Финал' })).toBeInTheDocument();
  });
});

describe('/media/:slug', () => {
  const full = {
    ...album,
    match_id: 3,
    tournament_id: 1,
    images: [
      { id: 1, url: '/uploads/1.svg', caption: null },
      { id: 2, url: '/uploads/2.svg', caption: 'Гол' },
    ],
  };

  test('loading', () => {
    renderLoading(['/media/final'], '/media/final', '/media/:slug', <MediaAlbumPage />);
  });

  test('a gallery of lazy pictures with sizes and alternative texts', async () => {
    mockApi({ '/media/final': ok(full) });
    renderRoute('/ru/media/final', '/media/:slug', <MediaAlbumPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Финал' })).toBeInTheDocument();
    const first = screen.getByRole('img', { name: 'Финал: фото 1' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '480');
    expect(first).toHaveAttribute('height', '320');
    expect(screen.getByRole('img', { name: 'Гол' })).toBeInTheDocument();
    expect(screen.getByText('10 февраля 2026')).toBeInTheDocument();
  });

  test('an uploaded photo offers its responsive copies (WebP first) at the size the grid shows it', async () => {
    const picture = uploadedPicture('a', 640);
    mockApi({ '/media/final': ok({ ...full, images: [{ id: 1, url: picture.src, caption: 'Гол', picture }] }) });
    const { container } = renderRoute('/ru/media/final', '/media/:slug', <MediaAlbumPage />);
    const img = await screen.findByRole('img', { name: 'Гол' });
    expect(img).toHaveAttribute('srcset', picture.srcset);
    expect(img.getAttribute('sizes')).toMatch(/240px$/);
    const webp = container.querySelector('picture source[type="image/webp"]');
    expect(webp).toHaveAttribute('srcset', picture.srcset_webp);
  });

  test('an album without photos', async () => {
    mockApi({ '/media/final': ok({ ...full, images: [] }) });
    renderRoute('/en/media/final', '/media/:slug', <MediaAlbumPage />);
    expect(await screen.findByText('No photos in this album yet')).toBeInTheDocument();
  });

  test('unknown album → 404; server error → retry', async () => {
    mockApi({});
    const { unmount } = renderRoute('/en/media/nope', '/media/:slug', <MediaAlbumPage />);
    expect(
      await screen.findByText('It seems that something went wrong! The page you are requesting does not exist.'),
    ).toBeInTheDocument();
    unmount();
    mockApi({ '/media/final': failsTwiceThen(500, ok(full)) });
    renderRoute('/en/media/final', '/media/:slug', <MediaAlbumPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Финал' })).toBeInTheDocument();
  });
});
