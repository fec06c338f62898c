import { hasContentSlug, hasIds, isSlug, positiveId } from './route-id';

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

test("a club's, team's or person's slug: letters, digits and inner hyphens", () => {
  for (const raw of ['kairat', 'Kairat-2012', 'a', 'a'.repeat(120)]) expect([raw, isSlug(raw)]).toEqual([raw, true]);
  for (const raw of [undefined, null, '', '-kairat', 'kairat-', 'kai rat', 'қайрат', 'a'.repeat(121)])
    expect([raw, isSlug(raw)]).toEqual([raw, false]);
});

test("an article's or an album's slug has no separator or space", () => {
  expect(hasContentSlug({ slug: 'финал-2026' })).toBe(true);
  expect(hasContentSlug({ slug: 'a'.repeat(200) })).toBe(true);
  for (const slug of [undefined, '', 'a/b', 'a?b', 'a#b', 'a b', 'a'.repeat(201)])
    expect([slug, hasContentSlug({ slug })]).toEqual([slug, false]);
});
