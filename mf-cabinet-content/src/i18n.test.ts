import { missingTranslations } from '@league/shared';
import { resources } from './i18n';

test('every string of mf-cabinet-content exists in kk, ru and en', () => {
  expect(missingTranslations(resources)).toEqual([]);
});
