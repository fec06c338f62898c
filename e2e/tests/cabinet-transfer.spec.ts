// A transfer under the squad rules (issue 26 §1, ADR 0161): super_admin moves a player to another
// club's team of the same year, asking for a number that team already wears and its captaincy; the
// move is confirmed first, refused on the number and the captaincy fields, then resolved in the
// same dialog (the player's own number, the captaincy dropped), and the new team keeps one captain
// and unique numbers.
// A command_admin gets the same dialog over its own club's teams; the provider gets no transfer.
// Screenshots of the dialog at 390 px and 1280 px go to /work/shots/h-transfer/.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { cabinetData, DEMO, DEMO_PASSWORD, signIn } from './fixtures';

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

async function shoot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

const squadOf = async (page: Page, teamId: number) =>
  cabinetData<Row[]>(page, `/cabinet/players?team_id=${teamId}&per_page=100`);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const REQUIRED = [
  'identity',
  'depth_medical_examination',
  'heart_shot',
  'consent_to_data_processing',
  'club_enrollment_letter',
];

/** The signed-in user's token (the cabinet keeps it in localStorage). */
const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token);

test('a transfer that would give the new team a second captain and a second number is refused on the fields, then resolved in the dialog', async ({
  page,
  request,
}) => {
  // Teams of two other clubs than the command_admin's (its pages are other journeys' data), one year.
  const login = await request.post('/api/v1/cabinet/login', {
    data: { email: DEMO.command_admin.email, password: DEMO_PASSWORD },
  });
  const teamClub = ((await login.json()) as { data: { user: { club_id: number } } }).data.user.club_id;
  await signIn(page, DEMO.super_admin.email);
  const auth = { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': 'en' };
  const [sample] = await cabinetData<Row[]>(page, '/cabinet/players?per_page=1');
  const { options } = await cabinetData<{ options: { teams: Team[] } }>(page, `/cabinet/players/${sample.slug}/form`);
  const boys = options.teams.filter((team) => team.club_id !== teamClub && !team.title.includes('('));
  const from = boys[0];
  const to = boys.find((team) => team.birth_year === from.birth_year && team.club_id !== from.club_id)!;
  const squad = await squadOf(page, to.id);
  const theirCaptain = squad.find((row) => row.is_captain)!;
  const takenNumber = squad.find((row) => row.number !== null)!.number!;
  const taken = new Set([...squad, ...(await squadOf(page, from.id))].map((row) => row.number));
  const freeNumber = [...Array(99).keys()].map((n) => 99 - n).find((n) => !taken.has(n))!;

  // The player this journey moves: new in `from`, born in its year, with every required document.
  const created = await page.request.post('/api/v1/cabinet/players', {
    headers: auth,
    data: {
      first_name_kk: 'Ауысбек',
      last_name_kk: 'Көшенов',
      first_name_en: 'Auysbek',
      last_name_en: 'Koshenov',
      birth_date: `${from.birth_year}-06-01`,
      position: 'MF',
      team_id: from.id,
      number: freeNumber,
      confirm_duplicate: true,
    },
  });
  expect(created.status()).toBe(201);
  const mover = ((await created.json()) as { data: { id: number; slug: string } }).data;
  for (const type of REQUIRED) {
    const uploaded = await page.request.post(`/api/v1/cabinet/documents/player/${mover.id}`, {
      headers: auth,
      multipart: { type, file: { name: `${type}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(uploaded.status(), type).toBe(201);
  }
  const player = { id: mover.id, slug: mover.slug, name: 'Auysbek Koshenov' };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/cabinet/players/${player.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
  await page.getByRole('button', { name: 'Move to another team…' }).click();
  const dialog = page.getByRole('dialog', { name: `${player.name}: move to another team` });
  await expect(dialog).toBeVisible();

  // The picker: search by club, the teams grouped under it, a radio per team (keyboard: arrows).
  const search = dialog.getByRole('searchbox', { name: 'Find a team or club' });
  await expect(search).toBeFocused();
  await search.fill(to.club_title);
  const group = dialog.getByRole('group', { name: to.club_title, exact: true });
  await expect(group).toBeVisible();
  await group.getByRole('radio', { name: to.title, exact: true }).check();
  await expect(dialog.getByText(`Selected: ${to.title} (${to.club_title})`)).toBeVisible();
  // The player's own number starts the field; the user asks for one the team wears, and the captaincy.
  await expect(dialog.getByRole('textbox', { name: 'Number in the new team' })).toHaveValue(String(freeNumber));
  await dialog.getByRole('textbox', { name: 'Number in the new team' }).fill(String(takenNumber));
  await dialog.getByRole('checkbox', { name: 'Captain of the new team' }).check();

  // Confirmed first, then refused on both fields; the dialog stays with what was chosen.
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the move' });
  await expect(confirm).toContainText(
    `Move ${player.name} from ${from.title} (${from.club_title}) to ${to.title} (${to.club_title})?`,
  );
  const refused = page.waitForResponse((r) => r.url().endsWith('/cabinet/players/switch-team'));
  await confirm.getByRole('button', { name: 'Move', exact: true }).click();
  expect((await refused).status()).toBe(422);
  const number = dialog.getByRole('textbox', { name: 'Number in the new team' });
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(
    dialog.getByText(new RegExp(`^Number ${takenNumber} is already worn in this team by .+\\. Enter another number$`)),
  ).toBeVisible();
  await expect(dialog.getByText(`The team already has a captain: ${theirCaptain.name}`)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Captain of the new team' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
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
  await number.fill('');
  await dialog.getByRole('checkbox', { name: 'Captain of the new team' }).uncheck();
  await expect(dialog.getByText(`The team already has a captain: ${theirCaptain.name}`)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(confirm).toBeVisible();
  await shoot(page, 'super_admin-confirm-390');
  const moved = page.waitForResponse((r) => r.url().endsWith('/cabinet/players/switch-team'));
  await confirm.getByRole('button', { name: 'Move', exact: true }).click();
  expect((await moved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('The player has been transferred to another team without keeping the previous one'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teams', exact: true })).toContainText(to.title);

  // The new team: one captain, every number once, the player with the number chosen.
  const after = await squadOf(page, to.id);
  expect(after.filter((row) => row.is_captain).map((row) => row.id)).toEqual([theirCaptain.id]);
  const numbers = after.map((row) => row.number).filter((n) => n !== null);
  expect(new Set(numbers).size).toBe(numbers.length);
  // The empty number field: the player's usual number, free in the new team, is worn there.
  expect(after.find((row) => row.id === player.id)).toMatchObject({ number: freeNumber, is_captain: false });
});

test('a command_admin moves within its own club in the same dialog; the provider has no transfer', async ({
  browser,
}) => {
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
    await shoot(provider, `provider-no-transfer-${width}`, true);
  }
  await provider.close();
});
