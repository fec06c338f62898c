import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test';

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

/**
 * Every console error, uncaught error, failed request and 4xx/5xx answer the page sees.
 * `ignoreAborted`: a navigation cancels the previous page's pending requests; tests that leave
 * pages before they settle may ignore those.
 */
export function watchProblems(page: Page, { ignoreAborted = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A prefetch of the application's scripts (ADR 0193) is dropped when the visitor leaves the page.
    const prefetch = (request.headers()['sec-purpose'] ?? '').startsWith('prefetch');
    if (!((ignoreAborted || prefetch) && reason === 'net::ERR_ABORTED'))
      problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Waits until no request has been in flight for a moment. Leaving a page aborts its pending
 * fetches (a failed request), so a step lets the page finish loading first.
 */
export function settledTracker(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  // A live stream (the protocol's and the public match page's EventSource) stays open by design:
  // it is not a request the page is waiting for.
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    last = Date.now();
  });
  page.on('requestfinished', (request) => counted(request) && done());
  page.on('requestfailed', (request) => counted(request) && done());
  return async () => {
    await expect
      .poll(() => inFlight === 0 && Date.now() - last > 400, { timeout: 15_000, intervals: [100] })
      .toBe(true);
  };
}

/** The broadcast player is a third-party page: answer it locally so the run needs no internet. */
export async function stubBroadcasts(page: Page) {
  await page.route(/^https:\/\/(www\.)?(youtube(-nocookie)?\.com|youtu\.be)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** The `data` of a public API answer, asserting it is a 200. */
export async function apiData<T>(request: APIRequestContext, url: string, language = 'en'): Promise<T> {
  const response = await request.get(`/api/v1${url}`, { headers: { 'accept-language': language } });
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The URL prefix of a language: none for Kazakh, the league's default. */
export const localePrefix = (locale: string) => (locale === 'kk' ? '' : `/${locale}`);

/** Signs in through the login form at `/{locale}/cabinet/login` and waits for the role's home. */
export async function signIn(page: Page, email: string, locale = 'en') {
  await page.goto(`${localePrefix(locale)}/cabinet/login`);
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(
    new RegExp(`^[^/]*//[^/]+${localePrefix(locale)}/cabinet/(tournaments|matches|departures)$`),
  );
}

/** A page of its own (a new context, `width` × 900) signed in as `email` in `locale`. */
export async function signedInPage(
  browser: Browser,
  email: string,
  locale = 'en',
  width = 1280,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, ...options })).newPage();
  await signIn(page, email, locale);
  return page;
}

type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** A write of the cabinet API with the signed-in user's token (setup a journey builds on): its `data`. */
export async function cabinetWrite<T>(
  page: Page,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: { data?: object; multipart?: Multipart } = {},
): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...body,
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A GET of the cabinet API with the signed-in user's token (the answer's `data`). */
export async function cabinetData<T>(page: Page, url: string, language = 'en'): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.get(`/api/v1${url}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Shows an intent, as a visitor's first pointer move does (a server-rendered page starts its
 * scripts then, ADR 0135), and waits until React has taken the page over (its handlers are live).
 */
export async function waitForHydration(page: Page) {
  // A pointer move over a link does not wake the page (the browser may be about to leave through
  // it), so the visitor moves over a spot no link covers — the page's layout decides where that is.
  const spot = await page.evaluate(() => {
    for (let y = 4; y < window.innerHeight; y += 16) {
      for (let x = 4; x < window.innerWidth - 4; x += 16) {
        const element = document.elementFromPoint(x, y);
        if (element && !element.closest('a[href], button, input, select, textarea, label')) return { x, y };
      }
    }
    return { x: 4, y: 4 };
  });
  await page.mouse.move(spot.x, spot.y);
  await page.mouse.move(spot.x + 2, spot.y + 3);
  // However long the machine takes: the test's own time bounds the wait, not a guess of it here.
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1, { timeout: 0 });
}

/**
 * On a departure's squad page, saves how many people travel and waits for the saved notice; the
 * page's player and staff lists, to tick who travels.
 */
export async function saveTravellers(page: Page, count: number) {
  const form = page.getByRole('form', { name: 'How many people travel' });
  await form.getByLabel('Number of people').fill(String(count));
  await form.getByRole('button', { name: 'Save the number' }).click();
  await expect(page.getByText('The number of people is saved')).toBeVisible();
  return { players: page.getByRole('group', { name: 'Players' }), staff: page.getByRole('group', { name: 'Staff' }) };
}
