import { object, optional, validate } from 'superstruct';
import { fromQuery, id } from './fields';
import { listQuery, parseSort } from './list-query';

const ClubsQuery = listQuery({ sort: ['title', 'teams_count'] as const, filters: { city_id: fromQuery(id()) } });

test('accepts page, size, sort both ways, search and the filters, coercing numbers', () => {
  const [error, value] = validate({ page: '2', per_page: '50', sort: '-title', q: 'kai', city_id: '3' }, ClubsQuery, {
    coerce: true,
  });
  expect(error).toBeUndefined();
  expect(value).toEqual({ page: 2, per_page: 50, sort: '-title', q: 'kai', city_id: 3 });
});

test.each([
  [{ sort: 'password' }, 'sort'],
  [{ per_page: '1000' }, 'per_page'],
  [{ page: '0' }, 'page'],
  [{ q: 'x'.repeat(101) }, 'q'],
  [{ role: 'admin' }, 'role'],
])('refuses %j', (query, field) => {
  const [error] = validate(query, ClubsQuery, { coerce: true });
  expect(error?.failures().map((f) => f.path[0])).toContain(field);
});

test('a sort value splits into column and direction, with a fallback', () => {
  expect(parseSort<'title'>('-title', 'title')).toEqual({ key: 'title', direction: 'desc' });
  expect(parseSort<'title'>(undefined, 'title')).toEqual({ key: 'title', direction: 'asc' });
});

describe('query numbers (fromQuery)', () => {
  const Query = object({ id: optional(fromQuery(id())) });

  it('reads digits as a number, leaves an absent field absent and refuses text and objects as a wrong type', () => {
    expect(validate({ id: '12' }, Query, { coerce: true })[1]).toEqual({ id: 12 });
    expect(validate({}, Query, { coerce: true })).toEqual([undefined, {}]);
    for (const bad of ['12abc', '', { id: '1' }, ['1']]) {
      const [error] = validate({ id: bad }, Query, { coerce: true });
      expect(error?.failures().map((f) => f.path.join('.'))).toEqual(['id']);
    }
  });
});
