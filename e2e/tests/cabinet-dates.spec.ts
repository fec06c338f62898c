// Dates that cannot be are refused on both sides (ADR 0165): a birth date in the future is
// refused in Kazakh on the player form's field, before anything is sent, and by the API with the
// same words; a club founded next year and a tournament starting 0001-01-01 are refused by the
// API on their fields. A team administrator opening another club's page gets the not-found page.
import { expect, test, type Page } from '@playwright/test';
import { cabinetData, DEMO, signIn } from './fixtures';

const SHOTS = process.env.SHOTS_DIR;

interface Row {
  slug: string;
  team: { id: number; club_id: number } | null;
}

/** A write to the cabinet API with the signed-in user's token: the status and the field errors. */
async function send(page: Page, method: 'POST' | 'PATCH', url: string, body: object, language: string) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('league.auth') ?? '{}') as { token?: string }).token,
  );
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    data: body,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  const json = (await response.json()) as { data?: { errors?: Record<string, string[]> } };
  return { status: response.status(), errors: json.data?.errors ?? {} };
}

const nextYear = new Date().getFullYear() + 1;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a future birth date is refused in Kazakh on the player form, nothing is sent, and the API refuses it in the same words', async ({
      page,
    }) => {
      await signIn(page, DEMO.command_admin.email, 'kk');
      const [row] = await cabinetData<Row[]>(page, '/cabinet/players?per_page=1');
      const team = row.team!;
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/v1/cabinet/players')) posts.push(request.url());
      });
      await page.goto(`/cabinet/clubs/${team.club_id}/teams/${team.id}/players/create`);
      await page.getByLabel('Тегі (қазақша)', { exact: true }).fill('Болашақов');
      await page.getByLabel('Аты (қазақша)', { exact: true }).fill('Ерлан');
      const birth = page.getByLabel('Туған күні', { exact: true });
      await birth.fill(`01.01.${nextYear + 3}`);
      await page.getByRole('button', { name: 'Сақтау', exact: true }).click();
      await expect(birth).toHaveAttribute('aria-invalid', 'true');
      await expect(birth).toHaveAccessibleDescription(/Күн болашақта болмауы керек/);
      await expect(birth).toBeInViewport();
      expect(posts).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/player-form-future-birth-kk-${viewport.width}.png`, fullPage: false });

      const answer = await send(
        page,
        'POST',
        '/cabinet/players',
        {
          first_name_kk: 'Ерлан',
          last_name_kk: 'Болашақов',
          birth_date: `${nextYear + 3}-01-01`,
          position: 'MF',
          team_id: team.id,
          confirm_duplicate: true,
        },
        'kk',
      );
      expect(answer).toEqual({ status: 422, errors: { birth_date: ['Күн болашақта болмауы керек'] } });
    });

    test("a team administrator opening another club's page gets the not-found page, not a retry", async ({ page }) => {
      await signIn(page, DEMO.command_admin.email);
      const [row] = await cabinetData<Row[]>(page, '/cabinet/players?per_page=1');
      const other = row.team!.club_id === 1 ? 2 : 1;
      await page.goto(`/en/cabinet/clubs/${other}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/other-club-not-found-${viewport.width}.png` });
    });

    test('the club form refuses a founding year to come, and the tournament form a start far from now, on their fields', async ({
      page,
    }) => {
      await signIn(page, DEMO.super_admin.email);
      const [club] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/clubs?archived=0&per_page=1');
      await page.goto(`/en/cabinet/clubs/${club.id}/edit`);
      const founded = page.getByLabel('Founded', { exact: true });
      await founded.fill(String(nextYear));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(founded).toHaveAccessibleDescription(/The year cannot be in the future/);
      await expect(founded).toBeInViewport();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/club-form-founded-future-${viewport.width}.png` });

      const [tournament] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/tournaments?per_page=1');
      await page.goto(`/ru/cabinet/tournaments/${tournament.id}/edit`);
      const start = page.getByLabel('Дата начала', { exact: true });
      await start.fill('01.01.1901');
      await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
      await expect(start).toHaveAccessibleDescription(/Дата должна быть с 01\.01\.\d{4} по 31\.12\.\d{4}/);
      await expect(start).toBeInViewport();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/tournament-form-start-range-ru-${viewport.width}.png` });
    });
  });
}

test('the API refuses a club founded next year and a tournament starting 0001-01-01 on their fields', async ({
  page,
}) => {
  await signIn(page, DEMO.super_admin.email);
  const [club] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/clubs?archived=0&per_page=1');
  const founded = await send(page, 'PATCH', `/cabinet/clubs/${club.id}`, { founded_year: nextYear }, 'en');
  expect(founded).toEqual({ status: 422, errors: { founded_year: ['The year cannot be in the future'] } });

  const [tournament] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/tournaments?per_page=1');
  const form = await cabinetData<{ values: Record<string, unknown> }>(
    page,
    `/cabinet/tournaments/${tournament.id}/form`,
  );
  const { title_kk, title_ru, title_en, season_id, age_group, birth_year_from, birth_year_to, gender } = form.values;
  const started = await send(
    page,
    'POST',
    `/cabinet/tournaments/${tournament.id}/edit`,
    {
      title_kk,
      title_ru,
      title_en,
      season_id,
      age_group,
      birth_year_from,
      birth_year_to,
      gender,
      start_date: '0001-01-01',
    },
    'ru',
  );
  expect(started.status).toBe(422);
  expect(started.errors.start_date).toEqual([
    expect.stringMatching(/^Дата должна быть с 01\.01\.\d{4} по 31\.12\.\d{4}$/),
  ]);
});
