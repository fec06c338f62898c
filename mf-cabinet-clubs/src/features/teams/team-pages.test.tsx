import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { CabinetTeamDetail, TeamForm } from '@league/shared';
import { failure, locationOf, mockApi, ok, renderPage, resetApi, seenRequests, setUpPageTests } from '../../test-utils';
import TeamAboutPage from './team-about-page';
import TeamCreatePage from './team-create-page';
import TeamEditPage from './team-edit-page';
import TeamPage from './team-page';

// Typing and picking files through user-event takes seconds on a busy CI machine.
jest.setTimeout(30_000);

const tournament = {
  id: 6,
  slug: 'u14',
  title: 'U-14 Boys 2026',
  season: { id: 2, year: 2026, title: '2026 season' },
  active: true,
  main: true,
  end_date: null,
};
const player = (id: number, name: string, position: 'GK' | 'DF' | 'MF' | 'FW', number: number) => ({
  id,
  slug: `p-${id}`,
  name,
  first_name: name.split(' ')[0],
  last_name: name.split(' ')[1] ?? '',
  photo: null,
  position,
  number,
  birth_date: '2012-05-01',
  age: 13,
  height_cm: null,
  weight_kg: null,
  is_pupil: false,
  is_captain: false,
  is_joker: false,
});

const detail = (archived = false, clubId = 5): CabinetTeamDetail => ({
  team: {
    id: 11,
    slug: 'kairat-2012',
    title: 'Kairat 2012',
    logo: null,
    birth_year: 2012,
    is_woman_squad: true,
    is_active: true,
    position: 1,
    club: { id: clubId, slug: 'kairat', title: 'Kairat', logo: '/uploads/demo/clubs/kairat.svg', archived },
    players_count: 2,
  },
  titles: { kk: 'Қайрат 2012', ru: 'Кайрат 2012', en: 'Kairat 2012' },
  squad: [
    { position: 'GK', players: [player(1, 'Arman Bek', 'GK', 1)] },
    { position: 'FW', players: [player(2, 'Dias Nur', 'FW', 9)] },
  ],
  staff: [
    {
      id: 3,
      slug: 'coach-one',
      name: 'Coach One',
      first_name: 'Coach',
      last_name: 'One',
      kind: 'coach',
      position: 'Head coach',
      photo: null,
    },
  ],
  tournaments: [tournament],
  applications: [
    {
      tournament,
      plays: true,
      statuses: [
        { status: 'submitted', count: 2 },
        { status: 'pending', count: 1 },
      ],
    },
  ],
});

const form: TeamForm = {
  id: 11,
  values: {
    club_id: 5,
    title_kk: 'Қайрат 2012',
    title_ru: null,
    title_en: 'Kairat 2012',
    slug: 'kairat-2012',
    birth_year: 2012,
    is_woman_squad: false,
    position: 1,
    is_active: true,
    logo: null,
  },
  club: { id: 5, slug: 'kairat', title: 'Kairat', logo: null, archived: false },
  options: { birth_years: { min: 1980, max: 2026 } },
};

/** Club 5 (Kairat) with no teams yet: the club the create page adds a team to. */
const kairatClub = (archived: boolean) => ({
  club: {
    id: 5,
    slug: 'kairat',
    title: 'Kairat',
    logo: null,
    description: null,
    founded_year: null,
    archived,
    city: null,
    colors: [],
  },
  teams: [],
});
const pages = {
  '/cabinet/clubs/:club_id/teams/create': <TeamCreatePage />,
  '/cabinet/clubs/:club_id/teams/:id': <TeamPage />,
  '/cabinet/clubs/:club_id/teams/:id/about': <TeamAboutPage />,
  '/cabinet/clubs/:club_id/teams/:id/edit': <TeamEditPage />,
};

setUpPageTests();

test('in every language the squad’s links are named by the text they show (the edit link, then whose), and the number is read with its label', async () => {
  // axe probes a canvas for icon ligatures; jsdom has none.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  for (const [locale, edit, number] of [
    ['ru', 'Редактировать', '№'],
    ['kk', 'Өңдеу', '№'],
    ['en', 'Edit', 'No.'],
  ]) {
    mockApi({ '/cabinet/teams/11': ok(detail()) });
    const { unmount } = renderPage(`${locale === 'kk' ? '' : `/${locale}`}/cabinet/clubs/5/teams/11`, pages, {
      role: 'command_admin',
      clubId: 5,
    });
    const goalkeepers = await screen.findByRole('region', { name: /\(GK\)/ });
    const link = within(goalkeepers).getByRole('link', { name: `${edit}: Arman Bek` });
    expect(link).toHaveTextContent(edit);
    expect(goalkeepers.querySelector('.cc-number')).toHaveTextContent(`${number} 1`);
    // label-content-name-mismatch is one of axe's experimental rules: asked for by name.
    const result = await axe.run(document.body, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch', 'aria-prohibited-attr', 'aria-allowed-attr'] },
    });
    expect(result.violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
    unmount();
    resetApi();
  }
});

