import { positiveId } from './route-id';

test('reads a route parameter as a positive whole id, anything else as null', () => {
  expect(positiveId('42')).toBe(42);
  for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', 'Infinity']) expect(positiveId(raw)).toBeNull();
});
