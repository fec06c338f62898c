import { ROLES, ROLE_HOME, type RoleSlug } from '../roles';
import { CABINET_PAGES, cabinetNav, cabinetPage, mayOpen, pageRoles, remotesForRole } from '.';

// What each role may open, written out by hand from spec §6 and the domain rules: the table
// must agree with it, page by page.
const EXPECTED: Record<string, RoleSlug[]> = {
  '/cabinet/tournaments': ['super_admin', 'command_admin', 'media_manager'],
  '/cabinet/tournaments/create': ['super_admin'],
  '/cabinet/tournaments/3': ['super_admin', 'command_admin'],
  '/cabinet/tournaments/3/edit': ['super_admin'],
  '/cabinet/tournaments/3/calendar': ['super_admin', 'command_admin', 'media_manager'],
  '/cabinet/tournaments/3/matches': ['super_admin', 'command_admin', 'media_manager'],
  '/cabinet/tournaments/3/matches/9': ['super_admin', 'referee', 'media_manager', 'command_admin'],
  '/cabinet/tournaments/3/matches/9/squad': ['super_admin', 'referee', 'command_admin'],
  '/cabinet/tournaments/3/teams/4': ['super_admin', 'command_admin'],
  '/cabinet/tournaments/3/teams/4/players/8': ['super_admin', 'command_admin'],
  '/cabinet/tournaments/3/teams/4/staff/8': ['super_admin', 'command_admin'],
  '/cabinet/tournaments/3/departures': ['super_admin', 'command_admin', 'provider'],
  '/cabinet/tournaments/3/departures/2': ['super_admin', 'command_admin', 'provider'],
  '/cabinet/tournaments/3/departures/2/squad': ['super_admin', 'command_admin'],
  '/cabinet/matches': ['super_admin', 'referee'],
  '/cabinet/appointments': ['referee'],
  '/cabinet/appointments/needed': ['super_admin'],
  '/cabinet/departures': ['super_admin', 'command_admin', 'provider'],
  '/cabinet/notifications': ['super_admin', 'command_admin', 'referee', 'provider'],
  '/cabinet/clubs': ['super_admin', 'command_admin'],
  '/cabinet/clubs/create': ['super_admin'],
  '/cabinet/clubs/4': ['super_admin', 'command_admin'],
  '/cabinet/clubs/4/edit': ['super_admin'],
  '/cabinet/clubs/4/teams/create': ['super_admin'],
  '/cabinet/clubs/4/teams/6': ['super_admin', 'command_admin'],
  '/cabinet/clubs/4/teams/6/about': ['super_admin', 'command_admin'],
  '/cabinet/clubs/4/teams/6/edit': ['super_admin', 'command_admin'],
  '/cabinet/clubs/4/teams/6/players/create': ['super_admin', 'command_admin'],
  '/cabinet/clubs/4/teams/6/players/aibek-s/edit': ['super_admin', 'command_admin'],
  '/cabinet/clubs/4/teams/6/staff': ['super_admin', 'command_admin', 'provider'],
  '/cabinet/clubs/4/teams/6/staff/create': ['super_admin', 'command_admin'],
  '/cabinet/clubs/4/teams/6/staff/coach-a': ['super_admin', 'command_admin', 'provider'],
  '/cabinet/clubs/4/teams/6/staff/coach-a/edit': ['super_admin', 'command_admin'],
  '/cabinet/players': ['super_admin', 'command_admin', 'provider'],
  '/cabinet/players/aibek-s': ['super_admin', 'command_admin', 'provider'],
  '/cabinet/stadiums': ['super_admin'],
  '/cabinet/seasons': ['super_admin'],
  '/cabinet/import': ['super_admin'],
  '/cabinet/accounts': ['super_admin'],
  '/cabinet/accounts/invitations': ['super_admin'],
  '/cabinet/accounts/12': ['super_admin'],
  '/cabinet/referees': ['super_admin'],
  '/cabinet/referees/create': ['super_admin'],
  '/cabinet/referees/7/edit': ['super_admin'],
  '/cabinet/team-stats': ['super_admin', 'command_admin'],
  '/cabinet/start': ['super_admin'],
  '/cabinet/settings': ['super_admin'],
  '/cabinet/feedback': ['super_admin', 'media_manager'],
  '/cabinet/content/news': ['super_admin', 'media_manager'],
  '/cabinet/content/news/create': ['super_admin', 'media_manager'],
  '/cabinet/content/news/5': ['super_admin', 'media_manager'],
  '/cabinet/content/analytics': ['super_admin', 'media_manager'],
  '/cabinet/content/analytics/create': ['super_admin', 'media_manager'],
  '/cabinet/content/analytics/5': ['super_admin', 'media_manager'],
  '/cabinet/content/albums': ['super_admin', 'media_manager'],
  '/cabinet/content/albums/5': ['super_admin', 'media_manager'],
  '/cabinet/content/videos': ['super_admin', 'media_manager'],
  '/cabinet/content/press': ['super_admin', 'media_manager'],
  '/cabinet/content/documents': ['super_admin', 'media_manager'],
  '/cabinet/content/partners': ['super_admin', 'media_manager'],
  '/cabinet/content/banners': ['super_admin', 'media_manager'],
  '/cabinet/content/people': ['super_admin', 'media_manager'],
  '/cabinet/content/pages': ['super_admin', 'media_manager'],
  '/cabinet/history': ['super_admin'],
};

