import { fireEvent, screen } from '@testing-library/react';
import { failsTwiceThen, mockApi, ok, renderLoading, renderRoute, resetApi } from '../../test-utils';
import CookiesPage from './cookies-page';
import HistoryPage from './history-page';
import InDevelopmentPage from './in-development-page';
import PrivacyPolicyPage from './privacy-policy-page';

afterEach(resetApi);

const page = (slug: string, title: string) => ({
  slug,
  title,
  body: `<p>${title} text</p>`,
  blocks: null,
  updated_at: '2026-01-10T00:00:00Z',
});

test('cookies: loading, then the page with its update date', async () => {
  const first = renderLoading(['/pages/cookies'], '/cookies', '/cookies', <CookiesPage />);
  first.unmount();
  mockApi({ '/pages/cookies': ok(page('cookies', 'Cookies')) });
  renderRoute('/en/cookies', '/cookies', <CookiesPage />);
  expect(await screen.findByText('Cookies text')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Cookies' })).toBeInTheDocument();
  expect(screen.getByText('10 January 2026')).toBeInTheDocument();
});

test('privacy policy and history in their languages', async () => {
  mockApi({ '/pages/privacy-policy': ok(page('privacy-policy', 'Политика конфиденциальности')) });
  const first = renderRoute('/ru/privacy-policy', '/privacy-policy', <PrivacyPolicyPage />);
  expect(await screen.findByText('Политика конфиденциальности text')).toBeInTheDocument();
  first.unmount();
  mockApi({ '/pages/history': ok(page('history', 'Лига тарихы')) });
  renderRoute('/history', '/history', <HistoryPage />);
  expect(await screen.findByText('Лига тарихы text')).toBeInTheDocument();
});

test('a missing page shows its description (empty state); an error offers a retry', async () => {
  mockApi({});
  const first = renderRoute('/en/history', '/history', <HistoryPage />);
  expect(
    await screen.findByText('How the youth football league was founded and has grown.', { selector: 'p' }),
  ).toBeInTheDocument();
  first.unmount();
  mockApi({ '/pages/history': failsTwiceThen(500, ok(page('history', 'History'))) });
  renderRoute('/en/history', '/history', <HistoryPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('History text')).toBeInTheDocument();
});

test('in development: a link back to the main page and the social links', async () => {
  mockApi({
    '/contacts': ok([
      { id: 1, kind: 'instagram', value: 'Instagram', url: 'https://instagram.com/league' },
      { id: 2, kind: 'phone', value: '+7', url: null },
    ]),
  });
  renderRoute('/ru/in-development', '/in-development', <InDevelopmentPage />);
  expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/ru');
  expect(await screen.findByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/league',
  );
  expect(screen.queryByText('+7')).toBeNull();
});
