import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetClubDetail, ClubForm } from '@league/shared';
import { failure, locationOf, mockApi, ok, pageOf, renderPage, seenRequests, setUpPageTests } from '../../test-utils';
import { ClubCreatePage, ClubEditPage } from './club-form-page';
import ClubPage from './club-page';
import ClubsListPage from './clubs-list-page';

// Typing and picking files through user-event takes seconds on a busy CI machine.
jest.setTimeout(30_000);

const detail = (archived = false): CabinetClubDetail => ({
  club: {
    id: 5,
    slug: 'kairat',
    title: 'Kairat',
    logo: '/uploads/demo/clubs/kairat.svg',
    description: 'An academy from Almaty.',
    founded_year: 1954,
    archived,
    city: { id: 1, title: 'Almaty' },
    colors: [{ id: 'yellow', title: 'Yellow', hex: '#fdd835' }],
  },
  teams: [{ id: 11, slug: 'kairat-2012', title: 'Kairat 2012', birth_year: 2012, is_active: true }],
});

/** Kairat's city, founding year and colour, with no description: as its form holds them and as a save sends them. */
const kairatFacts = {
  city_id: 1,
  founded_year: 1954,
  colors: ['yellow'],
  description_kk: null,
  description_ru: null,
  description_en: null,
};

const form: ClubForm = {
  id: 5,
  values: {
    title_kk: 'Қайрат',
    title_ru: 'Кайрат',
    title_en: 'Kairat',
    slug: 'kairat',
    ...kairatFacts,
    logo: null,
    archived: false,
  },
  options: {
    cities: [
      { id: 1, title: 'Almaty' },
      { id: 2, title: 'Astana' },
    ],
    colors: [
      { id: 'yellow', title: 'Yellow', hex: '#fdd835' },
      { id: 'black', title: 'Black', hex: '#111111' },
    ],
  },
};

const pages = {
  '/cabinet/clubs': <ClubsListPage />,
  '/cabinet/clubs/create': <ClubCreatePage />,
  '/cabinet/clubs/:club_id': <ClubPage />,
  '/cabinet/clubs/:club_id/edit': <ClubEditPage />,
};

setUpPageTests();

test('a command_admin opening the clubs list lands on its own club, with no edit controls', async () => {
  mockApi({ '/cabinet/clubs/5': ok(detail()) });
  renderPage('/en/cabinet/clubs', pages, { role: 'command_admin', clubId: 5 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Kairat' })).toBeInTheDocument();
  expect(locationOf()).toBe('/en/cabinet/clubs/5');
  expect(screen.getByText('Kairat 2012')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Crest: Kairat' })).toHaveAttribute('src', '/uploads/demo/clubs/kairat.svg');
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  expect(seenRequests.map((r) => r.path)).not.toContain('/cabinet/clubs');
});

test('super_admin lists clubs with the paged query and opens one', async () => {
  mockApi({
    '/cabinet/clubs': pageOf(
      [{ id: 5, slug: 'kairat', title: 'Kairat', logo: null, city: 'Almaty', archived: false, teams_count: 4 }],
      1,
    ),
    '/handbook/city': ok([{ id: 1, slug: 'almaty', title: 'Almaty' }]),
  });
  renderPage('/en/cabinet/clubs?sort=-teams_count', pages);
  const link = await screen.findByRole('link', { name: 'Kairat' });
  expect(link).toHaveAttribute('href', '/en/cabinet/clubs/5');
  expect(seenRequests.find((r) => r.path === '/cabinet/clubs')?.params).toMatchObject({
    page: 1,
    per_page: 20,
    sort: '-teams_count',
  });
  expect(screen.getByRole('link', { name: 'Add a club' })).toHaveAttribute('href', '/en/cabinet/clubs/create');
});

test('super_admin creates a club and lands on its page', async () => {
  mockApi({
    '/handbook/city': ok([{ id: 1, slug: 'almaty', title: 'Almaty' }]),
    '/handbook/colors': ok([{ id: 'yellow', slug: 'yellow', title: 'Yellow' }]),
    'POST /cabinet/clubs': ok({ id: 5, slug: 'kairat' }),
    '/cabinet/clubs/5': ok(detail()),
  });
  renderPage('/en/cabinet/clubs/create', pages);
  const title = await screen.findByLabelText(/Name \(Kazakh\)/);
  await userEvent.type(title, 'Қайрат');
  await userEvent.selectOptions(screen.getByLabelText('City'), 'Almaty');
  await userEvent.selectOptions(screen.getByLabelText('Main colour'), 'Yellow');
  await userEvent.type(screen.getByLabelText('Founded'), '1954');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Kairat' })).toBeInTheDocument();
  expect(locationOf()).toBe('/en/cabinet/clubs/5');
  expect(seenRequests.find((r) => r.method === 'POST')?.data).toEqual({
    title_kk: 'Қайрат',
    title_ru: null,
    title_en: null,
    ...kairatFacts,
  });
});

test("the edit page shows the server's field errors on their fields and stays", async () => {
  mockApi({
    '/cabinet/clubs/5/form': ok(form),
    'PATCH /cabinet/clubs/5': failure(422, 'The data is not valid', {
      founded_year: ['The value must be at least 1850'],
    }),
  });
  renderPage('/en/cabinet/clubs/5/edit', pages);
  expect(await screen.findByLabelText(/Name \(Kazakh\)/)).toHaveValue('Қайрат');
  expect(screen.getByRole('link', { name: 'Kairat' })).toHaveAttribute('href', '/en/cabinet/clubs/5');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Founded')).toHaveAccessibleDescription(/The value must be at least 1850/),
  );
  expect(locationOf()).toBe('/en/cabinet/clubs/5/edit');
});

test('super_admin archives a club after confirming; the page becomes read-only', async () => {
  let archived = false;
  mockApi({
    '/cabinet/clubs/5': () => ok(detail(archived)),
    'POST /cabinet/clubs/5/archive': () => {
      archived = true;
      return ok({ id: 5, slug: 'kairat' });
    },
  });
  renderPage('/en/cabinet/clubs/5', pages);
  await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Archive the club?' })).getByRole('button', { name: 'Archive' }),
  );
  expect(await screen.findByText('The club is archived: it can only be viewed.')).toBeInTheDocument();
  expect(screen.getByText('Completed successfully')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
});

test('the club page links each team to its page, and super_admin can add one', async () => {
  mockApi({ '/cabinet/clubs/5': ok(detail()) });
  renderPage('/en/cabinet/clubs/5', pages);
  expect(await screen.findByRole('link', { name: 'Kairat 2012' })).toHaveAttribute(
    'href',
    '/en/cabinet/clubs/5/teams/11',
  );
  expect(screen.getByRole('link', { name: 'Add a team' })).toHaveAttribute('href', '/en/cabinet/clubs/5/teams/create');
});

test('super_admin uploads a crest; a file over 300 KB is refused before anything is sent', async () => {
  let logo = '/uploads/demo/clubs/kairat.svg';
  mockApi({
    '/cabinet/clubs/5': () => ok({ ...detail(), club: { ...detail().club, logo } }),
    'POST /cabinet/clubs/5/crest': () => {
      logo = '/uploads/2026-03/0123456789abcdef0123456789abcdef.png';
      return ok({ id: 5, logo });
    },
  });
  renderPage('/en/cabinet/clubs/5', pages);
  const input = await screen.findByLabelText('Crest');
  await userEvent.upload(input, new File([new Uint8Array(300 * 1024 + 1)], 'big.png', { type: 'image/png' }));
  expect(await screen.findAllByText('The file must not exceed 300 KB')).not.toHaveLength(0);
  expect(seenRequests.filter((r) => r.method === 'POST')).toEqual([]);

  await userEvent.upload(input, new File([new Uint8Array(2048)], 'crest.png', { type: 'image/png' }));
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Crest: Kairat' })).toHaveAttribute(
      'src',
      '/uploads/2026-03/0123456789abcdef0123456789abcdef.png',
    ),
  );
  expect(seenRequests.find((r) => r.method === 'POST')?.path).toBe('/cabinet/clubs/5/crest');
  expect(seenRequests.find((r) => r.method === 'POST')?.data).toBeInstanceOf(FormData);
});

