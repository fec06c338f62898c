// The server's field errors land on their fields, for every rule the API checks, on every cabinet
// form that sends JSON. The rules of a form's body contract are found by trying values on the
// contract itself (one case per field and rule it reports), so a rule added to a contract is
// in the matrix by itself; the rules the services check against the data (a taken title, a
// second captain, a busy team…) are listed by hand. Each case changes one value of the body the
// form sends, on its way to the real API; the form must show every message of the answer on the
// field of its key, or, for a key no field of the form holds, above the form.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { failureField, failureIssue } from '@league/shared/contracts';
import { CABINET_FORMS, ownPlayer, ROUTED_WRITES, runningTournament, type CabinetFormName } from './cabinet-forms';
import { cabinetData, DEMO, signIn } from './fixtures';

type Body = Record<string, unknown>;

test.use(ROUTED_WRITES);

interface ErrorCase {
  name: string;
  change: (body: Body) => Body;
}

/** Values that break one rule or another: empty, blank, too long, out of range, a day that cannot be, of another type, unknown. */
const TRIALS: unknown[] = [
  '',
  '   ',
  'x'.repeat(10_001),
  -1,
  0,
  2_147_483_648,
  0.5,
  'abc',
  'zzz',
  '2026-02-30',
  // Real days and years that cannot be (ADR 0165): in the future, too long ago.
  '2999-01-01',
  '1901-01-01',
  2999,
  '25:61',
  'x@',
  '12',
  null,
  true,
  [],
  ['zzz'],
  ['red', 'blue', 'green', 'white'],
  {},
  { zzz: 1 },
];

interface StructLike {
  schema: Record<string, unknown>;
  validate: (value: unknown) => [{ failures: () => Parameters<typeof failureIssue>[0][] } | undefined, unknown];
}

/** One case per (field, rule) the body contract reports, each breaking that one field only. */
function contractCases(struct: StructLike, body: Body): ErrorCase[] {
  const seen = new Set<string>();
  const cases: ErrorCase[] = [];
  for (const key of Object.keys(struct.schema)) {
    for (const value of TRIALS) {
      const changed = { ...body, [key]: value };
      const [error] = struct.validate(changed);
      if (!error) continue;
      const failures = error.failures();
      const fields = failures.map(failureField);
      if (fields.some((field) => field !== key && !field.startsWith(`${key}.`))) continue;
      const name = `${fields[0]}: ${failureIssue(failures[0]).rule}`;
      if (seen.has(name)) continue;
      seen.add(name);
      cases.push({ name, change: (sent) => ({ ...sent, [key]: value }) });
    }
  }
  return cases;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Answer {
  status: number;
  errors: Record<string, string[]>;
}

/** Sends the form once with its body changed, and returns the API's field errors. */
async function refused(
  page: Page,
  form: Locator,
  name: CabinetFormName,
  change: (body: Body) => Body,
): Promise<Record<string, string[]>> {
  const { endpoint, save, confirm } = CABINET_FORMS[name];
  const path = new RegExp(`/api/v1${endpoint.path.replace(/:\w+/g, '[^/]+')}$`);
  // The wait is for the answer itself, however long a busy server takes (the test's own time
  // bounds it): a write may queue behind another journey's on the one database.
  let settle!: { resolve: (answer: Answer) => void; reject: (error: unknown) => void };
  const answered = new Promise<Answer>((resolve, reject) => (settle = { resolve, reject }));
  await page.unrouteAll({ behavior: 'wait' });
  await page.route(path, async (route) => {
    if (route.request().method() !== endpoint.method) return route.fallback();
    try {
      const body = change(route.request().postDataJSON() as Body);
      const response = await route.fetch({ postData: JSON.stringify(body), timeout: 0 });
      const json = (await response.json()) as { data?: { errors?: Record<string, string[]> } };
      settle.resolve({ status: response.status(), errors: json.data?.errors ?? {} });
      await route.fulfill({ response });
    } catch (error) {
      settle.reject(error);
      throw error;
    }
  });
  await form.getByRole('button', { name: save, exact: true }).click();
  await confirm?.(page);
  const answer = await test.step('the form is sent and answered', () => answered);
  expect(answer.status, JSON.stringify(answer.errors)).toBeGreaterThanOrEqual(400);
  expect(Object.keys(answer.errors).length, 'the API names the field').toBeGreaterThan(0);
  return answer.errors;
}

/** Every message of the answer is on its key's field, or above the form when no field holds the key. */
async function expectLanded(form: Locator, name: CabinetFormName, errors: Record<string, string[]>) {
  const { labels } = CABINET_FORMS[name];
  for (const [key, [message]] of Object.entries(errors)) {
    // A key of a group (an object or a list) lands on the group's first field.
    const label =
      labels[key] ??
      Object.entries(labels).find(([field]) => field.startsWith(`${key}.`))?.[1] ??
      labels[key.split('.')[0]];
    if (label) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field, `${key} on “${label}”`).toHaveAttribute('aria-invalid', 'true');
      await expect(field, `${key} on “${label}”`).toHaveAccessibleDescription(new RegExp(escape(message)));
    } else {
      await expect(
        form.locator('.lg-form__error').getByText(message, { exact: true }),
        `${key} above the form`,
      ).toBeVisible();
    }
  }
}

