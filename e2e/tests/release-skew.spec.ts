// A shell of one release with a remote of another (ADR 0300). The clubs remote is built twice
// more, into folders of its own, and the page's remotes.json points the clubs area at one of
// them: once from a later state of its sources and of @league/shared (a kit component that
// changed, a kit export that is new, a contract with a new field the later API sends), once as if
// built against a newer runtime major, once from an earlier state.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginThroughForm } from './fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Outside the repository, so no lint or type check reads the copies (made in beforeAll).
let work = '';
const NEXT_OUT = () => path.join(work, 'out-next');
const MAJOR_OUT = () => path.join(work, 'out-runtime-2');
const EARLIER_OUT = () => path.join(work, 'out-earlier');
/** The runtime this shell was built with: the version the skew error must name. */
const RUNTIME_VERSION: string = JSON.parse(fs.readFileSync(path.join(root, 'runtime/package.json'), 'utf8')).version;

function buildClubs(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'],
    {
      cwd: path.join(root, 'mf-cabinet-clubs'),
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: 'pipe',
    },
  );
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr.toString()}${result.stdout.toString()}`);
}

/** Copies a workspace's sources (no dist, no node_modules) and applies `edits` (file → change). */
function copyWithEdits(dir: string, edits: Record<string, (text: string) => string>, as = dir): string {
  const to = path.join(work, as);
  fs.cpSync(path.join(root, dir), to, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(to, file);
    const before = fs.readFileSync(target, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`${dir}/${file}: the edit changed nothing`);
    fs.writeFileSync(target, after);
  }
  return to;
}

test.afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test.beforeAll(() => {
  test.setTimeout(300_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'league-release-skew-'));
  // The later state: the kit's page frame marks itself and the kit exports a new name, which the
  // remote's routes module reads (with the shell's kit it would read undefined).
  const shared = copyWithEdits('shared', {
    'src/cabinet/cabinet-page.tsx': (text) =>
      text
        .replace(
          '<section className="lg-cabinet-page">',
          '<section className="lg-cabinet-page" data-kit={KIT_EDITION}>',
        )
        .replace('export function CabinetPage(', "export const KIT_EDITION = 'next';\n\nexport function CabinetPage("),
    // The later API sends each club's region; the later contract requires it.
    'src/contracts/cabinet-landing.ts': (text) =>
      text.replace(
        '  teams_count: number(),\n});\nexport type CabinetClub ',
        '  teams_count: number(),\n  region: string(),\n});\nexport type CabinetClub ',
      ),
  });
  const clubs = copyWithEdits('mf-cabinet-clubs', {
    'src/routes.tsx': (text) =>
      `import { KIT_EDITION } from '@league/shared/cabinet';\n${text}\ndocument.documentElement.dataset.clubsKit = String(KIT_EDITION);\n`,
    'src/features/clubs/clubs-list-page.tsx': (text) =>
      text.replace("render: (c) => c.city ?? '—'", "render: (c) => `${c.city ?? '—'} · ${c.region}`"),
  });
  buildClubs({
    LEAGUE_APP_ROOT: clubs,
    LEAGUE_SHARED_DIR: shared,
    LEAGUE_OUT_DIR: NEXT_OUT(),
    LEAGUE_RELEASE_VERSION: '0.2.0',
  });
  buildClubs({ LEAGUE_OUT_DIR: MAJOR_OUT(), LEAGUE_RUNTIME_VERSION: '2.0.0', LEAGUE_RELEASE_VERSION: '1.0.0' });
  // The earlier state, released before this shell: its own kit, built against the runtime's
  // previous minor (1.0.0), which this shell's runtime still satisfies.
  const earlierShared = copyWithEdits(
    'shared',
    {
      'src/cabinet/cabinet-page.tsx': (text) =>
        text.replace(
          '<section className="lg-cabinet-page">',
          '<section className="lg-cabinet-page" data-kit="earlier">',
        ),
    },
    'shared-earlier',
  );
  buildClubs({
    LEAGUE_SHARED_DIR: earlierShared,
    LEAGUE_OUT_DIR: EARLIER_OUT(),
    LEAGUE_RUNTIME_VERSION: '1.0.0',
    LEAGUE_RELEASE_VERSION: '0.0.9',
  });
});

/** Points the page's clubs area at a build folder, served from disk under /skew/<tag>/. */
async function clubsFrom(page: Page, tag: string, dir: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...manifest, mf_cabinet_clubs: `/skew/${tag}/remoteEntry.js` } });
  });
  await page.route(`**/skew/${tag}/**`, (route) => {
    const rest = new URL(route.request().url()).pathname.slice(`/skew/${tag}/`.length);
    return route.fulfill({ path: path.join(dir, rest) });
  });
}

/**
 * The later API's clubs list: each club also has a region (a field this release's contract
 * lacks), from the moment the answered switch says so.
 */
