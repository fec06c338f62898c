import { CABINET_PATTERNS as P } from '@league/shared';
import { middlewareFits, middlewareFitting, refusedTarget, type MiddlewareContext } from './registry';

const at = (pattern: string, path: string, params: Record<string, string>, role: MiddlewareContext['role']): MiddlewareContext => ({ pattern, path, params, role });

test('super-admin fits only the pages the access table gives the superAdmin policy, and sends a refused role to its own home', () => {
  for (const pattern of [P.clubCreate, P.clubEdit, P.teamCreate, P.tournamentCreate, P.tournamentEdit]) expect([pattern, middlewareFits('super-admin', pattern)]).toEqual([pattern, true]);
  for (const pattern of [P.clubs, P.club, P.teamEdit, '/teams/:slug']) expect([pattern, middlewareFits('super-admin', pattern)]).toEqual([pattern, false]);
  const create = (role: MiddlewareContext['role']) => at(P.clubCreate, '/cabinet/clubs/create', {}, role);
  expect(refusedTarget(['super-admin'], create('command_admin'))).toBe('/cabinet/tournaments');
  expect(refusedTarget(['super-admin'], create('referee'))).toBe('/cabinet/matches');
  expect(refusedTarget(['super-admin'], create(null))).toBe('/cabinet/login');
});

test("provider-rules fits the people's edit forms and sends whom the form refuses to the person's page, when the table lets it read the person", () => {
  expect([P.teamPlayerEdit, P.teamStaffEdit].map((p) => middlewareFits('provider-rules', p))).toEqual([true, true]);
  expect([P.teamPlayerCreate, P.player, P.teamEdit].map((p) => middlewareFits('provider-rules', p))).toEqual([false, false, false]);
  const player = (role: MiddlewareContext['role']) => at(P.teamPlayerEdit, '/cabinet/clubs/1/teams/2/players/aidos/edit', { club_id: '1', id: '2', slug: 'aidos' }, role);
  expect(refusedTarget(['provider-rules'], player('provider'))).toBe('/cabinet/players/aidos');
  // The referee may not read people: its home.
  expect(refusedTarget(['provider-rules'], player('referee'))).toBe('/cabinet/matches');
  const staff = at(P.teamStaffEdit, '/cabinet/clubs/1/teams/2/staff/nurlan/edit', { club_id: '1', id: '2', slug: 'nurlan' }, 'provider');
  expect(refusedTarget(['provider-rules'], staff)).toBe('/cabinet/clubs/1/teams/2/staff/nurlan');
});

test("cabinet-protocol fits the protocol page only; whom the protocol's policy refuses goes to the tournament's matches if it may open them, else home", () => {
  expect([P.matchProtocol, P.matchSquad, P.tournamentMatches].map((p) => middlewareFits('cabinet-protocol', p))).toEqual([true, false, false]);
  const protocol = at(P.matchProtocol, '/cabinet/tournaments/4/matches/9', { id: '4', match_id: '9' }, 'provider');
  expect(refusedTarget(['cabinet-protocol'], protocol)).toBe('/cabinet/departures');
});

test('the first place a middleware names that the role may open wins, in the order the route names them; an unknown middleware is an error', () => {
  const player = at(P.teamPlayerEdit, '/cabinet/clubs/1/teams/2/players/aidos/edit', { club_id: '1', id: '2', slug: 'aidos' }, 'provider');
  expect(refusedTarget(['super-admin', 'provider-rules'], player)).toBe('/cabinet/players/aidos');
  expect(() => refusedTarget(['no-such' as never], player)).toThrow(/Unknown middleware "no-such"/);
  expect(() => middlewareFits('no-such' as never, P.clubs)).toThrow(/Unknown middleware "no-such"/);
});

test('each page has the middleware the access table says fit it, and most pages none', () => {
  expect(middlewareFitting(P.clubEdit)).toEqual(['super-admin']);
  expect(middlewareFitting(P.teamStaffEdit)).toEqual(['provider-rules']);
  expect(middlewareFitting(P.matchProtocol)).toEqual(['cabinet-protocol']);
  expect(middlewareFitting(P.tournaments)).toEqual([]);
});
