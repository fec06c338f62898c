// The calendar subscription is written with the site's public address (PUBLIC_URL), which the
// server render sets and the browser reads from the server's page: the same webcal:// link before
// and after hydration, never a relative one a phone can only download.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AppProviders, addNamespace, initI18n, localeAtom, publicOriginAtom, store } from '@league/shared';
import { resources } from '../i18n/resources';
import { CalendarFeedLinks } from './calendar-feed';
import { callEndpointUrl } from './calendar-feed-url';

beforeAll(() => {
  initI18n('en');
  addNamespace('public', resources);
  store.set(localeAtom, 'en');
});
afterEach(() => store.set(publicOriginAtom, ''));

test("the subscribe link is webcal:// on the site's public address, the download its https:// twin", () => {
  store.set(publicOriginAtom, 'https://league.example.org');
  render(
    <AppProviders>
      <CalendarFeedLinks kind="team" id={7} />
    </AppProviders>,
  );
  expect(screen.getByRole('link', { name: /subscribe/i })).toHaveAttribute(
    'href',
    'webcal://league.example.org/api/v1/ical/teams/7?lang=en',
  );
  expect(screen.getByRole('link', { name: /download/i })).toHaveAttribute(
    'href',
    'https://league.example.org/api/v1/ical/teams/7?lang=en',
  );
});

test('the server writes the same absolute link', () => {
  store.set(publicOriginAtom, 'http://127.0.0.1:5100');
  const html = renderToString(
    <AppProviders>
      <CalendarFeedLinks kind="tournament" id={3} />
    </AppProviders>,
  );
  expect(html).toContain('href="webcal://127.0.0.1:5100/api/v1/ical/tournaments/3?lang=en"');
  expect(callEndpointUrl('tournament', 3, 'ru')).toBe('http://127.0.0.1:5100/api/v1/ical/tournaments/3?lang=ru');
});
