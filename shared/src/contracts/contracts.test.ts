import { validate, type Struct } from 'superstruct';
import {
  EventDeleteQuery,
  fieldIssues,
  LoginRequest,
  ProtocolPatchBody,
  translateIssues,
  TranslationsQuery,
  TournamentsListQuery,
} from './index';

function errors<T, S>(struct: Struct<T, S>, value: unknown, language = 'en', coerce = false) {
  const [error] = validate(value, struct, { coerce });
  return error ? translateIssues(fieldIssues(error), language) : null;
}

describe('contracts', () => {
  it('LoginRequest names the failed rule of each field', () => {
    expect(errors(LoginRequest, { email: 'team@league.test', password: 'x' })).toBeNull();
    expect(errors(LoginRequest, { email: '', password: '' })).toEqual({
      email: ['This field is required'],
      password: ['This field is required'],
    });
    expect(errors(LoginRequest, { email: `${'a'.repeat(300)}@x.kz`, password: 'x' }, 'ru')).toEqual({
      email: ['Не более 254 символов'],
    });
    expect(errors(LoginRequest, { email: 'a@b.kz', password: 'x', extra: 1 }, 'kk')).toEqual({
      extra: ['Белгісіз өріс'],
    });
    expect(errors(LoginRequest, 'nope')).toEqual({ body: ['Wrong value type'] });
  });

  it('queries coerce numbers and report nested paths', () => {
    expect(errors(TournamentsListQuery, { season_id: '2' }, 'en', true)).toBeNull();
    expect(errors(TournamentsListQuery, { season_id: '0' }, 'en', true)).toEqual({
      season_id: ['The value must be at least 1'],
    });
    expect(errors(TranslationsQuery, { filter: { tag: 'x'.repeat(101) } })).toEqual({
      'filter.tag': ['Must be at most 100 characters'],
    });
  });

  // The browser's forms and the API refuse the same numbers: a version or a count past int4 is
  // a field error in the visitor's language, before anything reaches the database.
  it('a whole number past the int4 column is refused on its field, in three languages', () => {
    expect(errors(ProtocolPatchBody, { version: 2_147_483_647 })).toBeNull();
    expect(errors(ProtocolPatchBody, { version: 3_000_000_000 })).toEqual({
      version: ['The value must be at most 2147483647'],
    });
    expect(errors(ProtocolPatchBody, { version: 3_000_000_000 }, 'ru')).toEqual({
      version: ['Значение должно быть не больше 2147483647'],
    });
    expect(errors(ProtocolPatchBody, { version: 3_000_000_000 }, 'kk')).toEqual({
      version: ['Мән ең көбі 2147483647 болуы керек'],
    });
    expect(errors(EventDeleteQuery, { version: '99999999999' }, 'en', true)).toEqual({
      version: ['The value must be at most 2147483647'],
    });
  });
});
