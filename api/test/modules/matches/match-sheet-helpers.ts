// Set-up the match sheet's tests share: two teams of the main tournament from clubs other than the
// demo team administrator's (each with a full application), an official of each team's club, and
// matches of the two with the demo referee on the crew and both squads listed.
import { sql } from 'kysely';
import { DEMO_NOW, DEMO_PASSWORD, request, type TestApp } from '../../helpers';
import { signIn, teamAdminClub } from '../../support/demo-cabinet';
import { crewDemoReferee, insertMatch } from '../../support/matches';
import { signedInOfficial } from '../../support/people';

interface Candidate {
  player_id: number;
  position: string | null;
  eligible: boolean;
}

export type SheetCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string | undefined,
  payload?: object,
  language?: 'kk' | 'ru' | 'en',
) => ReturnType<typeof request>;

/** A call of the API (`/api/v1` + url) as a token, in a language (English unless said). */
export const sheetCall =
  (t: () => TestApp): SheetCall =>
  (method, url, token, payload, language = 'en') =>
    request(t().app, { method, url: `/api/v1${url}`, token, payload, language });

/** The main tournament and two of its teams: the host and the guest of the sheet's matches. */
export interface SheetTeams {
  tournamentId: number;
  hostId: number;
  guestId: number;
}

/** The main tournament and two of its teams of different clubs, neither the demo team administrator's. */
export async function sheetTeams(t: TestApp): Promise<SheetTeams> {
  const ownClub = await teamAdminClub(t.db);
  const main = await t.db.selectFrom('tournaments').select('id').where('main', '=', true).executeTakeFirstOrThrow();
  const teams = await t.db
    .selectFrom('player_applications as a')
    .innerJoin('teams as tm', 'tm.id', 'a.team_id')
    .select(['a.team_id', 'tm.club_id'])
    .where('a.tournament_id', '=', main.id)
    .where('a.status', '=', 'submitted')
    .where('tm.club_id', '!=', ownClub)
    .groupBy(['a.team_id', 'tm.club_id'])
    .having(sql`count(*)`, '>=', 18)
    .orderBy('a.team_id')
    .execute();
  const other = teams.find((x) => x.club_id !== teams[0]!.club_id)!;
  return { tournamentId: main.id, hostId: teams[0]!.team_id, guestId: other.team_id };
}

/**
 * A sheet suite's start: the demo accounts `who` signed in, the two teams, and a new official of each
 * team's club signed in with the given e-mail (the tokens `hostOfficial` and `guestOfficial`).
 */
export async function openSheetSuite(
  t: TestApp,
  who: readonly string[],
  officials: { host: string; guest: string },
): Promise<{ tokens: Record<string, string>; teams: SheetTeams }> {
  const tokens: Record<string, string> = await signIn(t, who);
  const teams = await sheetTeams(t);
  tokens.hostOfficial = await signedInOfficial(t, teams.hostId, officials.host);
  tokens.guestOfficial = await signedInOfficial(t, teams.guestId, officials.guest);
  return { tokens, teams };
}

/** A match of the two teams with the demo referee on its crew and both squads listed: its id. */
export async function listedMatch(
  t: TestApp,
  call: SheetCall,
  referee: string,
  { tournamentId, hostId, guestId }: SheetTeams,
): Promise<number> {
  const id = await insertMatch(t.db, { tournamentId, hostId, guestId }, new Date(DEMO_NOW.getTime() + 3 * 3600_000));
  await crewDemoReferee(t.db, id);
  const form = (await call('GET', `/cabinet/matches/${id}/squad/form`, referee)).json().data;
  for (const [side, teamId] of [
    ['host', hostId],
    ['guest', guestId],
  ] as const) {
    const eligible = (form[side].candidates as Candidate[]).filter((c) => c.eligible);
    const gk = eligible.find((c) => c.position === 'GK')!;
    const main = [gk, ...eligible.filter((c) => c !== gk).slice(0, 10)];
    const saved = await call('POST', `/cabinet/matches/${id}/squad`, referee, {
      team_id: teamId,
      version: 1,
      players: main.map((c, i) => ({ player_id: c.player_id, kind: 'main', number: i + 1, is_captain: i === 1 })),
    });
    if (saved.statusCode !== 200) throw new Error(`squad of ${side}: ${saved.statusCode} ${saved.body}`);
  }
  return id;
}

/** Moves the match's protocol one step (start, finish) as the referee. */
export async function protocolStep(call: SheetCall, referee: string, id: number, step: 'start' | 'finish') {
  const version = (await call('GET', `/cabinet/matches/${id}/protocol`, referee)).json().data.version;
  const answer = await call('PATCH', `/cabinet/matches/${id}/protocol`, referee, { version, transition: step });
  if (answer.statusCode !== 200) throw new Error(`${step}: ${answer.statusCode} ${answer.body}`);
}

/** A finished match of the two teams whose sheet the referee has closed: its id. */
export async function closedSheetMatch(
  t: TestApp,
  call: SheetCall,
  referee: string,
  teams: SheetTeams,
): Promise<number> {
  const id = await listedMatch(t, call, referee, teams);
  await protocolStep(call, referee, id, 'start');
  await protocolStep(call, referee, id, 'finish');
  expect((await call('POST', `/cabinet/matches/${id}/sheet/close`, referee, {})).statusCode).toBe(200);
  return id;
}

/** Sets a team official's signing PIN in their own cabinet, with the demo password: the answer. */
export const setSigningPin = (call: SheetCall, official: string, pin: string) =>
  call('PUT', '/cabinet/account/signing-pin', official, { pin, current_password: DEMO_PASSWORD });

/** The guest side's confirmation on the referee's device with an official's e-mail and signing PIN: the answer. */
export const confirmGuestOnDevice = (
  call: SheetCall,
  referee: string,
  id: number,
  official: { email: string; pin: string },
  language: 'kk' | 'ru' | 'en' = 'en',
) =>
  call(
    'POST',
    `/cabinet/matches/${id}/sheet/sign`,
    referee,
    { team_type: 'guest', decision: 'confirm', email: official.email, pin: official.pin },
    language,
  );
