import { LANGUAGES } from '../contracts/enums';
import { missingTranslations } from '../i18n/keys';
import { ENUM_LABELS, enumLabel, type EnumName } from '.';
import { ENUM_VALUES } from './enum-labels';

const ENUMS = Object.entries(ENUM_VALUES) as [EnumName, readonly string[]][];

test.each(ENUMS)('every value of %s has a title in every language', (name, values) => {
  for (const language of LANGUAGES) {
    expect(Object.keys(ENUM_LABELS[language][name]).sort()).toEqual([...values].sort());
    for (const value of values) expect(enumLabel(name, value, language).trim()).not.toBe('');
  }
});

test('the three languages have the same keys and differ where a word differs', () => {
  expect(missingTranslations(ENUM_LABELS)).toEqual([]);
  expect(enumLabel('position', 'GK', 'kk')).toBe('Қақпашы');
  expect(enumLabel('position', 'GK', 'ru')).toBe('Вратарь');
  expect(enumLabel('position', 'GK', 'en')).toBe('Goalkeeper');
});

test('an unknown value falls back to kk, then to the value with spaces', () => {
  expect(enumLabel('metric', 'shots', 'en')).toBe('Shots');
  expect(enumLabel('metric', 'long_balls', 'ru')).toBe('long balls');
});
