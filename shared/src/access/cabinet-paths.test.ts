import { matchPath } from 'react-router-dom';
import { CABINET_PAGES, CABINET_PATTERNS, cabinetPath, pageParams } from './index';

test('fills every named segment, URI-encoded, and leaves a page without segments as it is', () => {
  expect(cabinetPath('notifications')).toBe('/cabinet/notifications');
  expect(cabinetPath('teamApplication', { id: 3, club_id: 14 })).toBe('/cabinet/tournaments/3/teams/14');
  expect(cabinetPath('staffApplication', { id: 3, club_id: 14, application_id: 900 })).toBe(
    '/cabinet/tournaments/3/teams/14/staff/900',
  );
  expect(cabinetPath('teamStaffEdit', { club_id: 1, id: 2, slug: 'a b/c' })).toBe(
    '/cabinet/clubs/1/teams/2/staff/a%20b%2Fc/edit',
  );
});

test('each pattern builds an address its own pattern matches with the values intact', () => {
  for (const [name, pattern] of Object.entries(CABINET_PATTERNS)) {
    const names = [...pattern.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
    const values = Object.fromEntries(names.map((n, i) => [n, `v${i + 1}`]));
    const built = (cabinetPath as (page: string, params?: Record<string, string>) => string)(name, values);
    expect([name, matchPath({ path: pattern, end: true }, built)?.params]).toEqual([name, values]);
  }
});

test('the access table lists exactly the pages of the patterns', () => {
  expect(CABINET_PAGES.map((page) => page.pattern).sort()).toEqual(Object.values(CABINET_PATTERNS).sort());
});

test("a path's values of its page's named segments, decoded", () => {
  expect(
    pageParams(CABINET_PATTERNS.teamStaffEdit, cabinetPath('teamStaffEdit', { club_id: 1, id: 2, slug: 'a b' })),
  ).toEqual({ club_id: '1', id: '2', slug: 'a b' });
  expect(pageParams(CABINET_PATTERNS.clubs, '/cabinet/clubs')).toEqual({});
});