test("the server's refusal of a crest shows its message on the field", async () => {
  mockApi({
    '/cabinet/clubs/5': ok(detail()),
    'POST /cabinet/clubs/5/crest': failure(422, 'The data is not valid', { logo: ['This file type is not allowed'] }),
  });
  renderPage('/en/cabinet/clubs/5', pages);
  await userEvent.upload(
    await screen.findByLabelText('Crest'),
    new File([new Uint8Array(2048)], 'crest.jpg', { type: 'image/jpeg' }),
  );
  await waitFor(() =>
    expect(screen.getByLabelText('Crest')).toHaveAccessibleDescription(/This file type is not allowed/),
  );
});

test('a command_admin sees no crest picker and no add-team link', async () => {
  mockApi({ '/cabinet/clubs/5': ok(detail()) });
  renderPage('/en/cabinet/clubs/5', pages, { role: 'command_admin', clubId: 5 });
  expect(await screen.findByRole('link', { name: 'Kairat 2012' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Crest')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add a team' })).not.toBeInTheDocument();
});

test.each([404, 403])(
  "a command_admin opening another club's page (the API's %i) gets the not-found page, not a retry",
  async (status) => {
    mockApi({
      '/cabinet/clubs/6': failure(status, 'Not found'),
      '/cabinet/clubs/6/form': failure(status, 'Not found'),
    });
    renderPage('/en/cabinet/clubs/6', pages, { role: 'command_admin', clubId: 5 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
);

test('a failure that is not a missing club still offers a retry', async () => {
  mockApi({ '/cabinet/clubs/5': failure(500, 'Internal error') });
  renderPage('/en/cabinet/clubs/5', pages);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
});

test('a founding year in the future is refused on the field, and nothing is sent', async () => {
  mockApi({ '/cabinet/clubs/5/form': ok(form) });
  renderPage('/en/cabinet/clubs/5/edit', pages);
  const founded = await screen.findByLabelText('Founded');
  await userEvent.clear(founded);
  await userEvent.type(founded, String(new Date().getFullYear() + 2));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Founded')).toHaveAccessibleDescription(/The year cannot be in the future/),
  );
  expect(seenRequests.filter((r) => r.method === 'PATCH')).toEqual([]);
});
