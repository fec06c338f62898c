// Save right after fixing a field sends the form, on every form of the cabinet (create and edit
// pages share their form; the edit pages are used, their values being valid already). A person
// types a wrong value, leaves the field (its message shows), corrects it and taps Save at once:
// that tap is what leaves the field, so the field's check runs during the tap. The press lands
// where Save was drawn before it, as a finger does (not Playwright's click, which waits for a
// still target), with a mouse at 1280 px and a finger at 390 px, and the form's request must go
// out exactly once. The request is stopped at the network, so nothing is changed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cabinetData, DEMO, signIn, type DemoRole } from './fixtures';

interface FormCase {
  name: string;
  role: DemoRole;
  /** Opens the page and the form; returns the form. */
  open: (page: Page) => Promise<Locator>;
  field: string;
  bad: string;
  good: string;
  save: string;
  /** A step between the tap and the request (a confirmation). */
  confirm?: (page: Page) => Promise<void>;
}

interface PlayerRow {
  slug: string;
  team: { id: number; club_id: number } | null;
}

async function ownPlayer(page: Page) {
  const players = await cabinetData<PlayerRow[]>(page, '/cabinet/players?per_page=20');
  return players.find((row) => row.team)!;
}

/** A tournament still running (the demo's are, with their teams and matches). */
async function openTournament(page: Page) {
  const list = await cabinetData<Array<{ id: number; end_date: string | null; teams_count: number }>>(page, '/cabinet/tournaments?per_page=100');
  return list.find((t) => t.end_date === null && t.teams_count > 1)!;
}

