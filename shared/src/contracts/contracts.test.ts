import { validate, type Struct } from 'superstruct';
import { fieldIssues, LoginRequest, translateIssues, TranslationsQuery, TournamentsListQuery } from './index';

function errors<T, S>(struct: Struct<T, S>, value: unknown, language = 'en', coerce = false) {
  const [error] = validate(value, struct, { coerce });
  return error ? translateIssues(fieldIssues(error), language) : null;
}

describe('contracts', () => {
  it('LoginRequest names the failed rule of each field', () => {
    expect(errors(LoginRequest, { email: 'team@league.test', password: 'x' })).toBeNull();
    expect(errors(LoginRequest, { email: '', password: '' })).toEqual({ email: ['This field is required'], password: ['This field is required'] });
    expect(errors(LoginRequest, { email: `${'a'.repeat(300)}@x.kz`, password: 'x' }, 'ru')).toEqual({ email: ['Не более 254 символов'] });
    expect(errors(LoginRequest, { email: 'a@b.kz', password: 'x', extra: 1 }, 'kk')).toEqual({ extra: ['Белгісіз өріс'] });
    expect(errors(LoginRequest, 'nope')).toEqual({ body: ['Wrong value type'] });
  });

  it('queries coerce numbers and report nested paths', () => {
    expect(errors(TournamentsListQuery, { season_id: '2' }, 'en', true)).toBeNull();
    expect(errors(TournamentsListQuery, { season_id: '0' }, 'en', true)).toEqual({ season_id: ['The value must be at least 1'] });
    expect(errors(TranslationsQuery, { filter: { tag: 'x'.repeat(101) } })).toEqual({ 'filter.tag': ['Must be at most 100 characters'] });
  });
});
