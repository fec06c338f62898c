import { hasIds, positiveId } from './route-id';

/** The largest id the API's contracts accept (PostgreSQL integer). */
const LARGEST = 2_147_483_647;

test('reads an id written plainly, within what the API accepts; anything else is null', () => {
  expect(positiveId('42')).toBe(42);
  expect(positiveId(String(LARGEST))).toBe(LARGEST);
  const refused = [
    undefined,
    null,
    '',
    '0',
    '-3',
    '+3',
    '1.5',
    '1e3',
    '0x10',
    ' 42',
    '42 ',
    '007',
    'abc',
    '12abc',
    'Infinity',
    String(LARGEST + 1),
    '99999999999',
  ];
  for (const raw of refused) expect([raw, positiveId(raw)]).toEqual([raw, null]);
});

test('a route check admits only addresses whose named parameters are all ids', () => {
  const team = hasIds('club_id', 'id');
  expect(team({ club_id: '3', id: '17', slug: 'x' })).toBe(true);
  expect(team({ club_id: '3' })).toBe(false);
  expect(team({ club_id: '3', id: '017' })).toBe(false);
  expect(team({ club_id: 'create', id: '17' })).toBe(false);
});