async function clubsWithRegion(page: Page, released = () => true) {
  await page.route(/\/api\/v1\/cabinet\/clubs(\?|$)/, async (route) => {
    const response = await route.fetch();
    if (!released()) return route.fulfill({ response });
    const answer = (await response.json()) as { data: Record<string, unknown>[] };
    await route.fulfill({
      response,
      json: { ...answer, data: answer.data.map((club) => ({ ...club, region: 'Region of the next release' })) },
    });
  });
}

// The cabinet's service worker fetches remotes itself, and page.route never sees a worker's requests.
test.use({ serviceWorkers: 'block' });

test('a clubs remote built later runs its own kit and contracts beside the shell and the other remotes, with one runtime', async ({
  page,
}) => {
  await clubsFrom(page, 'next', NEXT_OUT());
  let apiReleased = false;
  await clubsWithRegion(page, () => apiReleased);
  await page.goto('/cabinet/login');
  await loginThroughForm(page, DEMO.super_admin.email);
  await expect(page).toHaveURL(/\/cabinet\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Турнирлер' })).toBeVisible();
  // The tournaments remote (this release) runs the kit it was built with.
  await expect(page.locator('.lg-cabinet-page').first()).not.toHaveAttribute('data-kit');

  await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: 'Клубтар' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Клубтар' })).toBeVisible();
  await expect(page.locator('.lg-cabinet-page[data-kit="next"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-clubs-kit', 'next');
  // It checks answers against its own contracts: this release's API lacks the field the later
  // contract requires (an area needing a new field is released after the API that sends it).
  await expect(page.getByRole('alert')).toBeVisible();
  apiReleased = true;
  await page.getByRole('alert').getByRole('button').click();
  // Its data arrives through the one API client and QueryClient, checked against its own
  // contracts: the list shows clubs with the field only the later contract knows.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Region of the next release');

  const check = await page.evaluate(() => {
    const records = (
      window as unknown as {
        __leagueInstances: { app: string; i18n: unknown; store: unknown; api: unknown; queryClient: unknown }[];
      }
    ).__leagueInstances;
    const first = records[0];
    return {
      apps: [...new Set(records.map((r) => r.app))].sort(),
      one: records.every(
        (r) =>
          r.i18n === first.i18n &&
          r.store === first.store &&
          r.api === first.api &&
          r.queryClient === first.queryClient,
      ),
    };
  });
  expect(check.apps).toContain('mf_cabinet_clubs');
  expect(check.one).toBe(true);

  await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: 'Турнирлер' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Турнирлер' })).toBeVisible();
});

test('a clubs remote that needs a newer runtime major shows its update notice; the rest works; one error names the versions', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await clubsFrom(page, 'runtime-2', MAJOR_OUT());
  await page.goto('/cabinet/login');
  await loginThroughForm(page, DEMO.super_admin.email);
  await expect(page).toHaveURL(/\/cabinet\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Турнирлер' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: 'Клубтар' }).click();
  await expect(page.getByText('Бұл бөлім жаңартылып жатыр.', { exact: false })).toBeVisible();
  await expect(page.locator('[data-area="mf_cabinet_clubs"][data-area-updating]')).toBeVisible();
  expect(errors.filter((text) => text.includes('@league/runtime'))).toEqual([
    `[federation] mf_cabinet_clubs needs @league/runtime ^2.0.0, this shell provides ${RUNTIME_VERSION}: the area shows its update notice until the shell is released with a matching runtime`,
  ]);

  // The other areas work.
  await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: 'Турнирлер' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Турнирлер' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: 'Сапарлар' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сапарлар' })).toBeVisible();
});

test('a clubs remote released before this shell (its own older kit, runtime 1.0.0) keeps working beside it and a later API', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await clubsFrom(page, 'earlier', EARLIER_OUT());
  // An API released later adds a field: the earlier remote's contract lets it pass.
  await clubsWithRegion(page);
  await page.goto('/cabinet/login');
  await loginThroughForm(page, DEMO.super_admin.email);
  await expect(page).toHaveURL(/\/cabinet\/tournaments$/);
  await page.getByRole('navigation', { name: 'Кабинет' }).getByRole('link', { name: 'Клубтар' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Клубтар' })).toBeVisible();
  await expect(page.locator('.lg-cabinet-page[data-kit="earlier"]')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[data-area-updating]')).toHaveCount(0);
  expect(errors.filter((text) => text.includes('@league/runtime'))).toEqual([]);
});
