import type { CabinetReferee } from '@league/shared/cabinet';
import { refereeBody, refereeValuesOf } from './referee-values';

/** The names and category in the three languages, as the referee has them and as the form sends them. */
const texts = {
  first_name_kk: 'Ерлан',
  first_name_ru: null,
  first_name_en: 'Yerlan',
  last_name_kk: 'Сәрсенов',
  last_name_ru: null,
  last_name_en: 'Sarsenov',
  category_kk: null,
  category_ru: null,
  category_en: 'FIFA',
};
const referee: CabinetReferee = {
  id: 4,
  slug: 'yerlan-sarsenov',
  name: 'Sarsenov Yerlan',
  ...texts,
  category: 'FIFA',
  city: { id: 2, title: 'Almaty' },
  birth_date: '1990-04-12',
  phone: null,
  email: 'y@ref.example',
  photo: null,
  active: true,
  account: null,
};

describe('referee values', () => {
  it('round-trips a referee, empty texts as null', () => {
    expect(refereeBody(refereeValuesOf(referee))).toEqual({
      ...texts,
      city_id: 2,
      birth_date: '1990-04-12',
      phone: null,
      email: 'y@ref.example',
    });
  });

  it('starts a new referee empty, with no city', () => {
    expect(refereeBody(refereeValuesOf(null))).toMatchObject({ first_name_kk: '', city_id: null, email: null });
  });
});
