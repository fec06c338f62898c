import { serializeParams, toFormData } from './params';

test('nulls, undefined and empty arrays are stripped from queries', () => {
  expect(serializeParams({ a: 1, b: null, c: undefined, d: [], e: 'x y' })).toBe('a=1&e=x%20y');
});

test('nested query keys use bracket notation', () => {
  expect(serializeParams({ filter: { tag: 'home' }, ids: [1, 2] })).toBe('filter[tag]=home&ids[]=1&ids[]=2');
});

test('multipart bodies use bracket notation and keep files', () => {
  const file = new Blob(['%PDF'], { type: 'application/pdf' });
  const form = toFormData({ name: 'Aruzhan', players: [{ id: 3, captain: true }], doc: file, skip: null });
  const entries = [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'blob']);
  expect(entries).toEqual([
    ['name', 'Aruzhan'],
    ['players[0][id]', '3'],
    ['players[0][captain]', '1'],
    ['doc', 'blob'],
  ]);
});
