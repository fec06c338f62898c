import fs from 'node:fs';
import nodePath from 'node:path';
import { CABINET_PATTERNS as P, MIDDLEWARES, mayOpen } from '@league/shared';
import { middlewareFits, middlewareFitting, refusedMayOpen, refusedTarget, type MiddlewareContext } from './registry';

const routeFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? routeFiles(nodePath.join(dir, entry.name))
        : entry.name === 'routes.ts'
          ? [nodePath.join(dir, entry.name)]
          : [],
    );

const at = (
  pattern: string,
  path: string,
  params: Record<string, string>,
  role: MiddlewareContext['role'],
): MiddlewareContext => ({ pattern, path, params, role });

test('super-admin fits only the pages the access table gives the superAdmin policy, and sends a refused role to its own home', () => {
  for (const pattern of [P.clubCreate, P.clubEdit, P.teamCreate, P.tournamentCreate, P.tournamentEdit])
    expect([pattern, middlewareFits('super-admin', pattern)]).toEqual([pattern, true]);
  for (const pattern of [P.clubs, P.club, P.teamEdit, '/teams/:slug'])
    expect([pattern, middlewareFits('super-admin', pattern)]).toEqual([pattern, false]);
  const create = (role: MiddlewareContext['role']) => at(P.clubCreate, '/cabinet/clubs/create', {}, role);
  expect(refusedTarget(['super-admin'], create('command_admin'))).toBe('/cabinet/tournaments');
  expect(refusedTarget(['super-admin'], create('referee'))).toBe('/cabinet/matches');
  expect(refusedTarget(['super-admin'], create(null))).toBe('/cabinet/login');
});

test("provider-rules fits the people's edit forms and sends whom the form refuses to the person's page, when the table lets it read the person", () => {
  expect([P.teamPlayerEdit, P.teamStaffEdit].map((p) => middlewareFits('provider-rules', p))).toEqual([true, true]);
  expect([P.teamPlayerCreate, P.player, P.teamEdit].map((p) => middlewareFits('provider-rules', p))).toEqual([
    false,
    false,
    false,
  ]);
  const player = (role: MiddlewareContext['role']) =>
    at(P.teamPlayerEdit, '/cabinet/clubs/1/teams/2/players/aidos/edit', { club_id: '1', id: '2', slug: 'aidos' }, role);
  expect(refusedTarget(['provider-rules'], player('provider'))).toBe('/cabinet/players/aidos');
  // The referee may not read people: its home.
  expect(refusedTarget(['provider-rules'], player('referee'))).toBe('/cabinet/matches');
  const staff = at(
    P.teamStaffEdit,
    '/cabinet/clubs/1/teams/2/staff/nurlan/edit',
    { club_id: '1', id: '2', slug: 'nurlan' },
    'provider',
  );
  expect(refusedTarget(['provider-rules'], staff)).toBe('/cabinet/clubs/1/teams/2/staff/nurlan');
  // A departure's squad form: the provider reads the squad on the departure's page.
  expect(middlewareFits('provider-rules', P.departureSquad)).toBe(true);
  const squad = at(
    P.departureSquad,
    '/cabinet/tournaments/3/departures/7/squad',
    { id: '3', departure_id: '7' },
    'provider',
  );
  expect(refusedTarget(['provider-rules'], squad)).toBe('/cabinet/tournaments/3/departures/7');
});

test("the protocol has no middleware: no role the access table refuses it may open the tournament's matches, so the table alone decides", () => {
  expect(refusedMayOpen(P.matchProtocol, 'tournamentMatches')).toBe(false);
  expect(middlewareFitting(P.matchProtocol)).toEqual([]);
  // The provider (refused by the protocol) goes home: its departures.
  const protocol = at(P.matchProtocol, '/cabinet/tournaments/4/matches/9', { id: '4', match_id: '9' }, 'provider');
  expect(refusedTarget([], protocol)).toBe('/cabinet/departures');
  // Whom the table lets read a protocol, the team administrator included, is let in.
  for (const role of ['super_admin', 'referee', 'media_manager', 'command_admin'] as const)
    expect([role, mayOpen(role, '/cabinet/tournaments/4/matches/9')]).toEqual([role, true]);
});

test('provider-rules fits a form only while the table lets a role the form refuses read the person', () => {
  expect(refusedMayOpen(P.teamPlayerEdit, 'player')).toBe(true);
  expect(refusedMayOpen(P.teamStaffEdit, 'teamStaffMember')).toBe(true);
});

test('every middleware is named by a route of a remote, and each route names only middleware that fit its page', () => {
  const named = new Map<string, string[]>();
  for (const remote of [
    'mf-cabinet-clubs',
    'mf-cabinet-content',
    'mf-cabinet-league',
    'mf-cabinet-matches',
    'mf-cabinet-tournaments',
    'mf-public',
  ]) {
    for (const file of routeFiles(nodePath.join(__dirname, '../../..', remote, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, pattern, names] of text.matchAll(/path: patterns\.(\w+),[^}]*?middleware: \[([^\]]*)\]/g)) {
        for (const name of names!.match(/[\w-]+/g) ?? []) named.set(name, [...(named.get(name) ?? []), pattern!]);
      }
    }
  }
  expect([...named.keys()].sort()).toEqual([...MIDDLEWARES].sort());
  for (const [name, pages] of named)
    for (const page of pages)
      expect([name, page, middlewareFits(name as never, P[page as keyof typeof P])]).toEqual([name, page, true]);
});

test('the first place a middleware names that the role may open wins, in the order the route names them; an unknown middleware is an error', () => {
  const player = at(
    P.teamPlayerEdit,
    '/cabinet/clubs/1/teams/2/players/aidos/edit',
    { club_id: '1', id: '2', slug: 'aidos' },
    'provider',
  );
  expect(refusedTarget(['super-admin', 'provider-rules'], player)).toBe('/cabinet/players/aidos');
  expect(() => refusedTarget(['no-such' as never], player)).toThrow(/Unknown middleware "no-such"/);
  expect(() => middlewareFits('no-such' as never, P.clubs)).toThrow(/Unknown middleware "no-such"/);
});

test('each page has the middleware the access table says fit it, and most pages none', () => {
  expect(middlewareFitting(P.clubEdit)).toEqual(['super-admin']);
  expect(middlewareFitting(P.teamStaffEdit)).toEqual(['provider-rules']);
  expect(middlewareFitting(P.tournaments)).toEqual([]);
});
