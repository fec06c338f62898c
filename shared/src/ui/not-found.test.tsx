import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../i18n/instance';
import { localeAtom, store } from '../store';
import { AppProviders } from './providers';
import { NotFound } from './states';

beforeAll(() => {
  initI18n('en');
  // The shell sets the language from the address; here the pages are English ones.
  store.set(localeAtom, 'en');
});

const at = (path: string) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <NotFound />
      </MemoryRouter>
    </AppProviders>,
  );

test('a missed public page offers the home page and the pages a visitor most often wants, in their language', async () => {
  at('/en/teams/no-such-team');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(links).toEqual(['/en', '/en/tournaments', '/en/calendar', '/en/teams', '/en/news', '/en/search']);
  expect(screen.getByRole('link', { name: 'Calendar' })).toBeInTheDocument();
  // The list is a navigation landmark of its own name, beside the site's main navigation.
  const ways = screen.getByRole('navigation');
  expect(ways).toHaveAccessibleName();
  expect(within(ways).getAllByRole('link')).toHaveLength(5);
});

test('a missed cabinet page leads back to the cabinet, not to the public site', async () => {
  at('/en/cabinet/clubs/999999');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en/cabinet']);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
