// The cabinet suites' common start on the demo league: an app on it (opened by hand, or declared
// once for a suite), the five demo roles signed in (super_admin, the club's command_admin, referee,
// provider, media manager), the club of the demo team administrator, the tournament entries of that
// club, the boys' teams of a birth year, a club's youngest boys' team, the latest season and a new
// tournament's form, the first open club, a call of the API as one of them, and the check that only
// the administrators may make a call.
import type { InjectOptions } from 'fastify';
import type { DB } from '../../src/db/database';
import { createTestApp, login, request, type DbTarget, type TestApp, type TestAppOptions } from '../helpers';
import { suiteApp } from './suite-app';

/** The demo accounts, each `<who>@league.test`. */
export const WHO = ['admin', 'team', 'referee', 'provider', 'media'] as const;
export type Who = (typeof WHO)[number];
export type Language = 'kk' | 'ru' | 'en';

/** Signs each demo account in: its token by name. */
export async function signIn<W extends string>(t: TestApp, who: readonly W[]): Promise<Record<W, string>> {
  const tokens = {} as Record<W, string>;
  for (const name of who) tokens[name] = await login(t.app, `${name}@league.test`);
  return tokens;
}

/** The user id of each demo account, by name. */
export async function userIdsOf<W extends string>(db: DB, who: readonly W[]): Promise<Record<W, number>> {
  const ids = {} as Record<W, number>;
  for (const name of who)
    ids[name] = (
      await db.selectFrom('users').select('id').where('email', '=', `${name}@league.test`).executeTakeFirstOrThrow()
    ).id;
  return ids;
}

/** The club of the demo team administrator (team@league.test). */
export async function teamAdminClub(db: DB): Promise<number> {
  return (
    await db.selectFrom('users').select('club_id').where('email', '=', 'team@league.test').executeTakeFirstOrThrow()
  ).club_id!;
}

export interface DemoCabinet {
  t: TestApp;
  tokens: Record<Who, string>;
  /** The demo team administrator's club. */
  ownClub: number;
}

/** An app on the demo league, every demo account signed in, and the team administrator's club. */
export async function openDemoCabinet(
  target: DbTarget,
  options: Omit<TestAppOptions, 'target' | 'seed'> = {},
): Promise<DemoCabinet> {
  const t = await createTestApp({ target, seed: 'demo', ...options });
  return { t, tokens: await signIn(t, WHO), ownClub: await teamAdminClub(t.db) };
}

/** The suite's start on the demo league, declared once; its fields are read inside the tests. */
export interface DemoCabinetSuite {
  /** The suite's app (see `suiteApp`). */
  t: TestApp;
  /** Each demo account's token, by name, from the suite's first hook on. */
  tokens: Record<Who, string>;
  /** The demo team administrator's club. */
  readonly ownClub: number;
}

/**
 * `openDemoCabinet` for a whole suite, the way of `suiteApp`: built in `beforeAll` (within `timeout`
 * when given) and closed in `afterAll`.
 */
export function demoCabinetSuite(
  target: DbTarget,
  options: Omit<TestAppOptions, 'target' | 'seed'> = {},
  timeout?: number,
): DemoCabinetSuite {
  const t = suiteApp({ target, seed: 'demo', ...options }, timeout);
  const tokens = {} as Record<Who, string>;
  let ownClub: number | undefined;
  beforeAll(async () => {
    Object.assign(tokens, await signIn(t, WHO));
    ownClub = await teamAdminClub(t.db);
  }, timeout);
  return {
    t,
    tokens,
    get ownClub() {
      if (ownClub === undefined) throw new Error('the own club is found in beforeAll');
      return ownClub;
    },
  };
}

/**
 * The club's entries in active, unfinished tournaments, the main tournament first: each with its
 * tournament and the club's team there.
 */
export function currentEntriesOfClub(db: DB, club: number) {
  return db
    .selectFrom('tournament_teams as tt')
    .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
    .innerJoin('tournaments as tr', 'tr.id', 'tt.tournament_id')
    .select(['tt.tournament_id', 'tm.id', 'tm.slug', 'tm.birth_year'])
    .where('tm.club_id', '=', club)
    .where('tr.active', '=', true)
    .where('tr.end_date', 'is', null)
    .orderBy('tr.main', 'desc');
}

/** The first team of another club than `club` in the tournament, with its club. */
export function otherClubTeamIn(db: DB, tournamentId: number, club: number) {
  return db
    .selectFrom('tournament_teams as tt')
    .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
    .select(['tm.id', 'tm.club_id'])
    .where('tt.tournament_id', '=', tournamentId)
    .where('tm.club_id', '!=', club)
    .orderBy('tm.id')
    .executeTakeFirstOrThrow();
}

/** The active boys' teams born in `year` (the ids, in id order). */
export async function boysTeamsBorn(db: DB, year: number): Promise<number[]> {
  const rows = await db
    .selectFrom('teams')
    .select('id')
    .where('birth_year', '=', year)
    .where('is_woman_squad', '=', false)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The club's youngest active boys' team: its id and birth year. */
export function youngestBoysTeamOf(db: DB, club: number): Promise<{ id: number; birth_year: number }> {
  return db
    .selectFrom('teams')
    .select(['id', 'birth_year'])
    .where('club_id', '=', club)
    .where('is_active', '=', true)
    .where('is_woman_squad', '=', false)
    .orderBy('birth_year', 'desc')
    .executeTakeFirstOrThrow();
}

/** The id of the latest season of the league. */
export async function latestSeasonId(db: DB): Promise<number> {
  return (await db.selectFrom('seasons').select('id').orderBy('year', 'desc').executeTakeFirstOrThrow()).id;
}

/** The cabinet form of a new U-14 tournament of the boys born in 2012, starting 2027-05-01; `over` changes any field. */
export const boys2012Tournament = (
  seasonId: number,
  titles: { title_kk: string; title_en?: string },
  over: object = {},
) => ({
  ...titles,
  season_id: seasonId,
  age_group: 'U-14',
  birth_year_from: 2012,
  birth_year_to: 2012,
  gender: 'male',
  start_date: '2027-05-01',
  ...over,
});

/** The first club of the league that is not archived: its id and slug. */
export function firstOpenClub(db: DB) {
  return db
    .selectFrom('clubs')
    .select(['id', 'slug'])
    .where('archived_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

export type RoleCall<W extends string = Who> = (
  method: NonNullable<InjectOptions['method']>,
  url: string,
  who: W | null,
  payload?: object,
  language?: Language,
) => ReturnType<typeof request>;

/** A call of the API (`/api/v1` + url) as a signed-in account (null: nobody), in English unless said. */
export const roleCall =
  <W extends string = Who>(suite: () => { t: TestApp; tokens: Record<W, string> }): RoleCall<W> =>
  (method, url, who, payload, language = 'en') => {
    const { t, tokens } = suite();
    return request(t.app, { method, url: `/api/v1${url}`, token: who ? tokens[who] : undefined, payload, language });
  };

/**
 * Checks that nobody signed in gets 401 and the referee, the provider and the media manager 403 for
 * the call; returns how many answers were checked.
 */
export async function expectRefusedToNonAdmins(
  call: RoleCall,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  payload?: object,
): Promise<number> {
  expect({ method, url, status: (await call(method, url, null, payload)).statusCode }).toEqual({
    method,
    url,
    status: 401,
  });
  for (const who of ['referee', 'provider', 'media'] as const) {
    expect({ method, url, who, status: (await call(method, url, who, payload)).statusCode }).toEqual({
      method,
      url,
      who,
      status: 403,
    });
  }
  return 4;
}
