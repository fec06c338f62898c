import { parseQuery } from './querystring';

describe('parseQuery', () => {
  it('reads bracket notation into nested objects and arrays', () => {
    expect(parseQuery('filter[tag]=position&page=2')).toEqual({ filter: { tag: 'position' }, page: '2' });
    expect(parseQuery('ids[]=1&ids[]=2')).toEqual({ ids: ['1', '2'] });
    expect(parseQuery('a=1&a=2')).toEqual({ a: ['1', '2'] });
    expect(parseQuery('f[from_tour_id]=3&f[to_tour_id]=9')).toEqual({ f: { from_tour_id: '3', to_tour_id: '9' } });
    expect(parseQuery('q=%D0%90%D0%B9%D0%B4%D0%BE%D1%81+%D0%95')).toEqual({ q: 'Айдос Е' });
  });

  it('ignores prototype keys and bounds the number of parameters', () => {
    const parsed = parseQuery('__proto__[x]=1&constructor[prototype][y]=2&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    const many = Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join('&');
    expect(Object.keys(parseQuery(many))).toHaveLength(200);
  });

  it('keeps odd keys as plain keys', () => {
    expect(parseQuery('a]b=1&[x]=2')).toEqual({ 'a]b': '1', '[x]': '2' });
  });
});
