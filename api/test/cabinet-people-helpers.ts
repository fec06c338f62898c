// What the cabinet players and staff tests share: the suite's setup (an app on the demo league
// with its own upload dir, every caller logged in) and its calls, the callers of the role ×
// endpoint matrix (anonymous, a revoked token, the five demo roles and a command_admin of another
// club, created here) and the matrix run itself, the demo league's people of each club, a
// multipart body, the upload dir's files, and the check of refused birth dates.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp, login, request, type DbTarget, type TestApp } from './helpers';
import { teamAdminClub } from './support/demo-cabinet';
import { addPlayerDocuments, REQUIRED_PLAYER_DOCUMENTS, signedInOfficial, testDocument } from './support/people';
import { listFiles, multipartBody } from './support/uploads';

export { listFiles, multipartBody };

export const CALLERS = ['anonymous', 'revoked', 'admin', 'team', 'referee', 'provider', 'media', 'otherTeam'] as const;
export type Caller = (typeof CALLERS)[number];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface People {
  tokens: Record<Caller, string | undefined>;
  ownClub: number;
  otherClub: number;
  /** Two teams of the command_admin's club (active), one of another club. */
  ownTeam: number;
  ownTeam2: number;
  otherTeam: number;
}

/** Logs every caller in; the other club's administrator is created (and signed in) first, the revoked token logged out. */
export async function peopleCallers(t: TestApp): Promise<People> {
  const ownClub = await teamAdminClub(t.db);
  const teams = await t.db.selectFrom('teams').select(['id', 'club_id']).orderBy('id').execute();
  const ownTeams = teams.filter((team) => team.club_id === ownClub);
  const otherTeamRow = teams.find((team) => team.club_id !== ownClub)!;
  const otherTeam = await signedInOfficial(t, otherTeamRow.id, 'other-club@league.test', 'Other Club Admin');
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    revoked: await login(t.app, 'admin@league.test'),
    admin: await login(t.app, 'admin@league.test'),
    team: await login(t.app, 'team@league.test'),
    referee: await login(t.app, 'referee@league.test'),
    provider: await login(t.app, 'provider@league.test'),
    media: await login(t.app, 'media@league.test'),
    otherTeam,
  };
  const out = await request(t.app, { method: 'POST', url: '/api/v1/cabinet/logout', token: tokens.revoked });
  if (out.statusCode >= 300) throw new Error(`logout failed: ${out.statusCode}`);
  return {
    tokens,
    ownClub,
    otherClub: otherTeamRow.club_id,
    ownTeam: ownTeams[0].id,
    ownTeam2: ownTeams[1].id,
    otherTeam: otherTeamRow.id,
  };
}

export interface MatrixTotals {
  cells: number;
  allows: number;
  denials: number;
}

/** Adds one cell to the totals: an answer below 400, or a business refusal the test expects, counts as allowed. */
export function countCell(totals: MatrixTotals, allowed: boolean): void {
  totals.cells += 1;
  if (allowed) totals.allows += 1;
  else totals.denials += 1;
}

export type Language = 'kk' | 'ru' | 'en';
export type Files = Parameters<typeof multipartBody>[1];

/** What a person suite's tests use; `t`, `p` and `uploads` are set once `beforeAll` has run. */
export interface PersonSuite {
  t: TestApp;
  p: People;
  /** The suite's upload dir (files written by uploads land here). */
  uploads: string;
  call: (method: Method, url: string, who: Caller, payload?: object, language?: Language) => ReturnType<typeof request>;
  upload: (
    url: string,
    who: Caller,
    fields: Record<string, string>,
    files: Files,
    language?: Language,
  ) => ReturnType<typeof request>;
}

/**
 * Registers the setup of a cabinet person suite in the calling `describe`: an app on the demo
 * league (on `target`) with its own upload dir, every caller logged in, closed and removed after.
 */
