import { fireEvent, screen } from '@testing-library/react';
import { failsTwiceThen, mockApi, ok, renderLoading, renderRoute, resetApi } from '../../test-utils';
import AdvertisingPage from './advertising-page';

afterEach(resetApi);

const data = {
  page: {
    slug: 'advertising',
    title: 'Реклама',
    body: '<p>Размещение рекламы</p>',
    blocks: null,
    updated_at: '2026-01-01T00:00:00Z',
  },
  banners: [
    { id: 1, placement: 'home_top', title: 'Зимний кубок', image: '/uploads/b.svg', url: 'https://dala.example' },
  ],
};

test('loading', () => {
  renderLoading(['/advertising'], '/advertising', '/advertising', <AdvertisingPage />);
});

test('the page text and the banners', async () => {
  mockApi({ '/advertising': ok(data) });
  renderRoute('/ru/advertising', '/advertising', <AdvertisingPage />);
  expect(await screen.findByText('Размещение рекламы')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Зимний кубок' })).toHaveAttribute('loading', 'lazy');
});

test('empty', async () => {
  mockApi({ '/advertising': ok({ page: null, banners: [] }) });
  renderRoute('/en/advertising', '/advertising', <AdvertisingPage />);
  expect(await screen.findByText('Advertising information is coming soon')).toBeInTheDocument();
});

test('error with retry', async () => {
  mockApi({ '/advertising': failsTwiceThen(500, ok(data)) });
  renderRoute('/advertising', '/advertising', <AdvertisingPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByText('Размещение рекламы')).toBeInTheDocument();
});
