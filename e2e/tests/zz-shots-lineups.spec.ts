// Throwaway (not committed): screenshots and an axe pass of the lineup page per role.
import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cabinetData, DEMO, signIn, type DemoRole } from './fixtures';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const DIR = '/work/shots/h-lineups';
test.describe.configure({ timeout: 300_000 });
test.use({ bypassCSP: true });

async function axe(page: Page) {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const a = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const r = await a.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
}

async function shoot(browser: Browser, role: DemoRole, url: string, name: string, locale = 'en', chooseFirst = false) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: width === 390 });
    const page = await context.newPage();
    await signIn(page, DEMO[role].email, locale);
    await page.goto(url.replace('/en/', `/${locale === 'kk' ? '' : `${locale}/`}`).replace('//', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    if (chooseFirst) await page.locator('.sq-tap:not([disabled])').nth(1).click();
    await page.screenshot({ path: `${DIR}/${name}-${locale}-${width}.png`, fullPage: width === 1280 });
    await page.screenshot({ path: `${DIR}/${name}-${locale}-${width}-full.png`, fullPage: true });
    console.log(name, locale, width, JSON.stringify(await axe(page)), 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
    await context.close();
  }
}

test('shots', async ({ browser, page }) => {
  await signIn(page, DEMO.super_admin.email);
  const all = await cabinetData<Array<{ id: number; lifecycle: string; tournament: { id: number } }>>(page, '/cabinet/matches?per_page=100');
  const scheduled = all.filter((m) => m.lifecycle === 'scheduled');
  await signIn(page, DEMO.referee.email);
  const mine = await cabinetData<Array<{ id: number; lifecycle: string; tournament: { id: number } }>>(page, '/cabinet/matches?per_page=100');
  const refMatch = mine.filter((m) => m.lifecycle === 'scheduled')[1]!;
  const refUrl = `/en/cabinet/tournaments/${refMatch.tournament.id}/matches/${refMatch.id}/squad`;
  await signIn(page, DEMO.command_admin.email);
  let teamUrl = '';
  for (const m of scheduled) {
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token);
    const r = await page.request.get(`/api/v1/cabinet/matches/${m.id}/squad`, { headers: { authorization: `Bearer ${token}` } });
    if (r.status() === 200) {
      teamUrl = `/en/cabinet/tournaments/${m.tournament.id}/matches/${m.id}/squad`;
      break;
    }
  }
  console.log('referee', refUrl, 'team', teamUrl);
  await shoot(browser, 'referee', refUrl, 'referee');
  await shoot(browser, 'referee', refUrl, 'referee', 'kk');
  await shoot(browser, 'referee', refUrl, 'referee-chosen', 'ru', true);
  await shoot(browser, 'super_admin', refUrl, 'super_admin');
  if (teamUrl) await shoot(browser, 'command_admin', teamUrl, 'command_admin');
  await shoot(browser, 'media_manager', refUrl, 'media_manager');
});
