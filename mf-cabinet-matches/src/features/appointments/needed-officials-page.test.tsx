// The league's list of matches needing officials: each role's state (not offered, waiting, declined
// with its reason), an offer refused on its field (the official unavailable that day, in Russian),
// then an offer sent and the list read again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetReferee, NeededMatch } from '@league/shared/cabinet';
import NeededOfficialsPage from './needed-officials-page';
import { failure, mockApi, ok, pageOf, renderPage, resetApi, seenRequests } from '../../test-utils';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const referee = (id: number, name: string): CabinetReferee => ({
  id,
  slug: `r-${id}`,
  name,
  first_name_kk: name,
  first_name_ru: null,
  first_name_en: null,
  last_name_kk: name,
  last_name_ru: null,
  last_name_en: null,
  category_kk: null,
  category_ru: null,
  category_en: null,
  category: null,
  city: null,
  birth_date: null,
  phone: null,
  email: null,
  photo: null,
  active: true,
  account: null,
});

const needed: NeededMatch[] = [
  {
    match: {
      id: 41,
      tournament_id: 6,
      date_time: '2026-12-05T06:00:00Z',
      host: 'Altai 2012',
      guest: 'Yessil 2012',
      stadium: 'Central',
    },
    roles: [
      { role: 'main_referee', status: 'declined', name: 'Petrov Ivan', decline_reason: 'Ill' },
      { role: 'first_assistant', status: 'offered', name: 'Ospanov Arman', decline_reason: null },
      { role: 'second_assistant', status: 'missing', name: null, decline_reason: null },
    ],
  },
];

test('lists each role’s state; an offer refused on its field, then one sent and the list read again (ru)', async () => {
  let reads = 0;
  mockApi({
    '/cabinet/appointments/needed': () => {
      reads += 1;
      return ok(reads === 1 ? needed : [{ ...needed[0], roles: needed[0].roles.slice(1) }]);
    },
    '/cabinet/referees': pageOf([referee(1, 'Petrov Ivan'), referee(2, 'Sadykov Nurlan')]),
    'POST /cabinet/matches/41/offers': (request: { data: { referee_id: number } }) =>
      request.data.referee_id === 1
        ? failure(422, 'Данные неверны', { referee_id: ['Судья отметил этот день как недоступный'] })
        : ok({ match_id: 41, crew: [] }),
  });
  renderPage(
    '/ru/cabinet/appointments/needed',
    { '/cabinet/appointments/needed': <NeededOfficialsPage /> },
    { role: 'super_admin' },
  );
  const card = (await screen.findByRole('heading', { name: 'Altai 2012 — Yessil 2012' })).closest('li') as HTMLElement;
  expect(card).toHaveTextContent('Petrov Ivan: отказ — Ill');
  expect(card).toHaveTextContent('Ospanov Arman: ждёт ответа');
  expect(card).toHaveTextContent('Никому не предложено');
  expect(within(card).getByRole('link', { name: 'Протокол матча' })).toHaveAttribute(
    'href',
    '/ru/cabinet/tournaments/6/matches/41',
  );
  const user = userEvent.setup();
  const form = within(card).getByRole('form', { name: 'Предложить роль «Главный судья»' });
  const select = within(form).getByRole('combobox');
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  await user.click(within(form).getByRole('button', { name: 'Предложить' }));
  expect(select).toHaveAccessibleDescription('Выберите судью');
  await user.selectOptions(select, 'Petrov Ivan');
  await user.click(within(form).getByRole('button', { name: 'Предложить' }));
  await waitFor(() => expect(select).toHaveAccessibleDescription('Судья отметил этот день как недоступный'));
  await user.selectOptions(select, 'Sadykov Nurlan');
  await user.click(within(form).getByRole('button', { name: 'Предложить' }));
  await waitFor(() => expect(reads).toBe(2));
  expect(seenRequests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([
    { role: 'main_referee', referee_id: 1 },
    { role: 'main_referee', referee_id: 2 },
  ]);
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Предложить роль «Главный судья»' })).toBeNull());
});

test('nothing needed says so', async () => {
  mockApi({ '/cabinet/appointments/needed': ok([]), '/cabinet/referees': pageOf([]) });
  renderPage(
    '/en/cabinet/appointments/needed',
    { '/cabinet/appointments/needed': <NeededOfficialsPage /> },
    { role: 'super_admin' },
  );
  expect(await screen.findByText('Every role of the coming matches is filled')).toBeInTheDocument();
});