test("a command_admin sees its team's squad by position, staff, tournaments and application statuses, with links", async () => {
  mockApi({ '/cabinet/teams/11': ok(detail()) });
  renderPage('/en/cabinet/clubs/5/teams/11', pages, { role: 'command_admin', clubId: 5 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Kairat 2012' })).toBeInTheDocument();
  const goalkeepers = screen.getByRole('region', { name: 'Goalkeeper (GK)' });
  expect(within(goalkeepers).getByRole('link', { name: 'Arman Bek' })).toHaveAttribute(
    'href',
    '/en/cabinet/players/p-1',
  );
  expect(within(goalkeepers).getByRole('link', { name: 'Edit: Arman Bek' })).toHaveAttribute(
    'href',
    '/en/cabinet/clubs/5/teams/11/players/p-1/edit',
  );
  expect(screen.getByRole('region', { name: 'Forward (FW)' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Defender (DF)' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Coach One' })).toHaveAttribute(
    'href',
    '/en/cabinet/clubs/5/teams/11/staff/coach-one',
  );
  expect(screen.getByRole('link', { name: 'Add a player' })).toHaveAttribute(
    'href',
    '/en/cabinet/clubs/5/teams/11/players/create',
  );
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/en/cabinet/clubs/5/teams/11/edit');
  expect(screen.getByText("Girls' team")).toBeInTheDocument();
  const applications = screen.getByRole('region', { name: 'Applications' });
  expect(within(applications).getByText('U-14 Boys 2026')).toBeInTheDocument();
  expect(within(applications).getByText('Listed').parentElement).toHaveTextContent('Listed 2');
  expect(within(applications).getByText('Under consideration').parentElement).toHaveTextContent(
    'Under consideration 1',
  );
  // The team's logo falls back to the club's crest.
  expect(screen.getByRole('img', { name: 'Logo: Kairat 2012' })).toHaveAttribute(
    'src',
    '/uploads/demo/clubs/kairat.svg',
  );
});

test("another club's team (the API's 404) and a team under the wrong club in the URL are the 404 page", async () => {
  mockApi({
    '/cabinet/teams/12': failure(404, 'The requested resource was not found'),
    '/cabinet/teams/11': ok(detail(false, 7)),
  });
  const first = renderPage('/en/cabinet/clubs/5/teams/12', pages, { role: 'command_admin', clubId: 5 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  first.unmount();
  renderPage('/en/cabinet/clubs/5/teams/11', pages, { role: 'super_admin' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByText('Arman Bek')).not.toBeInTheDocument();
});

test("an archived club's team is read-only: no edit or add links", async () => {
  mockApi({ '/cabinet/teams/11': ok(detail(true)) });
  renderPage('/en/cabinet/clubs/5/teams/11', pages);
  expect(await screen.findByText('The club is archived: the team can only be viewed.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add a player' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'About the team' })).toBeInTheDocument();
});

test('the about page lists the titles in every language and the details', async () => {
  mockApi({ '/cabinet/teams/11': ok(detail()) });
  renderPage('/ru/cabinet/clubs/5/teams/11/about', pages);
  expect(await screen.findByRole('heading', { level: 1, name: 'О команде' })).toBeInTheDocument();
  expect(screen.getByText('Қайрат 2012')).toBeInTheDocument();
  expect(screen.getByText('Кайрат 2012')).toBeInTheDocument();
  expect(screen.getByText('Команда девочек')).toBeInTheDocument();
});

test('super_admin creates a team of the club and lands on its page', async () => {
  mockApi({
    '/cabinet/clubs/5': ok(kairatClub(false)),
    'POST /cabinet/teams': ok({ id: 11, slug: 'kairat-2014', club_id: 5 }),
    '/cabinet/teams/11': ok(detail()),
  });
  renderPage('/en/cabinet/clubs/5/teams/create', pages);
  await userEvent.type(await screen.findByLabelText(/Name \(Kazakh\)/), 'Қайрат 2014');
  await userEvent.type(screen.getByLabelText(/Birth year/), '2014');
  await userEvent.click(screen.getByLabelText("Girls' team"));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(locationOf()).toBe('/en/cabinet/clubs/5/teams/11'));
  expect(seenRequests.find((r) => r.method === 'POST')?.data).toEqual({
    club_id: 5,
    title_kk: 'Қайрат 2014',
    title_ru: null,
    title_en: null,
    birth_year: 2014,
    is_woman_squad: true,
    position: 0,
    is_active: true,
  });
});

test('the create page of an archived club offers no form', async () => {
  mockApi({
    '/cabinet/clubs/5': ok(kairatClub(true)),
  });
  renderPage('/en/cabinet/clubs/5/teams/create', pages);
  expect(await screen.findByText('The club is archived: it can only be viewed.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test("the edit page keeps what was typed and shows the server's field error on the title", async () => {
  mockApi({
    '/cabinet/teams/11/form': ok(form),
    'POST /cabinet/teams/11/edit': failure(422, 'The data is not valid', {
      title_kk: ['The club already has a team with this title'],
    }),
  });
  renderPage('/en/cabinet/clubs/5/teams/11/edit', pages, { role: 'command_admin', clubId: 5 });
  const title = await screen.findByLabelText(/Name \(Kazakh\)/);
  await userEvent.clear(title);
  await userEvent.type(title, 'Қайрат 2013');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/Name \(Kazakh\)/)).toHaveAccessibleDescription(
      /The club already has a team with this title/,
    ),
  );
  expect(screen.getByLabelText(/Name \(Kazakh\)/)).toHaveValue('Қайрат 2013');
  expect(locationOf()).toBe('/en/cabinet/clubs/5/teams/11/edit');
});

test('a logo over 300 KB is refused before anything is sent', async () => {
  mockApi({ '/cabinet/teams/11/form': ok(form) });
  renderPage('/en/cabinet/clubs/5/teams/11/edit', pages);
  const input = await screen.findByLabelText('Logo');
  await userEvent.upload(input, new File([new Uint8Array(300 * 1024 + 1)], 'logo.png', { type: 'image/png' }));
  expect(await screen.findAllByText('The file must not exceed 300 KB')).not.toHaveLength(0);
  expect(seenRequests.filter((r) => r.method !== 'GET')).toEqual([]);
});
