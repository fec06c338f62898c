import { fireEvent, screen } from '@testing-library/react';
import { failsTwiceThen, mockApi, pending, renderRoute, resetApi, seenRequests } from '../../test-utils';
import VideosPage from './videos-page';

afterEach(resetApi);

const seasons = [
  { id: 2, year: 2026, title: '2026' },
  { id: 1, year: 2025, title: '2025' },
];
const answer = (data: unknown[]) => ({
  success: true,
  data,
  meta: { total: data.length, page: 1, per_page: 12, seasons },
});
const youtube = {
  id: 1,
  title: 'Шолу',
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  embed_url: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
  thumbnail: '/uploads/v.svg',
  published_at: '2026-02-01T12:00:00Z',
  season_id: 2,
  match_id: null,
};
const other = { ...youtube, id: 2, title: 'Vimeo', url: 'https://vimeo.com/1', embed_url: null };

test('loading', () => {
  mockApi({ '/video': pending });
  renderRoute('/videos', '/videos', <VideosPage />);
  expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
});

test('season filter in the URL; a YouTube player loads only when asked', async () => {
  mockApi({ '/video': answer([youtube, other]) });
  renderRoute('/en/videos?season=2', '/videos', <VideosPage />);
  const play = await screen.findByRole('button', { name: 'Play the video: Шолу' });
  expect(seenRequests[0].params).toEqual({ page: 1, season_id: 2, per_page: 12 });
  expect(screen.getByRole('link', { name: '2026' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'All seasons' })).toHaveAttribute('href', '/en/videos');
  expect(document.querySelector('iframe')).toBeNull();
  fireEvent.click(play);
  expect(document.querySelector('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1',
  );
  expect(screen.getByRole('link', { name: 'Play the video: Vimeo' })).toHaveAttribute('target', '_blank');
});

test('empty', async () => {
  mockApi({ '/video': answer([]) });
  renderRoute('/ru/videos', '/videos', <VideosPage />);
  expect(await screen.findByText('В этом сезоне видео нет')).toBeInTheDocument();
});

test('error with retry', async () => {
  mockApi({ '/video': failsTwiceThen(500, answer([youtube])) });
  renderRoute('/videos', '/videos', <VideosPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByRole('heading', { name: 'Шолу' })).toBeInTheDocument();
});
