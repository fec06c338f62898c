// The departure page: the provider agrees or removes after a confirmation, rejects with a reason
// (required, checked on the field in the page's language, the server's refusal of it on the field
// too), undoes its decision (a refusal after the travel date redraws the page), and anyone who
// reads the departure downloads the travel list as CSV.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepartureDetail } from '@league/shared/cabinet';
import DeparturePage from './departure-page';
import { departureCard, failure, mockApi, ok, quietErrors, renderPage, resetApi, seenRequests } from './test-utils';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const PATH = '/cabinet/tournaments/:id/departures/:departure_id';
const detail = (actions: string[]): DepartureDetail => ({
  departure: departureCard({ actions }) as DepartureDetail['departure'],
  players: [
    {
      id: 1,
      name: 'Seitov Aidos',
      birth_date: '2012-04-06',
      identity_kind: null,
      identity_number: '123',
      citizenship: 'KZ',
      number: 7,
      position: 'FW',
    },
  ],
  staff: [],
});
/** Departure 4 of tournament 6 on its page, for the provider in English unless told. */
const renderDeparture = (prefix = '/en', signedIn: Parameters<typeof renderPage>[2] = { role: 'provider' }) =>
  renderPage(`${prefix}/cabinet/tournaments/6/departures/4`, { [PATH]: <DeparturePage /> }, signedIn);
const decisions = () => seenRequests.filter((r) => r.method === 'PATCH').map((r) => r.data);

test('the reason is required on its field before anything is sent, then the departure is rejected with it', async () => {
  mockApi({
    '/cabinet/departures/4': ok(detail(['agree', 'reject'])),
    'PATCH /cabinet/departures/4': ok(detail([]).departure),
  });
  renderDeparture();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const form = screen.getByRole('form', { name: 'Reject' });
  await user.click(within(form).getByRole('button', { name: 'Reject the departure' }));
  const reason = within(form).getByLabelText('Reason for rejecting');
  await waitFor(() => expect(reason).toHaveAccessibleDescription('This field is required'));
  expect(decisions()).toEqual([]);
  await user.type(reason, ' The coach must travel too ');
  await user.click(within(form).getByRole('button', { name: 'Reject the departure' }));
  expect(await screen.findByText('The departure is rejected; the team has been notified')).toBeInTheDocument();
  expect(decisions()).toEqual([{ status: 'rejected', reason: 'The coach must travel too' }]);
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Reject' })).toBeNull());
});

test("the server's refusal of the reason shows on the field, in Russian on the Russian page", async () => {
  quietErrors();
  mockApi({
    '/cabinet/departures/4': ok(detail(['reject'])),
    'PATCH /cabinet/departures/4': failure(422, 'Данные неверны', { reason: ['Не более 1000 символов'] }),
  });
  renderDeparture('/ru');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
  const reason = screen.getByRole('textbox');
  await user.type(reason, 'x');
  await user.click(screen.getByRole('button', { name: 'Отклонить выезд' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription('Не более 1000 символов'));
  expect(reason).toHaveValue('x');
});

test('the provider agrees and removes only after a confirmation; a cancelled confirmation sends nothing', async () => {
  mockApi({
    '/cabinet/departures/4': ok(detail(['agree', 'remove'])),
    'PATCH /cabinet/departures/4': ok(detail([]).departure),
  });
  renderDeparture();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Agree' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('The decision can be undone until the travel date.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(decisions()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Agree' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
  expect(await screen.findByText('The departure is agreed')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('The departure is removed')).toBeInTheDocument();
  expect(decisions()).toEqual([
    { status: 'submitted', reason: null },
    { status: 'unsubmitted', reason: null },
  ]);
});

test('the provider undoes its decision; a refusal after the travel date says why and the undo goes away', async () => {
  quietErrors();
  let reads = 0;
  let undos = 0;
  mockApi({
    '/cabinet/departures/4': () => {
      reads += 1;
      return ok(detail(reads === 1 ? ['remove', 'undo'] : ['remove']));
    },
    'POST /cabinet/departures/4/undo': () => {
      undos += 1;
      return failure(409, 'A decision can be undone only before the travel date (2026-03-01)');
    },
  });
  renderDeparture();
  await userEvent.click(await screen.findByRole('button', { name: 'Undo the decision' }));
  expect(
    await screen.findByText('A decision can be undone only before the travel date (2026-03-01)'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo the decision' })).toBeNull());
  expect(undos).toBe(1);
  expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
});

test('an undo that lands says so, and the page is read again', async () => {
  let reads = 0;
  mockApi({
    '/cabinet/departures/4': () => {
      reads += 1;
      return ok(detail(reads === 1 ? ['remove', 'undo'] : ['agree', 'reject']));
    },
    'POST /cabinet/departures/4/undo': ok({ id: 4, status: 'pending', people_count: 1 }),
  });
  renderDeparture();
  await userEvent.click(await screen.findByRole('button', { name: 'Undo the decision' }));
  expect(await screen.findByText('The decision is undone; the team has been notified')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Agree' })).toBeInTheDocument();
  expect(seenRequests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/cabinet/departures/4/undo']);
});

test('the travel list downloads as CSV under its file name', async () => {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:travel'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  mockApi({
    '/cabinet/departures/4': ok(detail([])),
    '/cabinet/departures/4/travel-list.csv': new Blob(['\uFEFFName,Birth date,Citizenship,Document,Role\r\n'], {
      type: 'text/csv',
    }),
  });
  renderDeparture('/en', { role: 'command_admin', clubId: 3 });
  await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(saved).toEqual(['travel-list-4.csv blob:travel']));
  expect(seenRequests.map((r) => r.path)).toContain('/cabinet/departures/4/travel-list.csv');
});

test("a refused decision says the server's reason", async () => {
  quietErrors();
  mockApi({
    '/cabinet/departures/4': ok(detail(['agree'])),
    'PATCH /cabinet/departures/4': failure(409, 'The departure was changed meanwhile'),
  });
  renderDeparture();
  await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agree' }));
  expect(await screen.findByText('The departure was changed meanwhile')).toBeInTheDocument();
});

test('the printed travel list is official: the league’s name and logo, the day printed, the signature lines', async () => {
  mockApi({
    '/cabinet/departures/4': ok(detail([])),
    '/league': ok({
      name: { kk: 'Шығыс лигасы', ru: 'Восточная лига', en: 'East League' },
      short_name: { kk: 'ШЛ', ru: 'ВЛ', en: 'EL' },
      logo: '/uploads/league/logo.png',
      colors: { primary: '#0d2747', accent: '#f5b700' },
      contacts: { email: '', phone: '', address: { kk: '', ru: '', en: '' } },
      social: [],
      about: { kk: '', ru: '', en: '' },
      version: 3,
    }),
  });
  renderDeparture('/ru');
  await screen.findAllByText('Seitov Aidos');
  const head = document.querySelector('.dep-print .lg-print-head') as HTMLElement;
  await waitFor(() => expect(head).toHaveTextContent('Восточная лига'));
  expect(head.querySelector('img')).toHaveAttribute('src', '/uploads/league/logo.png');
  expect(head).toHaveTextContent('Список выезда: Yessil 2012');
  expect(head).toHaveTextContent(/Напечатано: \d{2} \S+ \d{4}/);
  const signs = within(document.querySelector('.dep-print') as HTMLElement).getByLabelText('Подписи');
  expect(signs).toHaveTextContent(/Представитель команды.*Руководитель клуба.*Согласовано \(лига\)/);
  expect(signs).toHaveTextContent(/Ф\.И\.О\..*подпись.*дата/);
});