/** The rules the services check against the league's data, for the form at hand. */
const DATA_RULES: Partial<Record<CabinetFormName, (page: Page) => Promise<ErrorCase[]>>> = {
  stadium: async () => [{ name: 'city_id: one_of (no such city)', change: (b) => ({ ...b, city_id: 999_999 }) }],
  club: async () => [
    { name: 'city_id: one_of (no such city)', change: (b) => ({ ...b, city_id: 999_999 }) },
    { name: 'colors: one_of (no such colour)', change: (b) => ({ ...b, colors: ['zzz'] }) },
    { name: 'colors: max (more than three)', change: (b) => ({ ...b, colors: ['red', 'blue', 'white', 'black'] }) },
  ],
  team: async (page) => {
    const { team } = await ownPlayer(page);
    const club = await cabinetData<{ teams: Array<{ id: number; title: string }> }>(
      page,
      `/cabinet/clubs/${team.club_id}`,
    );
    const other = club.teams.find((t) => t.id !== team.id)!;
    const form = await cabinetData<{ values: { title_kk: string } }>(page, `/cabinet/teams/${other.id}/form`);
    return [
      { name: 'title_kk: team_title_taken', change: (b) => ({ ...b, title_kk: form.values.title_kk }) },
      {
        name: 'birth_year: max_value (a year to come)',
        change: (b) => ({ ...b, birth_year: new Date().getFullYear() + 1 }),
      },
    ];
  },
  player: async (page) => {
    const player = await ownPlayer(page);
    const squad = await cabinetData<{
      squad: Array<{ players: Array<{ slug: string; number: number | null; is_captain: boolean }> }>;
    }>(page, `/cabinet/teams/${player.team.id}`);
    const mates = squad.squad.flatMap((group) => group.players).filter((p) => p.slug !== player.slug);
    const taken = mates.find((p) => p.number !== null)!.number;
    const cases: ErrorCase[] = [
      { name: 'number: number_taken', change: (b) => ({ ...b, number: taken }) },
      { name: 'team_id: one_of (not one of its teams)', change: (b) => ({ ...b, team_id: 999_999 }) },
    ];
    if (mates.some((p) => p.is_captain))
      cases.push({ name: 'is_captain: captain_taken', change: (b) => ({ ...b, is_captain: true }) });
    return cases;
  },
  'staff member': async () => [
    { name: 'phone: phone (not 11 digits)', change: (b) => ({ ...b, phone: '+7 701 123' }) },
    { name: 'email: email', change: (b) => ({ ...b, email: 'coach@league' }) },
  ],
  tournament: async () => [
    { name: 'season_id: one_of (no such season)', change: (b) => ({ ...b, season_id: 999_999 }) },
    { name: 'birth_year_to: birth_year_order', change: (b) => ({ ...b, birth_year_from: 2013, birth_year_to: 2012 }) },
  ],
  match: async (page) => {
    const tournament = await runningTournament(page);
    const { matches } = await cabinetData<{
      matches: Array<{
        id: number;
        played: boolean;
        date: string | null;
        time: string | null;
        host: { id: number };
        guest: { id: number };
      }>;
    }>(page, `/cabinet/tournaments/${tournament.id}/matches`);
    const edited = matches.find((m) => !m.played)!;
    const busy = matches.find(
      (m) => m.id !== edited.id && m.date && (m.host.id === edited.host.id || m.guest.id === edited.host.id),
    )!;
    const referees = await cabinetData<Array<{ id: string }>>(page, '/handbook/referee');
    const someone = Number(referees[0].id);
    const others = await cabinetData<Array<{ id: number; end_date: string | null }>>(
      page,
      '/cabinet/tournaments?per_page=100',
    );
    const outsider = await (async () => {
      for (const t of others.filter((x) => x.id !== tournament.id)) {
        const teams = await cabinetData<{ teams: Array<{ team: { id: number } }> }>(
          page,
          `/cabinet/tournaments/${t.id}/teams`,
        );
        const mine = await cabinetData<{ teams: Array<{ team: { id: number } }> }>(
          page,
          `/cabinet/tournaments/${tournament.id}/teams`,
        );
        const found = teams.teams.find((row) => !mine.teams.some((m) => m.team.id === row.team.id));
        if (found) return found.team.id;
      }
      throw new Error('no team outside the tournament');
    })();
    return [
      { name: 'guest_team_id: same_team', change: (b) => ({ ...b, guest_team_id: b.host_team_id }) },
      { name: 'host_team_id: team_not_in_tournament', change: (b) => ({ ...b, host_team_id: outsider }) },
      { name: 'host_team_id: team_busy', change: (b) => ({ ...b, date: busy.date, time: busy.time }) },
      { name: 'stadium_id: one_of (no such stadium)', change: (b) => ({ ...b, stadium_id: 999_999 }) },
      {
        name: 'referees.first_assistant: referee_twice',
        change: (b) => ({ ...b, referees: { main_referee: someone, first_assistant: someone } }),
      },
      {
        name: 'referees.main_referee: one_of (no such referee)',
        change: (b) => ({ ...b, referees: { main_referee: 999_999 } }),
      },
    ];
  },
  'calendar generator': async () => [
    { name: 'stadium_id: one_of (no such stadium)', change: (b) => ({ ...b, stadium_id: 999_999 }) },
  ],
  'tournament finish': async (page) => {
    const { id } = await runningTournament(page);
    const { tournament } = await cabinetData<{ tournament: { start_date: string | null } }>(
      page,
      `/cabinet/tournaments/${id}`,
    );
    const cases: ErrorCase[] = [
      {
        name: 'end_date: date_range (a year outside the tournament years)',
        change: (b) => ({ ...b, end_date: '1901-01-01' }),
      },
    ];
    if (tournament.start_date) {
      const before = new Date(`${tournament.start_date}T00:00:00Z`);
      before.setUTCDate(before.getUTCDate() - 1);
      cases.push({
        name: 'end_date: end_before_start',
        change: (b) => ({ ...b, end_date: before.toISOString().slice(0, 10) }),
      });
    }
    return cases;
  },
};

const JSON_FORMS = (Object.keys(CABINET_FORMS) as CabinetFormName[]).filter(
  (name) => CABINET_FORMS[name].endpoint.bodyKind !== 'multipart',
);

for (const name of JSON_FORMS) {
  test(`${name}: every error the API answers lands on its field`, async ({ page }) => {
    test.slow();
    const entry = CABINET_FORMS[name];
    await signIn(page, DEMO[entry.role].email);
    const dataCases = (await DATA_RULES[name]?.(page)) ?? [];
    const form = await entry.open(page);
    // The first send learns the body the form sends as it stands (valid), with its first field
    // of a wrong type (a case of its own); the contract's cases are found from that body.
    let sent: Body | undefined;
    const first = await refused(page, form, name, (body) => {
      sent = body;
      return { ...body, [Object.keys(body)[0]]: { zzz: 1 } };
    });
    await expectLanded(form, name, first);
    const cases = [...contractCases(entry.endpoint.body as unknown as StructLike, sent!), ...dataCases];
    expect(cases.length).toBeGreaterThan(0);
    for (const item of cases) {
      await test.step(item.name, async () => {
        await expectLanded(form, name, await refused(page, form, name, item.change));
      });
    }
  });
}