describe.each(ROLES)('%s', (role) => {
  it.each(Object.entries(EXPECTED))('%s', (path, roles) => {
    expect(mayOpen(role, path)).toBe(roles.includes(role));
  });

  it('lands on a page it may open', () => {
    expect(mayOpen(role, ROLE_HOME[role])).toBe(true);
  });

  it('sees in the navigation only pages it may open, and loads a remote for each', () => {
    const remotes = remotesForRole(role);
    for (const item of cabinetNav(role)) {
      expect(mayOpen(role, item.pattern)).toBe(true);
      expect(remotes).toContain(item.remote);
    }
  });
});

test('the media manager may open the tournaments list, calendar, matches, a match, the feedback inbox and the content area only', () => {
  const open = Object.keys(EXPECTED).filter((path) => mayOpen('media_manager', path));
  expect(open).toEqual([
    '/cabinet/tournaments',
    '/cabinet/tournaments/3/calendar',
    '/cabinet/tournaments/3/matches',
    '/cabinet/tournaments/3/matches/9',
    '/cabinet/feedback',
    ...Object.keys(EXPECTED).filter((path) => path.startsWith('/cabinet/content/')),
  ]);
});

test('the content remote is loaded only by the super_admin and the media manager', () => {
  const loaders = ROLES.filter((role) => remotesForRole(role).includes('mf_cabinet_content'));
  expect(loaders).toEqual(['super_admin', 'media_manager']);
});

test('a literal segment wins over a parameter', () => {
  expect(cabinetPage('/cabinet/clubs/create')?.pattern).toBe('/cabinet/clubs/create');
  expect(cabinetPage('/cabinet/clubs/12')?.pattern).toBe('/cabinet/clubs/:club_id');
  expect(cabinetPage('/cabinet/nowhere')).toBeNull();
  expect(mayOpen('super_admin', '/cabinet/nowhere')).toBe(false);
});

test('every cabinet page of the table is covered above, and no role is left without a remote', () => {
  expect(CABINET_PAGES.length).toBe(Object.keys(EXPECTED).length);
  for (const role of ROLES) expect(remotesForRole(role).length).toBeGreaterThan(0);
  expect(remotesForRole('referee')).not.toContain('mf_cabinet_clubs');
  expect(remotesForRole('provider')).toContain('mf_cabinet_clubs');
  expect(() => pageRoles('/cabinet/unknown')).toThrow();
});
