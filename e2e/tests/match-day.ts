// What the match-day journeys share: the referee's API calls with the signed-in token, both squads
// filled through the API, and going offline for the page and its service worker alike (Chromium's
// offline emulation does not reach a worker's own requests, so those are refused by a route).
import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { cabinetData } from './fixtures';

export interface Candidate {
  player_id: number;
  name: string;
  position: string | null;
  eligible: boolean;
}
export interface Match {
  id: number;
  date_time: string | null;
  lifecycle: string;
  tournament: { id: number };
  host: { id: number; title: string };
  guest: { id: number; title: string };
}
export type Picked = Candidate & { number: number };

/**
 * The referee's matches (the whole list) and those still scheduled and dated more than two hours
 * from now, which a journey may start and run its clock on.
 */
export async function refereeMatches(page: Page): Promise<{ list: Match[]; far: Match[] }> {
  const list = await cabinetData<Match[]>(page, '/cabinet/matches?per_page=100');
  const far = list.filter(
    (m) =>
      m.lifecycle === 'scheduled' &&
      m.date_time !== null &&
      Math.abs(Date.parse(m.date_time) - Date.now()) > 2 * 3600_000,
  );
  return { list, far };
}

export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token: string }).token);
}

/** A write through the API as the page's signed-in user, in English; anything but 200 fails the journey. */
export async function callApi(page: Page, method: 'POST' | 'PATCH', url: string, data: object) {
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': 'en' },
    data,
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: { version?: number } }).data;
}

/**
 * Both squads through the API (the squad page is another journey's): a goalkeeper and ten more
 * numbered 1–11 (the second is captain), and `subs` substitutes numbered from 50.
 */
export async function fillSquads(
  page: Page,
  matchId: number,
  subs = 3,
): Promise<Record<'host' | 'guest', { main: Picked[]; subs: Picked[] }>> {
  type Side = { team: { id: number }; candidates: Candidate[] };
  const form = await cabinetData<Record<'host' | 'guest', Side>>(page, `/cabinet/matches/${matchId}/squad/form`);
  const squads = await cabinetData<Record<'host' | 'guest', { version: number }>>(
    page,
    `/cabinet/matches/${matchId}/squad`,
  );
  const picked = {} as Record<'host' | 'guest', { main: Picked[]; subs: Picked[] }>;
  for (const side of ['host', 'guest'] as const) {
    const eligible = form[side].candidates.filter((c) => c.eligible);
    const gk = eligible.find((c) => c.position === 'GK')!;
    const rest = eligible.filter((c) => c !== gk);
    picked[side] = {
      main: [gk, ...rest.slice(0, 10)].map((c, i) => ({ ...c, number: i + 1 })),
      subs: rest.slice(10, 10 + subs).map((c, i) => ({ ...c, number: 50 + i })),
    };
    await callApi(page, 'POST', `/cabinet/matches/${matchId}/squad`, {
      team_id: form[side].team.id,
      version: squads[side].version,
      players: [
        ...picked[side].main.map((c, i) => ({
          player_id: c.player_id,
          kind: 'main',
          number: c.number,
          is_captain: i === 1,
        })),
        ...picked[side].subs.map((c) => ({
          player_id: c.player_id,
          kind: 'substitute',
          number: c.number,
          is_captain: false,
        })),
      ],
    });
  }
  return picked;
}

const workerOffline = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', workerOffline);
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**', workerOffline);
  await context.setOffline(false);
}
