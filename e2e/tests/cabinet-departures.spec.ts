// A departure's whole journey, as the two people who do it: the team's administrator states how
// many travel and who, the provider rejects with a reason, the team sends again, the provider
// agrees after a confirmation and prints the travel list (print media shows the list and nothing of the cabinet).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cabinetData, DEMO, loginThroughForm, saveTravellers, watchProblems } from './fixtures';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/en/cabinet/login');
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(/\/en\/cabinet\/(tournaments|matches|departures)$/);
  return page;
}

test('count and squad, rejected with a reason, sent again, agreed and printed', async ({ browser }) => {
  // Three roles and a dozen saves, each waited for: on a busy machine this takes longer than one page's journey.
  test.slow();
  const team = await signedIn(browser, DEMO.command_admin.email);
  const problems = watchProblems(team, { ignoreAborted: true });
  const list = await cabinetData<Array<{ id: number; status: string; tournament: { id: number } }>>(
    team,
    '/cabinet/departures?status=empty&per_page=100',
  );
  const departure = list[0];
  expect(departure, 'the demo has a departure without a count').toBeDefined();
  const squadUrl = `/en/cabinet/tournaments/${departure.tournament.id}/departures/${departure.id}/squad`;
  const pageUrl = `/en/cabinet/tournaments/${departure.tournament.id}/departures/${departure.id}`;

  // The list shows it; its page leads to the squad.
  await team.goto('/en/cabinet/departures');
  await expect(team.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();
  await team.goto(pageUrl);
  await team.getByRole('link', { name: 'List the squad' }).click();
  await expect(team).toHaveURL(new RegExp(`${squadUrl}$`));

  // How many travel, then who.
  const { players, staff } = await saveTravellers(team, 2);
  await expect(players.getByRole('checkbox', { disabled: false }).first()).toBeEnabled();
  await players.getByRole('checkbox', { disabled: false }).nth(0).check();
  await staff.getByRole('checkbox', { disabled: false }).nth(0).check();
  await expect(team.getByText('Chosen: 2 of 2')).toBeVisible();
  await team.getByRole('button', { name: 'Send to the provider' }).click();
  await expect(team.getByText('The squad is sent to the provider')).toBeVisible();
  await expect(team).toHaveURL(new RegExp(`${pageUrl}$`));

  // The provider sees the travellers' identity data and rejects with a reason.
  const provider = await signedIn(browser, DEMO.provider.email);
  await provider.goto(pageUrl);
  await expect(
    provider.getByRole('table', { name: 'Players' }).getByRole('columnheader', { name: 'Document number' }),
  ).toBeVisible();
  await expect(provider.getByRole('table', { name: 'Players' }).getByRole('row')).toHaveCount(2);
  await expect(provider.getByRole('link', { name: 'List the squad' })).toHaveCount(0);
  await provider.getByRole('button', { name: 'Reject', exact: true }).click();
  await provider.getByRole('button', { name: 'Reject the departure' }).click();
  await expect(provider.getByText('This field is required')).toBeVisible();
  await provider.getByLabel('Reason for rejecting').fill('The goalkeeper coach must travel too');
  await provider.getByRole('button', { name: 'Reject the departure' }).click();
  await expect(provider.getByText('The departure is rejected; the team has been notified')).toBeVisible();

  // The team reads the reason, fixes the squad and sends it again.
  await team.goto(squadUrl);
  await expect(team.getByText('The goalkeeper coach must travel too')).toBeVisible();
  await saveTravellers(team, 3);
  // Two chosen of three: the API refuses and says why.
  await team.getByRole('button', { name: 'Send to the provider' }).click();
  await expect(team.getByRole('alert').filter({ hasText: 'The squad must have exactly 3 people' })).toBeVisible();
  await players.getByRole('checkbox', { disabled: false, checked: false }).first().check();
  await team.getByRole('button', { name: 'Send to the provider' }).click();
  await expect(team.getByText('The squad is sent to the provider')).toBeVisible();

  // The provider agrees (after a confirmation) and prints.
  await provider.goto(pageUrl);
  await provider.getByRole('button', { name: 'Agree' }).click();
  await provider.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await expect(provider.getByText('The departure is agreed')).toBeVisible();
  await expect(provider.getByText('Approved', { exact: true }).first()).toBeVisible();
  await provider.emulateMedia({ media: 'print' });
  await expect(provider.getByText(/^Travel list: /)).toBeVisible();
  await expect(provider.getByRole('table', { name: 'Players' })).toBeVisible();
  await expect(provider.getByText('Total: 3 people')).toBeVisible();
  await expect(provider.locator('header').first()).toBeHidden();
  await expect(provider.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(provider.getByRole('navigation').first()).toBeHidden();
  const pdf = await provider.pdf({ format: 'A4' });
  // One page: a PDF names each page object once.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
  await provider.emulateMedia({ media: 'screen' });

  // The one refusal (a squad of the wrong size) is expected; nothing else may fail.
  expect(problems.filter((p) => !/422|departures\.squad failed/.test(p))).toEqual([]);
});

test('the provider never lists a squad: the squad page leads to the departure, the API refuses', async ({
  browser,
}) => {
  const provider = await signedIn(browser, DEMO.provider.email);
  const all = await cabinetData<Array<{ id: number; status: string; tournament: { id: number } }>>(
    provider,
    '/cabinet/departures?per_page=100',
  );
  const pending = all.find((d) => d.status === 'pending')!;
  await provider.goto(`/en/cabinet/tournaments/${pending.tournament.id}/departures/${pending.id}/squad`);
  // The squad page sends the provider to the departure's page.
  await expect(provider).toHaveURL(new RegExp(`/departures/${pending.id}$`));
  await expect(provider.getByRole('button', { name: 'Agree' })).toBeVisible();
  const token = await provider.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const refused = await provider.request.post(`/api/v1/cabinet/departures/${pending.id}/squad`, {
    headers: { authorization: `Bearer ${token}` },
    data: { player_ids: [], staff_ids: [] },
  });
  expect(refused.status()).toBe(403);
});
