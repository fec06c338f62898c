import { missingTranslations } from './keys';
import { common } from './common';

test('every common string exists in kk, ru and en', () => {
  expect(missingTranslations(common)).toEqual([]);
});

test('a key missing in one language is reported', () => {
  expect(missingTranslations({ kk: { a: 'x', b: { c: 'y' } }, ru: { a: 'x' }, en: { a: 'x', b: { c: 'z' } } })).toEqual(
    ['ru: b.c'],
  );
});
