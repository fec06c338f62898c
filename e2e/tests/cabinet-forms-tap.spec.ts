// Save right after fixing a field sends the form, on every form of the cabinet (create and edit
// pages share their form; the edit pages are used, their values being valid already). A person
// types a wrong value, leaves the field (its message shows), corrects it and taps Save at once:
// that tap is what leaves the field, so the field's check runs during the tap. The press lands
// where Save was drawn before it, as a finger does (not Playwright's click, which waits for a
// still target), with a mouse at 1280 px and a finger at 390 px, and the form's request must go
// out exactly once. The request is stopped at the network, so nothing is changed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CABINET_FORMS, ROUTED_WRITES, type CabinetFormName } from './cabinet-forms';
import { DEMO, signIn } from './fixtures';

interface TapCase {
  form: CabinetFormName;
  field: string;
  bad: string;
  good: string;
}

// For each form, a field whose message, coming and going, would move Save on that page.
const CASES: TapCase[] = [
  { form: 'stadium', field: 'Address (English)', bad: 'x'.repeat(501), good: '1 Abai Avenue' },
  { form: 'club', field: 'Description (English)', bad: 'x'.repeat(5001), good: 'A club of the league' },
  { form: 'team', field: 'Order in the club', bad: '10000', good: '2' },
  { form: 'player', field: 'Additional document: valid until', bad: '31.02.2027', good: '28.02.2027' },
  { form: 'staff member', field: 'Additional document: valid until', bad: '29.02.2027', good: '28.02.2027' },
  { form: 'tournament', field: 'Joker quota', bad: '12', good: '2' },
  { form: 'match', field: 'Round number', bad: '0', good: '2' },
  { form: 'departure count', field: 'Number of people', bad: '0', good: '2' },
  { form: 'calendar generator', field: 'Start date', bad: '31.02.2029', good: '28.02.2029' },
  { form: 'tournament finish', field: 'End date', bad: '31.02.2029', good: '28.02.2029' },
  { form: 'document upload', field: 'Valid until', bad: '31.13.2027', good: '31.12.2027' },
];

/** Counts the writes the page sends to the API from now on, and stops them there. */
async function countWrites(page: Page): Promise<() => number> {
  let writes = 0;
  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/api/v1/**', async (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    writes += 1;
    await route.abort();
  });
  return () => writes;
}

async function fixThenSave(page: Page, form: Locator, item: TapCase, press: (x: number, y: number) => Promise<void>) {
  const writes = await countWrites(page);
  const field = form.getByLabel(item.field, { exact: true });
  const entry = CABINET_FORMS[item.form];
  const save = form.getByRole('button', { name: entry.save, exact: true });
  // The person starts once the page has loaded what it asks for (nothing is still on its way
  // to re-render the form under the finger).
  await page.waitForLoadState('networkidle');
  await field.fill(item.bad);
  await field.press('Tab');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(item.good);
  await expect(field).toBeFocused();
  // The user sees the message and Save together, and presses where Save is drawn.
  await save.scrollIntoViewIfNeeded();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Where Save is drawn once the page is still: a panel that scrolled itself into view (smoothly)
  // may still be settling, and on a phone its own scroll to its heading can take Save below the
  // screen after it was brought into view — a person scrolls back to it. The press goes where Save
  // stands in two readings in a row, with Save itself under that point.
  let box = (await save.boundingBox())!;
  await expect
    .poll(async () => {
      await save.scrollIntoViewIfNeeded();
      const before = box;
      box = (await save.boundingBox())!;
      const still = before.x === box.x && before.y === box.y;
      const hit = await page.evaluate(
        ([x, y, name]) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() === name,
        [box.x + box.width / 2, box.y + box.height / 2, entry.save] as const,
      );
      return still && hit;
    })
    .toBe(true);
  await page.evaluate(() => (window as unknown as { pressLog: string[] }).pressLog.splice(0));
  await press(box.x + box.width / 2, box.y + box.height / 2);
  await entry.confirm?.(page);
  // What the press did, said when the form was not sent: read as the page is then (a
  // field or button that is gone is said so, not waited for until the test times out).
  const pressed = async () => {
    const now = { timeout: 2_000 };
    const state = {
      url: page.url(),
      value: await field.inputValue(now).catch(() => '(no field)'),
      invalid: await field.getAttribute('aria-invalid', now).catch(() => '(no field)'),
      saveEnabled: await save.isEnabled(now).catch(() => '(no button)'),
      dialogs: await page.getByRole('dialog').allInnerTexts(),
      alerts: await page.getByRole('alert').allInnerTexts(),
      headings: await page.getByRole('heading', { level: 1 }).allInnerTexts(),
    };
    const log = await page
      .evaluate(() => (window as unknown as { pressLog?: string[] }).pressLog?.join(' | '))
      .catch(() => '(page gone)');
    return `the form is sent (${JSON.stringify(state)}; events: ${log})`;
  };
  await expect
    .poll(writes)
    .toBe(1)
    .catch(async () => expect(writes(), await pressed()).toBe(1));
  // Sent once: the aborted request has come back (Save is usable again) and nothing followed.
  await expect(save).toBeEnabled();
  expect(writes()).toBe(1);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

const roleOf = (item: TapCase) => CABINET_FORMS[item.form].role;
const ROLES = [...new Set(CASES.map(roleOf))];

// One sign-in per role and way of pressing; each form is a step, on pages of one session.
// Safari keeps no scroll anchor: when a message above the viewport goes, what is below moves.
// (Chromium's anchoring holds the scrolled page still and would hide the shift.)
test.use({ bypassCSP: true, ...ROUTED_WRITES });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // The events a press sends and where they land, for the message of a press that sent nothing.
    const pressLog: string[] = ((window as unknown as { pressLog: string[] }).pressLog = []);
    for (const type of [
      'pointerdown',
      'pointerup',
      'pointercancel',
      'mousedown',
      'mouseup',
      'click',
      'contextmenu',
      'focusout',
      'submit',
    ]) {
      window.addEventListener(
        type,
        (event) => {
          const target = event.target as Element | null;
          pressLog.push(
            `${type}@${Math.round(performance.now())}:${target?.tagName ?? '?'}:${(target?.textContent ?? '').trim().slice(0, 16)}`,
          );
        },
        { capture: true, passive: true },
      );
    }
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { overflow-anchor: none !important; }';
      document.head.append(style);
    });
  });
});

test.describe('with a mouse, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const role of ROLES) {
    test(`${role}: Save right after fixing a field sends each form once`, async ({ page }) => {
      test.slow();
      await signIn(page, DEMO[role].email);
      for (const item of CASES.filter((c) => roleOf(c) === role)) {
        await test.step(item.form, async () => {
          const form = await CABINET_FORMS[item.form].open(page);
          await fixThenSave(page, form, item, (x, y) => page.mouse.click(x, y));
        });
      }
    });
  }
});

test.describe('with a finger, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const role of ROLES) {
    test(`${role}: a tap on Save right after fixing a field sends each form once`, async ({ page }) => {
      test.slow();
      await signIn(page, DEMO[role].email);
      for (const item of CASES.filter((c) => roleOf(c) === role)) {
        await test.step(item.form, async () => {
          const form = await CABINET_FORMS[item.form].open(page);
          await fixThenSave(page, form, item, (x, y) => page.touchscreen.tap(x, y));
        });
      }
    });
  }
});
