// The country list of citizenship: every ISO 3166-1 alpha-2 code the API accepts has a name in
// kk, ru and en; the picker starts with Kazakhstan and its neighbours, the rest by name.
import { COUNTRY_CODES } from '../contracts/countries';
import { COUNTRY_NAMES, countryName, countryOptions } from './countries';

test('every accepted code has a name in each language, and no name is missing or left as the code', () => {
  expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...COUNTRY_CODES].sort());
  expect(COUNTRY_CODES).toHaveLength(249);
  for (const code of COUNTRY_CODES) for (const name of COUNTRY_NAMES[code]) expect(name.length).toBeGreaterThan(1);
});

test('names a code in the language asked; null stays null, an unknown code is printed as it is', () => {
  expect(['kk', 'ru', 'en'].map((language) => countryName('KZ', language as 'kk'))).toEqual([
    'Қазақстан',
    'Казахстан',
    'Kazakhstan',
  ]);
  expect(countryName('KG', 'ru')).toBe('Кыргызстан');
  expect(countryName(null, 'en')).toBeNull();
  expect(countryName('XX', 'en')).toBe('XX');
});

test('the options start with Kazakhstan, then the neighbours, then the rest in the language’s order', () => {
  const ru = countryOptions('ru');
  expect(ru.slice(0, 4).map((o) => o.id)).toEqual(['KZ', 'RU', 'UZ', 'KG']);
  expect(ru).toHaveLength(249);
  const rest = ru.slice(4).map((o) => o.title);
  expect(rest).toEqual([...rest].sort(new Intl.Collator('ru').compare));
  expect(countryOptions('kk')[0]).toEqual({ id: 'KZ', title: 'Қазақстан' });
});
