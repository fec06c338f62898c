import { localizePath, readLocaleCookie, splitLocale, writeLocaleCookie } from './locale';

test('kk has no prefix; ru and en are prefixed', () => {
  expect(splitLocale('/')).toEqual({ locale: 'kk', path: '/' });
  expect(splitLocale('/teams/kairat')).toEqual({ locale: 'kk', path: '/teams/kairat' });
  expect(splitLocale('/ru')).toEqual({ locale: 'ru', path: '/' });
  expect(splitLocale('/en/tournaments')).toEqual({ locale: 'en', path: '/tournaments' });
  // a path that merely starts with the letters is not a locale
  expect(splitLocale('/russia')).toEqual({ locale: 'kk', path: '/russia' });
});

test('paths are prefixed for ru and en only', () => {
  expect(localizePath('/', 'kk')).toBe('/');
  expect(localizePath('/', 'ru')).toBe('/ru');
  expect(localizePath('/teams', 'en')).toBe('/en/teams');
  expect(localizePath('teams', 'kk')).toBe('/teams');
});

test('the locale cookie lasts 365 days on the site root', () => {
  const doc = { cookie: '' } as Document;
  writeLocaleCookie('ru', doc);
  expect(doc.cookie).toMatch(/^i18n_redirected=ru; expires=.+; path=\/; SameSite=Lax$/);
  const expires = new Date(/expires=([^;]+)/.exec(doc.cookie)![1]).getTime();
  expect((expires - Date.now()) / 86_400_000).toBeCloseTo(365, 0);
  expect(readLocaleCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
  expect(readLocaleCookie('i18n_redirected=de')).toBeNull();
});
