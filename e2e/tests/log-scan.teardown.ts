// After every journey, before the product server stops: its log (written to LEAGUE_E2E_SERVER_LOG
// by playwright.config.ts) holds no password, token, identity number or birth date, and every line
// of a request carries its id (ADR 0272). The people's identity numbers and birth dates are read
// from the league itself through the cabinet API, signed in as the demo super_admin — those of the
// children the journeys added included.
import { readFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { scanLog } from './log-scan';

const PASSWORDS = ['league-demo-2026', 'not-the-password'];
const CONCURRENCY = 8;

async function api<T>(base: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every player's identity number and birth date, from the cabinet. */
async function peopleSecrets(base: string): Promise<string[]> {
  const { data } = await api<{ data: { token: string } }>(base, '/cabinet/login', undefined, {
    email: 'admin@league.test',
    password: PASSWORDS[0],
  });
  const slugs: string[] = [];
  const secrets = new Set<string>();
  for (let page = 1; ; page++) {
    const list = await api<{ data: Array<{ slug: string; birth_date: string }>; meta: { total: number } }>(
      base,
      `/cabinet/players?page=${page}&per_page=100`,
      data.token,
    );
    for (const player of list.data) {
      slugs.push(player.slug);
      secrets.add(player.birth_date);
    }
    if (list.data.length === 0 || slugs.length >= list.meta.total) break;
  }
  for (let at = 0; at < slugs.length; at += CONCURRENCY) {
    const cards = await Promise.all(
      slugs
        .slice(at, at + CONCURRENCY)
        .map((slug) =>
          api<{ data: { player: { identity_number: string | null } } }>(base, `/cabinet/players/${slug}`, data.token),
        ),
    );
    for (const card of cards) if (card.data.player.identity_number) secrets.add(card.data.player.identity_number);
  }
  return [...secrets];
}

export default async function scanServerLog(config: FullConfig): Promise<void> {
  const file = process.env.LEAGUE_E2E_SERVER_LOG;
  const base = config.webServer?.url?.replace(/\/api\/v1\/.*$/, '');
  if (!file || !base) throw new Error('the server log scan needs LEAGUE_E2E_SERVER_LOG and the web server');
  const people = await peopleSecrets(base);
  const scan = scanLog(readFileSync(file, 'utf8'), { strings: [...PASSWORDS, ...people] });
  console.log(
    `server log scan: ${scan.lines} lines (${scan.requestLines} of requests) against ${people.length} identity numbers and birth dates: ${scan.problems.length} problems`,
  );
  if (scan.problems.length > 0)
    throw new Error(`the server log holds personal data:\n  ${scan.problems.slice(0, 20).join('\n  ')}`);
}
