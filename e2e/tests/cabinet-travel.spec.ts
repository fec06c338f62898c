// What the provider needs to book travel, as the three people who do it: the team's administrator
// registers a player with a citizenship picked from the country list, the league accepts him in
// the application, the team lists him for an away trip — refused on the staff list while no adult
// travels with the children, sent once one does —, and the provider finds him with his country on
// the travel list and in its CSV (UTF-8 with a BOM, for Excel), agrees after a confirmation and
// undoes the decision (the league moved the match to a later day, so the travel date is ahead).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cabinetData, DEMO, loginThroughForm, saveTravellers, watchProblems, cabinetWrite } from './fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const REQUIRED_DOCUMENTS = [
  'Copy of the identity document',
  'In-depth medical examination',
  'Heart ultrasound',
  'Consent to personal data processing',
  'Copy of the order of admission to the club',
];

interface Departure {
  id: number;
  status: string;
  tournament: { id: number };
  team: { id: number; club_id: number };
  match: { id: number };
}
interface SquadForm {
  players: Array<{ id: number; name: string; birth_date: string | null; eligible: boolean }>;
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  ).newPage();
  await page.goto('/en/cabinet/login');
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(/\/en\/cabinet\/(tournaments|matches|departures)$/);
  return page;
}

test('a player with a citizenship travels: on the travel list and its CSV; children need an adult; the provider agrees after a confirmation and undoes it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const team = await signedIn(browser, DEMO.command_admin.email);
  const teamProblems = watchProblems(team, { ignoreAborted: true });

  // The team's rejected departure (no other journey moves it): it takes a new count and squad.
  const [departure] = await cabinetData<Departure[]>(team, '/cabinet/departures?status=rejected&per_page=100');
  expect(departure, 'the demo has a rejected departure').toBeDefined();
  const detail = await cabinetData<{ departure: Departure }>(team, `/cabinet/departures/${departure.id}`);
  const { team: ownTeam } = detail.departure;
  const before = await cabinetData<SquadForm>(team, `/cabinet/departures/${departure.id}/squad/form`);
  const birthDate = before.players.find((p) => p.birth_date)!.birth_date!;

  // 1. The team registers a player from Uzbekistan, with the documents a player needs.
  await team.goto(`/en/cabinet/clubs/${ownTeam.club_id}/teams/${ownTeam.id}/players/create`);
  await expect(team.getByRole('heading', { level: 1, name: 'New player' })).toBeVisible();
  const citizenship = team.getByLabel('Citizenship');
  await expect(citizenship).toHaveValue('KZ');
  await team.getByLabel('Last name (Kazakh)').fill('Әлиев');
  await team.getByLabel('First name (Kazakh)').fill('Тимур');
  await team.getByLabel('Last name (English)').fill('Aliev');
  await team.getByLabel('First name (English)').fill('Timur');
  await team.getByLabel('Date of birth').fill(birthDate);
  await team.getByLabel('Position').selectOption('MF');
  await team.getByLabel('Identity number').or(team.getByLabel('Document number')).fill('FA1234567');
  await citizenship.selectOption({ label: 'Uzbekistan' });
  for (const label of REQUIRED_DOCUMENTS)
    await team
      .getByLabel(label, { exact: true })
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await team.getByRole('button', { name: 'Save' }).click();
  await expect(team.getByRole('heading', { level: 1, name: 'Timur Aliev' })).toBeVisible({ timeout: 20_000 });
  await expect(team.getByText('Citizenship').locator('xpath=following-sibling::dd[1]')).toHaveText('Uzbekistan');
  const player = await cabinetData<{ player: { id: number; citizenship: string } }>(
    team,
    `/cabinet/players/${team.url().split('/').pop()}`,
  );
  expect(player.player.citizenship).toBe('UZ');

  // 2. Sent to the application, and accepted by the league.
  const admin = await signedIn(browser, DEMO.super_admin.email);
  const sent = await cabinetWrite<{ ids: number[] }>(team, 'POST', '/cabinet/applications/players', {
    data: {
      tournament_id: departure.tournament.id,
      team_id: ownTeam.id,
      players: [{ player_id: player.player.id, number: 98 }],
    },
  });
  await cabinetWrite(admin, 'PUT', `/cabinet/applications/players/${sent.ids[0]}`, { data: { status: 'submitted' } });

  // 3. The team lists two children and no adult: refused on the staff list; with a staff member it is sent.
  const squadUrl = `/en/cabinet/tournaments/${departure.tournament.id}/departures/${departure.id}/squad`;
  await team.goto(squadUrl);
  await expect(team.getByText('If a player is under 18, at least one adult staff member must travel.')).toBeVisible();
  const { players, staff } = await saveTravellers(team, 2);
  // The squad sent before is ticked: untick it all.
  for (const ticked of [
    players.getByRole('checkbox', { checked: true }),
    staff.getByRole('checkbox', { checked: true }),
  ]) {
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
  }
  await players.getByRole('checkbox', { name: /Aliev Timur/ }).check();
  await players.getByRole('checkbox', { disabled: false, checked: false }).first().check();
  await team.getByRole('button', { name: 'Send to the provider' }).click();
  await expect(
    staff.getByText('The squad has 2 players under 18: at least one accompanying adult (team staff) must travel'),
  ).toBeVisible();
  await expect(team).toHaveURL(new RegExp(`${squadUrl}$`));
  await saveTravellers(team, 3);
  await expect(players.getByRole('checkbox', { name: /Aliev Timur/ })).toBeChecked();
  await staff.getByRole('checkbox', { disabled: false }).first().check();
  await team.getByRole('button', { name: 'Send to the provider' }).click();
  // Sent: the team is taken to the departure, now under the provider's consideration (the toast
  // saying so is gone after five seconds; the outcome stays).
  await expect(team).toHaveURL(new RegExp(`/departures/${departure.id}$`));
  await expect(team.getByRole('definition').filter({ hasText: 'Under consideration' })).toBeVisible();

  // 4. The league moves the match to a later day (the demo's matches are behind today's date).
  const calendar = await cabinetData<{
    matches: Array<{
      id: number;
      host: { id: number };
      guest: { id: number };
      stadium: { id: number } | null;
      tour: { number: number } | null;
      time: string | null;
      crew: Array<{ role: string; referee: { id: number } }>;
    }>;
  }>(admin, `/cabinet/tournaments/${departure.tournament.id}/matches`);
  const match = calendar.matches.find((m) => m.id === detail.departure.match.id)!;
  const later = new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await cabinetWrite(admin, 'PUT', `/cabinet/tournaments/${departure.tournament.id}/matches/${match.id}`, {
    data: {
      host_team_id: match.host.id,
      guest_team_id: match.guest.id,
      stadium_id: match.stadium?.id ?? null,
      date: later,
      time: match.time ?? '12:00',
      tour_number: match.tour?.number ?? 1,
      referees: Object.fromEntries(match.crew.map((c) => [c.role, c.referee.id])),
    },
  });

  // 5. The provider finds him with his country on the travel list and in the CSV.
  const provider = await signedIn(browser, DEMO.provider.email);
  const providerProblems = watchProblems(provider, { ignoreAborted: true });
  await provider.goto(`/en/cabinet/tournaments/${departure.tournament.id}/departures/${departure.id}`);
  const row = provider.getByRole('table', { name: 'Players' }).getByRole('row').filter({ hasText: 'Aliev Timur' });
  await expect(row.getByRole('cell').filter({ hasText: 'Uzbekistan' })).toBeVisible();
  await expect(
    provider.getByRole('table', { name: 'Staff' }).getByRole('cell', { name: 'Kazakhstan' }).first(),
  ).toBeVisible();
  const [download] = await Promise.all([
    provider.waitForEvent('download'),
    provider.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^travel-list-${departure.id}-${later}\\.csv$`));
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Name,Birth date,Citizenship,Document,Role');
  expect(lines.find((line) => line.startsWith('Aliev Timur,'))).toBe(
    `Aliev Timur,${birthDate},Uzbekistan,FA1234567,Player`,
  );
  expect(lines.filter((line) => line !== '')).toHaveLength(4);

  // 6. The provider agrees after a confirmation, then undoes it: the departure waits for a decision again.
  await provider.getByRole('button', { name: 'Agree' }).click();
  const dialog = provider.getByRole('dialog');
  await expect(dialog).toContainText('The decision can be undone until the travel date.');
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await expect(provider.getByText('The departure is agreed')).toBeVisible();
  await expect(provider.getByText('Approved', { exact: true }).first()).toBeVisible();
  await provider.getByRole('button', { name: 'Undo the decision' }).click();
  await expect(provider.getByText('The decision is undone; the team has been notified')).toBeVisible();
  await expect(provider.getByRole('button', { name: 'Agree' })).toBeVisible();
  await expect(provider.getByRole('button', { name: 'Undo the decision' })).toHaveCount(0);

  // The one refusal (children without an adult) is expected; nothing else may fail.
  expect(teamProblems.filter((p) => !/422|departures\.squad failed/.test(p))).toEqual([]);
  expect(providerProblems).toEqual([]);
});
