import { languageChosenOnArrival, localizePath, readLocaleCookie, splitLocale, writeLocaleCookie } from './locale';

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

test('a language chosen with the switcher before the scripts ran is recognised from the arrival', () => {
  const site = 'https://league.kz';
  expect(languageChosenOnArrival(`${site}/matches/5`, `${site}/ru/matches/5`)).toBe('ru');
  expect(languageChosenOnArrival(`${site}/en/teams/a?x=1`, `${site}/teams/a?x=1`)).toBe('kk');
  expect(languageChosenOnArrival(`${site}/ru`, `${site}/en`)).toBe('en');
  // Another page, the same language, another site, or no referrer at all: not a choice.
  expect(languageChosenOnArrival(`${site}/matches/5`, `${site}/ru/teams/a`)).toBeNull();
  expect(languageChosenOnArrival(`${site}/ru/matches/5`, `${site}/ru/matches/5`)).toBeNull();
  expect(languageChosenOnArrival('https://t.me/matches/5', `${site}/ru/matches/5`)).toBeNull();
  expect(languageChosenOnArrival('', `${site}/ru/matches/5`)).toBeNull();
});
