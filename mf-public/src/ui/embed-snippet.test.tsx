// The snippet a club's webmaster copies: an iframe of the embed on the site's public address, in
// the page's language, inside a <details> that needs no script to open.
import { render, screen } from '@testing-library/react';
import { AppProviders, addNamespace, initI18n, localeAtom, publicOriginAtom, store } from '@league/shared';
import { resources } from '../i18n/resources';
import { EmbedSnippet, embedCode } from './embed-snippet';

afterEach(() => store.set(publicOriginAtom, ''));

test.each([
  ['kk', 'Өз сайтыңызға қойыңыз'],
  ['ru', 'Разместить на своём сайте'],
  ['en', 'Put this on your website'],
] as const)('offers the code of the team embed in %s', (locale, summary) => {
  initI18n(locale);
  addNamespace('public', resources);
  store.set(localeAtom, locale);
  store.set(publicOriginAtom, 'https://league.example.org');
  const { container } = render(
    <AppProviders>
      <EmbedSnippet kind="team" id="altai-2012" title={'Altai "2012"'} />
    </AppProviders>,
  );
  expect(container.querySelector('details > summary')).toHaveTextContent(summary);
  expect(container.querySelector('code')).toHaveTextContent(
    `<iframe src="https://league.example.org/embed/teams/altai-2012?lang=${locale}" title="Altai &quot;2012&quot;"`,
  );
  expect(screen.getByRole('link')).toHaveAttribute(
    'href',
    `https://league.example.org/embed/teams/altai-2012?lang=${locale}`,
  );
});

test('a tournament embed is named by its id', () => {
  store.set(publicOriginAtom, 'http://127.0.0.1:5100');
  expect(embedCode('tournament', 12, 'ru', 'U-14')).toBe(
    '<iframe src="http://127.0.0.1:5100/embed/tournaments/12?lang=ru" title="U-14" width="100%" height="640" style="border:0;max-width:720px" loading="lazy"></iframe>',
  );
});