const CASES: FormCase[] = [
  {
    name: 'stadium',
    role: 'super_admin',
    open: async (page) => {
      const [stadium] = await cabinetData<Array<{ title: string }>>(page, '/cabinet/stadiums?per_page=1');
      await page.goto('/en/cabinet/stadiums');
      await page.getByRole('searchbox').fill(stadium.title);
      await page.getByRole('button', { name: `Edit: ${stadium.title}`, exact: true }).click();
      return page.getByRole('form', { name: `Edit the stadium: ${stadium.title}` });
    },
    field: 'Address (English)',
    bad: 'x'.repeat(501),
    good: '1 Abai Avenue',
    save: 'Save',
  },
  {
    name: 'club',
    role: 'super_admin',
    open: async (page) => {
      const [club] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/clubs?archived=0&per_page=1');
      await page.goto(`/en/cabinet/clubs/${club.id}/edit`);
      return page.getByRole('form', { name: 'About the club' });
    },
    field: 'Description (English)',
    bad: 'x'.repeat(5001),
    good: 'A club of the league',
    save: 'Save',
  },
  {
    name: 'team',
    role: 'command_admin',
    open: async (page) => {
      const { team } = await ownPlayer(page);
      await page.goto(`/en/cabinet/clubs/${team!.club_id}/teams/${team!.id}/edit`);
      return page.getByRole('form', { name: 'Team details' });
    },
    field: 'Order in the club',
    bad: '10000',
    good: '2',
    save: 'Save',
  },
  {
    name: 'player',
    role: 'command_admin',
    open: async (page) => {
      const player = await ownPlayer(page);
      await page.goto(`/en/cabinet/clubs/${player.team!.club_id}/teams/${player.team!.id}/players/${player.slug}/edit`);
      return page.getByRole('form', { name: "Player's details" });
    },
    field: 'Additional document: valid until',
    bad: '31.02.2027',
    good: '28.02.2027',
    save: 'Save',
  },
  {
    name: 'staff member',
    role: 'command_admin',
    open: async (page) => {
      const { team } = await ownPlayer(page);
      const [member] = await cabinetData<Array<{ slug: string }>>(page, `/cabinet/staff?team_id=${team!.id}&per_page=1`);
      await page.goto(`/en/cabinet/clubs/${team!.club_id}/teams/${team!.id}/staff/${member.slug}/edit`);
      return page.getByRole('form', { name: "Staff member's details" });
    },
    field: 'Additional document: valid until',
    bad: '29.02.2027',
    good: '28.02.2027',
    save: 'Save',
  },
  {
    name: 'tournament',
    role: 'super_admin',
    open: async (page) => {
      const tournament = await openTournament(page);
      await page.goto(`/en/cabinet/tournaments/${tournament.id}/edit`);
      return page.getByRole('form', { name: 'About the tournament' });
    },
    field: 'Joker quota',
    bad: '12',
    good: '2',
    save: 'Save',
  },
  {
    name: 'match',
    role: 'super_admin',
    open: async (page) => {
      const tournament = await openTournament(page);
      const { matches } = await cabinetData<{ matches: Array<{ played: boolean; host: { title: string }; guest: { title: string } }> }>(page, `/cabinet/tournaments/${tournament.id}/matches`);
      const match = matches.find((m) => !m.played)!;
      const title = `${match.host.title} — ${match.guest.title}`;
      await page.goto(`/en/cabinet/tournaments/${tournament.id}/matches`);
      await page.getByRole('button', { name: `Edit: ${title}`, exact: true }).click();
      return page.getByRole('form', { name: `Edit the match: ${title}` });
    },
    field: 'Round number',
    bad: '0',
    good: '2',
    save: 'Save',
  },
  {
    name: 'departure count',
    role: 'command_admin',
    open: async (page) => {
      const list = await cabinetData<Array<{ id: number; tournament: { id: number } }>>(page, '/cabinet/departures?status=empty&per_page=100');
      const departure = list.at(-1)!;
      await page.goto(`/en/cabinet/tournaments/${departure.tournament.id}/departures/${departure.id}/squad`);
      return page.getByRole('form', { name: 'How many people travel' });
    },
    field: 'Number of people',
    bad: '0',
    good: '2',
    save: 'Save the number',
  },
  {
    name: 'calendar generator',
    role: 'super_admin',
    open: async (page) => {
      const tournament = await openTournament(page);
      await page.goto(`/en/cabinet/tournaments/${tournament.id}/matches`);
      await page.getByRole('button', { name: 'Generate calendar' }).click();
      return page.getByRole('form', { name: 'Round-robin calendar' });
    },
    field: 'Start date',
    bad: '31.02.2029',
    good: '28.02.2029',
    save: 'Preview',
  },
  {
    name: 'tournament finish',
    role: 'super_admin',
    open: async (page) => {
      const tournament = await openTournament(page);
      await page.goto(`/en/cabinet/tournaments/${tournament.id}`);
      return page.getByRole('form', { name: 'Finish' });
    },
    field: 'End date',
    bad: '31.02.2099',
    good: '28.02.2099',
    save: 'Finish',
    confirm: async (page) => {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Finish' }).click();
    },
  },
  {
    name: 'document upload',
    role: 'command_admin',
    open: async (page) => {
      const player = await ownPlayer(page);
      await page.goto(`/en/cabinet/players/${player.slug}`);
      const form = page.getByRole('form', { name: 'Add a document' });
      await form.getByLabel('File (PDF, JPEG, PNG, up to 1 MB)').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      return form;
    },
    field: 'Valid until',
    bad: '31.13.2027',
    good: '31.12.2027',
    save: 'Upload',
  },
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

async function fixThenSave(page: Page, form: Locator, item: FormCase, press: (x: number, y: number) => Promise<void>) {
  const writes = await countWrites(page);
  const field = form.getByLabel(item.field, { exact: true });
  const save = form.getByRole('button', { name: item.save, exact: true });
  await field.fill(item.bad);
  await field.press('Tab');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(item.good);
  await expect(field).toBeFocused();
  // The user sees the message and Save together, and presses where Save is drawn.
  await save.scrollIntoViewIfNeeded();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const box = (await save.boundingBox())!;
  await press(box.x + box.width / 2, box.y + box.height / 2);
  await item.confirm?.(page);
  await expect.poll(writes, { message: 'the form is sent' }).toBe(1);
  // Sent once: the aborted request has come back (Save is usable again) and nothing followed.
  await expect(save).toBeEnabled();
  expect(writes()).toBe(1);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

const ROLES = [...new Set(CASES.map((item) => item.role))];

// One sign-in per role and way of pressing; each form is a step, on pages of one session.
// Safari keeps no scroll anchor: when a message above the viewport goes, what is below moves.
// (Chromium's anchoring holds the scrolled page still and would hide the shift.)
test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
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
      for (const item of CASES.filter((c) => c.role === role)) {
        await test.step(item.name, async () => {
          const form = await item.open(page);
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
      for (const item of CASES.filter((c) => c.role === role)) {
        await test.step(item.name, async () => {
          const form = await item.open(page);
          await fixThenSave(page, form, item, (x, y) => page.touchscreen.tap(x, y));
        });
      }
    });
  }
});
