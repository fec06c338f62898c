import type { CatalogueItem } from '@league/shared';
import { catalogueBodyOf, catalogueValuesOf } from './catalogue-values';
import { FIELDS } from './fields';

const banner: CatalogueItem = {
  id: 3,
  version: 2,
  label: 'Жаз',
  picture: null,
  url: null,
  values: {
    title_kk: 'Жаз',
    title_ru: null,
    placement: 'sidebar',
    image: '2026-11/a-960.jpg',
    url: null,
    starts_at: '2026-06-01T05:00:00.000Z',
    ends_at: null,
    sort: 1,
    is_active: true,
  },
};

test('a banner becomes form values (times in Almaty) and comes back as the same body with its version', () => {
  const values = catalogueValuesOf(banner, FIELDS.banners);
  expect(values).toMatchObject({
    title_kk: 'Жаз',
    placement: 'sidebar',
    starts_at: '2026-06-01T10:00',
    ends_at: '',
    version: 2,
  });
  expect(catalogueBodyOf(values, FIELDS.banners)).toEqual({
    title_kk: 'Жаз',
    title_ru: null,
    title_en: null,
    placement: 'sidebar',
    image: '2026-11/a-960.jpg',
    url: null,
    starts_at: '2026-06-01T10:00:00+05:00',
    ends_at: null,
    sort: 1,
    is_active: true,
    version: 2,
  });
});

test('a new partner: the first kind chosen, active, no version', () => {
  const values = catalogueValuesOf(null, FIELDS.partners);
  expect(values).toMatchObject({ kind: 'general', is_active: true });
  const body = catalogueBodyOf({ ...values, name_kk: ' Серіктес ' }, FIELDS.partners);
  expect(body).toMatchObject({ name_kk: 'Серіктес', kind: 'general', is_active: true, logo: null });
  expect(body.version).toBeUndefined();
  expect(body.sort).toBeUndefined();
});
