import { missingTranslations } from '@league/shared';
import { resources } from './i18n/resources';

test('every string of mf-public exists in kk, ru and en', () => {
  expect(missingTranslations(resources)).toEqual([]);
});
