import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'league-demo-2026';
export const DEMO = {
  super_admin: { email: 'admin@league.test', home: '/cabinet/tournaments' },
  command_admin: { email: 'team@league.test', home: '/cabinet/tournaments' },
  referee: { email: 'referee@league.test', home: '/cabinet/matches' },
  provider: { email: 'provider@league.test', home: '/cabinet/departures' },
  media_manager: { email: 'media@league.test', home: '/cabinet/tournaments' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** Signs in through the login form, as a person would. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(/E-mail|Электрондық пошта|Электронная почта/).fill(email);
  await page.getByLabel(/Password|Құпиясөз|Пароль/).fill(password);
  await page.getByRole('button', { name: /Sign in|Кіру|Войти/ }).click();
}

/** Collects the URLs of every remote entry the page requests. */
export function trackRemoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const match = /\/remotes\/([^/]+)\//.exec(new URL(req.url()).pathname);
    if (match) seen.push(match[1]);
  });
  return seen;
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
