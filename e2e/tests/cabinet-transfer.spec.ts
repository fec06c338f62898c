// A transfer under the squad rules (issue 26 §1, ADR 0161): super_admin moves a team's captain to
// another club's team of the same year, asking for a number that team already wears; the move is
// confirmed first, refused on the number and the captaincy fields, then resolved in the same dialog
// (another number, the captaincy dropped), and the new team keeps one captain and unique numbers.
// A command_admin gets the same dialog over its own club's teams; the provider gets no transfer.
// Screenshots of the dialog at 390 px and 1280 px go to /work/shots/h-transfer/.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { cabinetData, DEMO, signIn } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/h-transfer';

interface Team {
  id: number;
  title: string;
  birth_year: number;
  club_id: number;
  club_title: string;
  club_archived: boolean;
}
interface Row {
  id: number;
  slug: string;
  name: string;
  number: number | null;
  is_captain: boolean;
  team: Team | null;
  missing_documents: string[];
  expired_documents: string[];
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const squadOf = async (page: Page, teamId: number) => cabinetData<Row[]>(page, `/cabinet/players?team_id=${teamId}&per_page=100`);

test('a transfer that would give the new team a second captain and a second number is refused on the fields, then resolved in the dialog', async ({ page }) => {
  await signIn(page, DEMO.super_admin.email);
  const everyone = await cabinetData<Row[]>(page, '/cabinet/players?per_page=100&sort=name');
  const captain = everyone.find((row) => row.is_captain && row.team && !row.team.club_archived && row.missing_documents.length + row.expired_documents.length === 0)!;
  const from = captain.team!;
  const form = await cabinetData<{ options: { teams: Team[] } }>(page, `/cabinet/players/${captain.slug}/form`);
  const to = form.options.teams.find((team) => team.birth_year === from.birth_year && team.club_id !== from.club_id && !team.title.includes('('))!;
  const squad = await squadOf(page, to.id);
  const theirCaptain = squad.find((row) => row.is_captain)!;
  const takenNumber = squad.find((row) => row.number !== null)!.number!;
  const taken = new Set(squad.map((row) => row.number));
  const freeNumber = [...Array(99).keys()].map((n) => 99 - n).find((n) => !taken.has(n))!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/cabinet/players/${captain.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: captain.name })).toBeVisible();
  await page.getByRole('button', { name: 'Move to another team…' }).click();
  const dialog = page.getByRole('dialog', { name: `${captain.name}: move to another team` });
  await expect(dialog).toBeVisible();

  // The picker: search by club, the teams grouped under it, a radio per team (keyboard: arrows).
  const search = dialog.getByRole('searchbox', { name: 'Find a team or club' });
  await expect(search).toBeFocused();
  await search.fill(to.club_title);
  const group = dialog.getByRole('group', { name: to.club_title, exact: true });
  await expect(group).toBeVisible();
  await group.getByRole('radio', { name: to.title, exact: true }).check();
  await expect(dialog.getByText(`Selected: ${to.title} (${to.club_title})`)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Captain of the new team' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Number in the new team' }).fill(String(takenNumber));

  // Confirmed first, then refused on both fields; the dialog stays with what was chosen.
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the move' });
  await expect(confirm).toContainText(`Move ${captain.name} from ${from.title} (${from.club_title}) to ${to.title} (${to.club_title})?`);
  const refused = page.waitForResponse((r) => r.url().endsWith('/cabinet/players/switch-team'));
  await confirm.getByRole('button', { name: 'Move', exact: true }).click();
  expect((await refused).status()).toBe(422);
  const number = dialog.getByRole('textbox', { name: 'Number in the new team' });
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(new RegExp(`^Number ${takenNumber} is already worn in this team by .+\\. Enter another number$`))).toBeVisible();
  await expect(dialog.getByText(`The team already has a captain: ${theirCaptain.name}`)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Captain of the new team' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(`Selected: ${to.title} (${to.club_title})`)).toBeVisible();
  await shoot(page, 'super_admin-refused-1280');
  const actions = dialog.getByRole('button', { name: 'Cancel', exact: true });
  await actions.scrollIntoViewIfNeeded();
  await shoot(page, 'super_admin-refused-1280-bottom');
  await page.setViewportSize({ width: 390, height: 844 });
  await search.scrollIntoViewIfNeeded();
  await shoot(page, 'super_admin-refused-390');
  await actions.scrollIntoViewIfNeeded();
  await shoot(page, 'super_admin-refused-390-bottom');

  // Resolved in the same dialog: a free number, the captaincy dropped.
  await number.fill(String(freeNumber));
  await dialog.getByRole('checkbox', { name: 'Captain of the new team' }).uncheck();
  await expect(dialog.getByText(`The team already has a captain: ${theirCaptain.name}`)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(confirm).toBeVisible();
  await shoot(page, 'super_admin-confirm-390');
  const moved = page.waitForResponse((r) => r.url().endsWith('/cabinet/players/switch-team'));
  await confirm.getByRole('button', { name: 'Move', exact: true }).click();
  expect((await moved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The player has been transferred to another team without keeping the previous one')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teams', exact: true })).toContainText(to.title);

  // The new team: one captain, every number once, the player with the number chosen.
  const after = await squadOf(page, to.id);
  expect(after.filter((row) => row.is_captain).map((row) => row.id)).toEqual([theirCaptain.id]);
  const numbers = after.map((row) => row.number).filter((n) => n !== null);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(after.find((row) => row.id === captain.id)).toMatchObject({ number: freeNumber, is_captain: false });
});

test('a command_admin moves within its own club in the same dialog; the provider has no transfer', async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, DEMO.command_admin.email);
  const [mine] = await cabinetData<Row[]>(admin, '/cabinet/players?per_page=1');
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await admin.setViewportSize({ width, height });
    await admin.goto(`/en/cabinet/players/${mine.slug}`);
    await admin.getByRole('button', { name: 'Move to another team…' }).click();
    const dialog = admin.getByRole('dialog', { name: `${mine.name}: move to another team` });
    await expect(dialog).toBeVisible();
    // Only the club's own teams are offered, under its name, the current one left out.
    const groups = dialog.getByRole('group', { name: 'New team', exact: true }).getByRole('group');
    await expect(groups).toHaveCount(1);
    await expect(groups.first()).toHaveAccessibleName(mine.team!.club_title);
    await expect(dialog.getByRole('radio', { name: mine.team!.title, exact: true })).toHaveCount(0);
    // Keyboard: Tab from the search box reaches the first team; arrows move the choice.
    await dialog.getByRole('searchbox', { name: 'Find a team or club' }).press('Tab');
    const radios = dialog.getByRole('radio');
    await expect(radios.first()).toBeFocused();
    await admin.keyboard.press('Space');
    await expect(radios.first()).toBeChecked();
    await shoot(admin, `command_admin-dialog-${width}`);
    await admin.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await admin.close();

  const provider = await browser.newPage();
  await signIn(provider, DEMO.provider.email);
  const [someone] = await cabinetData<Row[]>(provider, '/cabinet/players?per_page=1');
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await provider.setViewportSize({ width, height });
    await provider.goto(`/en/cabinet/players/${someone.slug}`);
    await expect(provider.getByRole('heading', { level: 1, name: someone.name })).toBeVisible();
    await expect(provider.getByRole('button', { name: 'Move to another team…' })).toHaveCount(0);
    await expect(provider.getByRole('heading', { name: 'Move to another team' })).toHaveCount(0);
    await shoot(provider, `provider-no-transfer-${width}`);
  }
  await provider.close();
});
