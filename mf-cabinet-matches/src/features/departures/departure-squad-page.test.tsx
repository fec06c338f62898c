import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepartureSquadForm } from '@league/shared';
import DepartureSquadPage from './departure-squad-page';
import {
  departureCard,
  failure,
  locationOf,
  mockApi,
  ok,
  quietErrors,
  renderPage,
  resetApi,
  seenRequests,
} from './test-utils';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const PATH = '/cabinet/tournaments/:id/departures/:departure_id/squad';
/** The squad page of departure 4 (tournament 6), for Yessil's administrator, in English unless told. */
const renderSquad = (prefix = '/en') =>
  renderPage(
    `${prefix}/cabinet/tournaments/6/departures/4/squad`,
    { [PATH]: <DepartureSquadPage /> },
    {
      role: 'command_admin',
      clubId: 3,
    },
  );
const form = (over: Partial<DepartureSquadForm['departure']> = {}): DepartureSquadForm => ({
  departure: departureCard({
    status: 'empty-squad',
    people_count: 2,
    actions: ['count', 'squad'],
    ...over,
  }) as DepartureSquadForm['departure'],
  players: [
    {
      id: 1,
      name: 'Seitov Aidos',
      birth_date: '2012-04-06',
      number: 7,
      position: 'FW',
      eligible: true,
      issues: [],
      selected: false,
    },
    {
      id: 2,
      name: 'Abdirov Miras',
      birth_date: '2012-01-22',
      number: 9,
      position: 'MF',
      eligible: false,
      issues: ['Heart ultrasound is missing'],
      selected: false,
    },
  ],
  staff: [
    {
      id: 5,
      name: 'Tursynov Timur',
      birth_date: '1975-07-16',
      kind: 'head_coach',
      eligible: true,
      issues: [],
      selected: false,
    },
  ],
});

/** The squad form of departure 4, with a server that refuses the squad sent: `errors` on the fields. */
function refusingServer(errors: Record<string, string[]>, message = 'The data is not valid') {
  quietErrors();
  mockApi({
    '/cabinet/departures/4/squad/form': ok(form()),
    'POST /cabinet/departures/4/squad': failure(422, message, errors),
  });
}

/** Chooses Seitov Aidos alone on the English page and sends the squad. */
async function sendAidosAlone() {
  await userEvent.click(await screen.findByRole('checkbox', { name: /Seitov Aidos/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Send to the provider' }));
}

test('an ineligible player is greyed out with the reason; the squad is sent with the chosen people', async () => {
  mockApi({
    '/cabinet/departures/4/squad/form': ok(form()),
    'POST /cabinet/departures/4/squad': ok({ id: 4, status: 'pending', people_count: 2 }),
  });
  renderSquad();
  const ineligible = await screen.findByRole('checkbox', { name: /Abdirov Miras/ });
  expect(ineligible).toBeDisabled();
  expect(screen.getByRole('list', { name: 'Not eligible' })).toHaveTextContent('Heart ultrasound is missing');
  await userEvent.click(screen.getByRole('checkbox', { name: /Seitov Aidos/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Tursynov Timur/ }));
  expect(screen.getByText('Chosen: 2 of 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send to the provider' }));
  expect(await screen.findByText('The squad is sent to the provider')).toBeInTheDocument();
  expect(seenRequests.find((r) => r.method === 'POST')?.data).toEqual({ player_ids: [1], staff_ids: [5] });
  await waitFor(() => expect(locationOf()).toBe('/en/cabinet/tournaments/6/departures/4'));
});

test("the server's refusal is shown and the choice is kept", async () => {
  refusingServer({ squad: ['The squad must have exactly 2 people (the stated count); 1 are listed'] });
  renderSquad();
  await sendAidosAlone();
  expect(await screen.findByRole('alert')).toHaveTextContent('The squad must have exactly 2 people');
  expect(screen.getByRole('checkbox', { name: /Seitov Aidos/ })).toBeChecked();
});

test('a squad under review is read-only', async () => {
  mockApi({ '/cabinet/departures/4/squad/form': ok(form({ status: 'pending', actions: [] })) });
  renderSquad();
  expect(await screen.findByText('The squad cannot be changed in this status.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /Seitov Aidos/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Send to the provider' })).toBeNull();
  expect(screen.queryByRole('form', { name: 'How many people travel' })).toBeNull();
});

test("a list's refusal shows under that list", async () => {
  refusingServer({ player_ids: ['Seitov Aidos is not in the accepted application'] });
  renderSquad();
  await sendAidosAlone();
  const players = screen.getByRole('group', { name: 'Players' });
  expect(await within(players).findByText('Seitov Aidos is not in the accepted application')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Staff' })).queryByRole('alert')).toBeNull();
});

test('children without an adult: the refusal shows under the staff list, in Kazakh on the Kazakh page, and the choice is kept', async () => {
  const message =
    'Құрамда 1 кәмелетке толмаған ойыншы бар: кемінде бір ересек ілесіп жүруші (команда қызметкері) болуы керек';
  refusingServer({ staff_ids: [message] }, 'Деректер жарамсыз');
  renderSquad('');
  // The rule is said before anything is sent.
  expect(
    await screen.findByText('Құрамда 18 жасқа толмаған ойыншы болса, кемінде бір ересек өкіл баруы керек.'),
  ).toBeInTheDocument();
  const player = await screen.findByRole('checkbox', { name: /Seitov Aidos/ });
  await userEvent.click(player);
  await userEvent.click(screen.getByRole('button', { name: 'Провайдерге жіберу' }));
  const staff = screen.getByRole('group', { name: 'Өкілдер' });
  expect(await within(staff).findByText(message)).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Ойыншылар' })).queryByRole('alert')).toBeNull();
  expect(player).toBeChecked();
});
