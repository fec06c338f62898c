import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetStadium } from '@league/shared';
import {
  failure,
  mockApi,
  ok,
  pageOf,
  renderPage,
  seenRequests,
  type SeenRequest,
  setUpPageTests,
} from '../../test-utils';
import StadiumsPage from './stadiums-page';

// Typing and picking files through user-event takes seconds on a busy CI machine.
jest.setTimeout(30_000);

const stadium = (id: number, title: string, matches = 0): CabinetStadium => ({
  id,
  slug: `s-${id}`,
  title,
  title_kk: title,
  title_ru: null,
  title_en: title,
  address: null,
  address_kk: null,
  address_ru: null,
  address_en: null,
  city: { id: 1, title: 'Almaty' },
  capacity: 1000,
  matches_count: matches,
});

const cities = ok([
  { id: 1, slug: 'almaty', title: 'Almaty' },
  { id: 2, slug: 'astana', title: 'Astana' },
]);

setUpPageTests();

const open = () => renderPage('/en/cabinet/stadiums', { '/cabinet/stadiums': <StadiumsPage /> });

test('lists stadiums and adds one through the form, with the success message', async () => {
  const rows = [stadium(1, 'Central Stadium', 3)];
  mockApi({
    '/cabinet/stadiums': () => pageOf(rows),
    '/handbook/city': cities,
    'POST /cabinet/stadiums': (request: SeenRequest) => {
      const created = { ...stadium(2, 'New Arena'), city: { id: 2, title: 'Astana' } };
      rows.push(created);
      return ok({ ...created, title_kk: (request.data as { title_kk: string }).title_kk });
    },
  });
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Stadiums' })).toBeInTheDocument();
  expect(await screen.findByText('Central Stadium')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add a stadium' }));
  const form = screen.getByRole('form', { name: 'New stadium' });
  await userEvent.type(within(form).getByLabelText(/Name \(Kazakh\)/), 'Жаңа арена');
  await userEvent.type(within(form).getByLabelText(/Name \(English\)/), 'New Arena');
  await userEvent.selectOptions(within(form).getByLabelText('City'), 'Astana');
  await userEvent.type(within(form).getByLabelText('Capacity'), '2500');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Completed successfully')).toBeInTheDocument();
  const post = seenRequests.find((r) => r.method === 'POST');
  expect(post?.data).toEqual({
    title_kk: 'Жаңа арена',
    title_ru: null,
    title_en: 'New Arena',
    address_kk: null,
    address_ru: null,
    address_en: null,
    city_id: 2,
    capacity: 2500,
  });
  expect(await screen.findByText('New Arena')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'New stadium' })).not.toBeInTheDocument();
});

test("shows the server's field errors on their fields and keeps the form open", async () => {
  mockApi({
    '/cabinet/stadiums': pageOf([stadium(1, 'Central Stadium')]),
    '/handbook/city': cities,
    'PUT /cabinet/stadiums/1': failure(422, 'The data is not valid', { city_id: ['Choose one of the allowed values'] }),
  });
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: Central Stadium' }));
  const form = screen.getByRole('form', { name: 'Edit the stadium: Central Stadium' });
  expect(within(form).getByLabelText(/Name \(Kazakh\)/)).toHaveValue('Central Stadium');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  const city = within(form).getByLabelText('City');
  await waitFor(() => expect(city).toHaveAccessibleDescription(/Choose one of the allowed values/));
  expect(screen.getByRole('form', { name: 'Edit the stadium: Central Stadium' })).toBeInTheDocument();
});

test("asks before deleting, and shows the API's refusal for a stadium matches use", async () => {
  mockApi({
    '/cabinet/stadiums': pageOf([stadium(1, 'Central Stadium', 4)]),
    '/handbook/city': cities,
    'DELETE /cabinet/stadiums/1': failure(409, 'The stadium cannot be deleted: matches are or were played there'),
  });
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete: Central Stadium' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the stadium?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText('The stadium cannot be deleted: matches are or were played there'),
  ).toBeInTheDocument();
  expect(seenRequests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
});

test('keeps the city filter in the URL and asks the API for it', async () => {
  mockApi({ '/cabinet/stadiums': pageOf([stadium(1, 'Central Stadium')]), '/handbook/city': cities });
  open();
  await screen.findByText('Central Stadium');
  await userEvent.selectOptions(screen.getByLabelText('City'), 'Astana');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/cabinet/stadiums?city_id=2'));
  await waitFor(() =>
    expect(seenRequests.some((r) => r.path === '/cabinet/stadiums' && String(r.params.city_id) === '2')).toBe(true),
  );
});