export function personSuite(target: DbTarget, name: string): PersonSuite {
  let dir = '';
  const suite = {
    uploads: '',
    call: (method: Method, url: string, who: Caller, payload?: object, language: Language = 'en') =>
      request(suite.t.app, { method, url: `/api/v1${url}`, token: suite.p.tokens[who], payload, language }),
    upload: (url: string, who: Caller, fields: Record<string, string>, files: Files, language: Language = 'en') => {
      const body = multipartBody(fields, files);
      return request(suite.t.app, {
        method: 'POST',
        url: `/api/v1${url}`,
        token: suite.p.tokens[who],
        payload: body.payload,
        headers: body.headers,
        language,
      });
    },
  } as PersonSuite;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `league-${name}-`));
    suite.uploads = join(dir, 'uploads');
    suite.t = await createTestApp({ target, seed: 'demo', config: { uploadDir: suite.uploads } });
    suite.p = await peopleCallers(suite.t);
  }, 300_000);
  afterAll(async () => {
    await suite.t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return suite;
}

/** Gives a player every required document (valid, no expiry), written straight to the database. */
export async function giveDocuments(t: TestApp, playerId: number): Promise<void> {
  await addPlayerDocuments(t.db, playerId, REQUIRED_PLAYER_DOCUMENTS, String(playerId));
}

/** Gives a staff member identity, consent and a licence (valid, no expiry), written straight to the database. */
export async function giveStaffDocuments(
  t: TestApp,
  staffId: number,
  types: readonly string[] = ['identity', 'consent_to_data_processing', 'staff_license'],
): Promise<void> {
  await t.db
    .insertInto('staff_documents')
    .values(types.map((type) => ({ staff_id: staffId, ...testDocument(type, `staff-${staffId}`) })))
    .execute();
}

/** A team of a new club archived at the start of 2026: its id. */
export async function teamOfArchivedClub(
  t: TestApp,
  club: { slug: string; title_kk: string },
  team: { slug: string; title_kk: string; birth_year: number },
): Promise<number> {
  const row = await t.db
    .insertInto('clubs')
    .values({ ...club, archived_at: new Date('2026-01-01T00:00:00Z') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (
    await t.db
      .insertInto('teams')
      .values({ ...team, club_id: row.id })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** The club's first team submitted to a tournament that is running (active, not finished), and the tournament's band. */
export function playingTeamOf(t: TestApp, clubId: number) {
  return t.db
    .selectFrom('tournament_teams as tt')
    .innerJoin('tournaments as tr', 'tr.id', 'tt.tournament_id')
    .innerJoin('teams as tm', 'tm.id', 'tt.team_id')
    .select(['tm.id', 'tm.birth_year', 'tr.birth_year_from', 'tr.birth_year_to'])
    .where('tt.status', '=', 'submitted')
    .where('tr.active', '=', true)
    .where('tr.end_date', 'is', null)
    .where('tm.club_id', '=', clubId)
    .orderBy('tm.id')
    .executeTakeFirstOrThrow();
}

/** The birth year a team is for. */
export async function teamYear(t: TestApp, teamId: number): Promise<number> {
  return (await t.db.selectFrom('teams').select('birth_year').where('id', '=', teamId).executeTakeFirstOrThrow())
    .birth_year;
}

/** A form's values as an edit body: the photo and the status are not edited there. */
export function editBody<V extends { photo: unknown; status: unknown }>(values: V): Omit<V, 'photo' | 'status'> {
  const { photo: _photo, status: _status, ...rest } = values;
  return rest;
}

/** The values of a player's edit form in the cabinet, as `token` sees them. */
export async function playerFormValues(app: FastifyInstance, token: string, slug: string) {
  const form = await request(app, {
    method: 'GET',
    url: `/api/v1/cabinet/players/${slug}/form`,
    token,
    language: 'en',
  });
  return form.json().data.values;
}

/** A player's form values as an edit body that renames the player (the Kazakh name; the others cleared). */
export function renameBody<V extends { photo: unknown; status: unknown }>(values: V, first: string, last: string) {
  return {
    ...editBody(values),
    first_name_kk: first,
    first_name_ru: null,
    first_name_en: null,
    last_name_kk: last,
    last_name_ru: null,
    last_name_en: null,
  };
}

/** Renames a player through the cabinet's edit form as `token` (the Kazakh name; the others cleared). */
export async function renamePlayer(
  app: FastifyInstance,
  token: string,
  player: { id: number; slug: string },
  first: string,
  last: string,
) {
  const values = await playerFormValues(app, token, player.slug);
  return request(app, {
    method: 'PUT',
    url: `/api/v1/cabinet/players/${player.id}/edit`,
    token,
    language: 'en',
    payload: renameBody(values, first, last),
  });
}

/**
 * Checks that creating a person with each birth date of `cases` is a 422 whose only error is the
 * case's message on `birth_date`, in the case's language.
 */
export async function expectBirthDatesRefused(
  create: (birthDate: string, language: Language) => ReturnType<typeof request>,
  cases: ReadonlyArray<readonly [birthDate: string, language: Language, message: string]>,
): Promise<void> {
  for (const [birthDate, language, message] of cases) {
    const response = await create(birthDate, language);
    expect({ birthDate, status: response.statusCode, errors: response.json().data.errors }).toEqual({
      birthDate,
      status: 422,
      errors: { birth_date: [message] },
    });
  }
}

export interface Probe {
  name: string;
  /** How to call the endpoint as a caller (fresh data where a call changes it). */
  call: (who: Caller) => Promise<{ statusCode: number; body: string }>;
  /** What each caller gets; anonymous and a revoked token 401, referee and media 403 unless said. */
  expect: Partial<Record<Caller, number>>;
}

/**
 * Calls every probe as every caller and checks the status; a refusal (but a business 409) never
 * carries `secret` (the person's slug). Logs and returns the totals.
 */
export async function runMatrix(label: string, probes: Probe[], secret: string): Promise<MatrixTotals> {
  const totals: MatrixTotals = { cells: 0, allows: 0, denials: 0 };
  const denied = { anonymous: 401, revoked: 401, referee: 403, media: 403 } as const;
  for (const probe of probes) {
    for (const who of CALLERS) {
      const want = probe.expect[who] ?? denied[who as keyof typeof denied];
      const response = await probe.call(who);
      expect({ probe: probe.name, who, status: response.statusCode }).toEqual({ probe: probe.name, who, status: want });
      if (response.statusCode >= 400 && response.statusCode !== 409) expect(response.body).not.toContain(secret);
      countCell(totals, want < 400 || want === 409);
    }
  }
  console.info(
    `${label}: ${probes.length} endpoints × ${CALLERS.length} callers = ${totals.cells} cells, ${totals.allows} allowed, ${totals.denials} denied`,
  );
  expect(totals.cells).toBe(probes.length * CALLERS.length);
  return totals;
}
