import { fireEvent, screen } from '@testing-library/react';
import { failWith, fakeApi, never, ok, renderPage, resetFakeApi } from '../../ui/content-test-utils';
import CookiesPage from './cookies-page';
import HistoryPage from './history-page';
import InDevelopmentPage from './in-development-page';
import PrivacyPolicyPage from './privacy-policy-page';

afterEach(resetFakeApi);

const page = (slug: string, title: string) => ({ slug, title, body: `<p>${title} text</p><script>alert(1)</script>`, blocks: null, updated_at: '2026-01-10T00:00:00Z' });

test('cookies: loading, then the sanitised page with its update date', async () => {
  fakeApi({ '/pages/cookies': never });
  const first = renderPage('/cookies', '/cookies', <CookiesPage />);
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  first.unmount();
  fakeApi({ '/pages/cookies': ok(page('cookies', 'Cookies')) });
  renderPage('/en/cookies', '/cookies', <CookiesPage />);
  expect(await screen.findByText('Cookies text')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Cookies' })).toBeInTheDocument();
  expect(screen.getByText('10 January 2026')).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
});

test('privacy policy and history in their languages', async () => {
  fakeApi({ '/pages/privacy-policy': ok(page('privacy-policy', 'Политика конфиденциальности')) });
  const first = renderPage('/ru/privacy-policy', '/privacy-policy', <PrivacyPolicyPage />);
  expect(await screen.findByText('Политика конфиденциальности text')).toBeInTheDocument();
  first.unmount();
  fakeApi({ '/pages/history': ok(page('history', 'Лига тарихы')) });
  renderPage('/history', '/history', <HistoryPage />);
  expect(await screen.findByText('Лига тарихы text')).toBeInTheDocument();
});

test('a missing page shows its description (empty state); an error offers a retry', async () => {
  fakeApi({});
  const first = renderPage('/en/history', '/history', <HistoryPage />);
  expect(await screen.findByText('How the youth football league was founded and has grown.', { selector: 'p' })).toBeInTheDocument();
  first.unmount();
  let calls = 0;
  fakeApi({ '/pages/history': () => (++calls <= 2 ? failWith(500) : ok(page('history', 'History'))) });
  renderPage('/en/history', '/history', <HistoryPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('History text')).toBeInTheDocument();
});

test('in development: a link back to the main page and the social links', async () => {
  fakeApi({ '/contacts': ok([{ id: 1, kind: 'instagram', value: 'Instagram', url: 'https://instagram.com/league' }, { id: 2, kind: 'phone', value: '+7', url: null }]) });
  renderPage('/ru/in-development', '/in-development', <InDevelopmentPage />);
  expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/ru');
  expect(await screen.findByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/league');
  expect(screen.queryByText('+7')).toBeNull();
});
