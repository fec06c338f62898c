import { fireEvent, screen } from '@testing-library/react';
import { failsTwiceThen, mockApi, ok, renderLoading, renderRoute, resetApi } from '../../test-utils';
import PartnerPage from './partner-page';

afterEach(resetApi);

const page = {
  slug: 'partner',
  title: 'General partner',
  body: '<p>Dala Bank supports the league</p>',
  blocks: {
    services: [{ title: 'Cards', text: 'Payment cards' }],
    stats: [{ title: 'clients', value: '1M' }],
    reliability: [{ title: 'Licensed', text: 'Since 1995' }],
  },
  updated_at: '2026-01-01T00:00:00Z',
};
const partners = [{ id: 1, name: 'Dala Bank', logo: '/uploads/p.svg', url: 'https://dala.example', kind: 'general' }];

test('loading', () => {
  renderLoading(['/pages/partner', '/partners'], '/partner', '/partner', <PartnerPage />);
});

test('services, stats, reliability items and partner logos', async () => {
  mockApi({ '/pages/partner': ok(page), '/partners': ok(partners) });
  renderRoute('/en/partner', '/partner', <PartnerPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'General partner' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Group services' })).toBeInTheDocument();
  expect(screen.getByText('Payment cards')).toBeInTheDocument();
  expect(screen.getByText('1M')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Why you can rely on us' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Dala Bank logo' })).toHaveAttribute('width', '160');
});

test('a page without blocks shows only its text', async () => {
  mockApi({ '/pages/partner': ok({ ...page, blocks: null }), '/partners': ok([]) });
  renderRoute('/en/partner', '/partner', <PartnerPage />);
  expect(await screen.findByText('Dala Bank supports the league')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Group services' })).toBeNull();
});

test('error with retry', async () => {
  mockApi({ '/pages/partner': failsTwiceThen(500, ok(page)), '/partners': ok([]) });
  renderRoute('/partner', '/partner', <PartnerPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Қайталау' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'General partner' })).toBeInTheDocument();
});
