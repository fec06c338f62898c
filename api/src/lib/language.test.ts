import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'kk'],
    ['', 'kk'],
    ['ru', 'ru'],
    ['en-US,en;q=0.9', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,de;q=0.9', 'kk'],
    ['de;q=1, en;q=0.5, ru;q=0.7', 'ru'],
    ['kz', 'kk'],
    ['en;q=0', 'kk'],
  ])('%s → %s', (header, expected) => {
    expect(resolveLanguage(header)).toBe(expected);
  });
});
