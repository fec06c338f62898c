// The departure page: the provider agrees, rejects with a reason (required, checked on the field
// in the page's language, the server's refusal of it on the field too) or removes after a
// confirmation.
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
  players: [{ id: 1, name: 'Seitov Aidos', birth_date: '2012-04-06', identity_kind: null, identity_number: '123', citizenship: 'KZ', number: 7, position: 'FW' }],
  staff: [],
});
const decisions = () => seenRequests.filter((r) => r.method === 'PATCH').map((r) => r.data);

test('the reason is required on its field before anything is sent, then the departure is rejected with it', async () => {
  mockApi({ '/cabinet/departures/4': ok(detail(['agree', 'reject'])), 'PATCH /cabinet/departures/4': ok(detail([]).departure) });
  renderPage('/en/cabinet/tournaments/6/departures/4', { [PATH]: <DeparturePage /> }, { role: 'provider' });
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
  mockApi({ '/cabinet/departures/4': ok(detail(['reject'])), 'PATCH /cabinet/departures/4': failure(422, 'Данные неверны', { reason: ['Не более 1000 символов'] }) });
  renderPage('/ru/cabinet/tournaments/6/departures/4', { [PATH]: <DeparturePage /> }, { role: 'provider' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
  const reason = screen.getByRole('textbox');
  await user.type(reason, 'x');
  await user.click(screen.getByRole('button', { name: 'Отклонить выезд' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription('Не более 1000 символов'));
  expect(reason).toHaveValue('x');
});

test('the provider agrees at once, and removes only after a confirmation', async () => {
  mockApi({ '/cabinet/departures/4': ok(detail(['agree', 'remove'])), 'PATCH /cabinet/departures/4': ok(detail([]).departure) });
  renderPage('/en/cabinet/tournaments/6/departures/4', { [PATH]: <DeparturePage /> }, { role: 'provider' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Agree' }));
  expect(await screen.findByText('The departure is agreed')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('The departure is removed')).toBeInTheDocument();
  expect(decisions()).toEqual([
    { status: 'submitted', reason: null },
    { status: 'unsubmitted', reason: null },
  ]);
});

test("a refused decision says the server's reason", async () => {
  quietErrors();
  mockApi({ '/cabinet/departures/4': ok(detail(['agree'])), 'PATCH /cabinet/departures/4': failure(409, 'The departure was changed meanwhile') });
  renderPage('/en/cabinet/tournaments/6/departures/4', { [PATH]: <DeparturePage /> }, { role: 'provider' });
  await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
  expect(await screen.findByText('The departure was changed meanwhile')).toBeInTheDocument();
});
