// The events section on the kit: adding, editing and deleting an event with the calls the API
// takes (an idempotency key per event body, the events version), the squad of the chosen team, a
// 409 with the current events, and the server's and the form's own errors on their fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetEvent, CabinetEvents } from '@league/shared/cabinet';
import { conflict, failure, mockApi, ok, quietErrors, seenRequests } from '../../../test-utils';
import { LoadedEvents, renderOnProtocol, resetApiAndOutbox } from '../test-utils';
import { goalBody } from './event-fixtures';
import { EventsSection } from './events-section';

jest.setTimeout(30_000);
afterEach(resetApiAndOutbox);

const host = [
  { id: 11, name: 'Aidos Serik', number: 9, position: null },
  { id: 12, name: 'Bolat Nur', number: 7, position: null },
];
const guest = [{ id: 21, name: 'Dias Kanat', number: 10, position: null }];
const goal: CabinetEvent = {
  id: 5,
  kind: 'goal',
  team_type: 'host',
  match_scope: 'regular',
  minute: 12,
  additional_minute: null,
  label: '12',
  sort_minute: 12,
  player: host[0]!,
  assistant: null,
  player_out: null,
  method: 'goal',
  counts_for: 'host',
  card: null,
  removal_cause: null,
  failure: null,
};
const eventsOf = (list: CabinetEvent[], version = 3, editable = true): CabinetEvents => ({
  version,
  score: { host: list.length, guest: 0 },
  shootout: null,
  events: list,
  squads: { host, guest },
  starters: { host: host.map((p) => p.id), guest: guest.map((p) => p.id) },
  editable,
});

/** The section as the protocol page shows it: over the events the page loads. */
function Events() {
  return (
    <LoadedEvents>
      {(events) => <EventsSection matchId={41} events={events} hostTitle="Altai 2012" guestTitle="Yessil 2012" live />}
    </LoadedEvents>
  );
}

const form = (name = 'Add an event') => screen.findByRole('form', { name });
const writes = () => seenRequests.filter((r) => r.method !== 'GET');
const renderEvents = () => renderOnProtocol(<Events />);

/** Types a goal of 9. Aidos Serik at the 12th minute into the add form and adds it. */
async function addGoal(add: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(add).getByLabelText('Minute (1–90)'), '12');
  await user.selectOptions(within(add).getByLabelText('Scorer'), '9. Aidos Serik');
  await user.click(within(add).getByRole('button', { name: 'Add an event' }));
}

/** The referee's events section, that goal added on it; its add form and the user who typed it. */
async function openWithGoal() {
  renderEvents();
  const add = await form();
  const user = userEvent.setup();
  await addGoal(add, user);
  return { add, user };
}

test('a goal is added with its idempotency key; the next event keeps the kind and team, and a retry of the same goal keeps its key', async () => {
  let list: CabinetEvent[] = [];
  let fail = true;
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf(list)),
    'POST /cabinet/matches/41/events': () => {
      if (fail) {
        fail = false;
        return failure(503, 'Unavailable');
      }
      list = [goal];
      return ok(eventsOf(list, 4));
    },
  });
  quietErrors();
  const { add, user } = await openWithGoal();
  // The first try is lost; the same goal again goes with the same key.
  expect(await screen.findByText('Error changing the match events')).toBeInTheDocument();
  await user.click(within(add).getByRole('button', { name: 'Add an event' }));
  expect(await screen.findByText(/Goal: 9\. Aidos Serik \(Altai 2012\)/)).toBeInTheDocument();
  const [first, second] = writes();
  expect(second!.data).toEqual({
    ...goalBody,
    assistant_id: null,
    idempotency_key: expect.any(String),
  });
  expect((first!.data as { idempotency_key: string }).idempotency_key).toBe(
    (second!.data as { idempotency_key: string }).idempotency_key,
  );
  // The next event: same kind and team, the rest empty, the first field focused.
  const next = await form();
  await waitFor(() => expect(within(next).getByLabelText('Minute (1–90)')).toHaveValue(''));
  expect(within(next).getByLabelText('Event')).toHaveValue('goal');
  expect(within(next).getByLabelText('Scorer')).toHaveValue('');
  expect(within(next).getByLabelText('Event')).toHaveFocus();
});

test('the scorer is chosen from the squad of the team; another team clears the player chosen', async () => {
  mockApi({ '/cabinet/matches/41/events': ok(eventsOf([])) });
  renderEvents();
  const add = await form();
  const user = userEvent.setup();
  const scorer = within(add).getByLabelText('Scorer');
  expect(
    within(scorer)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['— choose —', '9. Aidos Serik', '7. Bolat Nur']);
  await user.selectOptions(scorer, '7. Bolat Nur');
  await user.selectOptions(within(add).getByLabelText('Team'), 'Yessil 2012');
  await waitFor(() => expect(within(add).getByLabelText('Scorer')).toHaveValue(''));
  expect(
    within(within(add).getByLabelText('Scorer'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['— choose —', '10. Dias Kanat']);
  // A substitution asks for the one going off and the one coming on, from the same squad.
  await user.selectOptions(within(add).getByLabelText('Event'), 'Substitution');
  expect(within(within(add).getByLabelText('Going off')).getAllByRole('option')).toHaveLength(2);
  expect(within(add).getByLabelText('Coming on')).toBeInTheDocument();
});

test('an event is edited with the events version and deleted after a confirmation', async () => {
  let list = [goal];
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf(list, list.length === 1 && list[0]!.minute === 12 ? 3 : 4)),
    'PATCH /cabinet/matches/41/events/goal/5': (r: { data: { minute: number } }) => {
      list = [{ ...goal, minute: r.data.minute, label: String(r.data.minute) }];
      return ok(eventsOf(list, 4));
    },
    'DELETE /cabinet/matches/41/events/goal/5': () => {
      list = [];
      return ok(eventsOf(list, 5));
    },
  });
  renderEvents();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const edit = await form('Edit');
  expect(within(edit).getByLabelText('Event')).toBeDisabled();
  expect(within(edit).getByLabelText('Scorer')).toHaveValue('11');
  const minute = within(edit).getByLabelText('Minute (1–90)');
  await user.clear(minute);
  await user.type(minute, '14');
  await user.click(within(edit).getByRole('button', { name: 'Save the event' }));
  expect(await screen.findByText('14')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ method: 'PATCH', data: { kind: 'goal', minute: 14, player_id: 11, version: 3 } });
  // Back to adding.
  expect(await form()).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No events yet')).toBeInTheDocument();
  expect(writes()[1]).toMatchObject({ method: 'DELETE', params: { version: 4 } });
});

test('a 409 over open events says someone else changed them, shows the events it carries, keeps the form as typed, and the next save names their version', async () => {
  let list = [goal];
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf(list, list.length === 1 ? 3 : 4)),
    'PATCH /cabinet/matches/41/events/goal/5': (r: { data: { version: number } }) => {
      if (r.data.version === 4) return ok(eventsOf(list, 5));
      list = [goal, { ...goal, id: 6, minute: 30, label: '30' }];
      return conflict(eventsOf(list, 4), 'Someone else changed it');
    },
  });
  quietErrors();
  renderEvents();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const edit = await form('Edit');
  const minute = within(edit).getByLabelText('Minute (1–90)');
  await user.clear(minute);
  await user.type(minute, '15');
  await user.click(within(edit).getByRole('button', { name: 'Save the event' }));
  expect(await screen.findByText('Someone else changed the events; the list is up to date now.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(await screen.findByText('30')).toBeInTheDocument();
  expect(within(edit).getByLabelText('Minute (1–90)')).toHaveValue('15');
  expect(screen.getByText('Error changing the match events')).toBeInTheDocument();
  // Saving again names the version the 409 brought.
  await user.click(within(edit).getByRole('button', { name: 'Save the event' }));
  await waitFor(() => expect(writes()).toHaveLength(2));
  expect(writes()[1]).toMatchObject({ method: 'PATCH', data: { minute: 15, version: 4 } });
});

test("the server's error lands on its field, and the form's own check speaks the page's language", async () => {
  mockApi({
    '/cabinet/matches/41/events': ok(eventsOf([])),
    'POST /cabinet/matches/41/events': failure(422, 'The given data was invalid', {
      player_id: ['The player was sent off earlier'],
    }),
  });
  quietErrors();
  const { add } = await openWithGoal();
  const scorer = within(add).getByLabelText('Scorer');
  await waitFor(() => expect(scorer).toHaveAttribute('aria-invalid', 'true'));
  expect(scorer).toHaveAccessibleDescription('The player was sent off earlier');
  expect(scorer).toHaveValue('11');
});

test('a minute past 90 is refused on its field before anything is sent, in Russian on the Russian page', async () => {
  mockApi({ '/cabinet/matches/41/events': ok(eventsOf([])) });
  renderOnProtocol(<Events />, { locale: 'ru' });
  const add = await screen.findByRole('form', { name: 'Добавить событие' });
  const user = userEvent.setup();
  const minute = within(add).getAllByRole('textbox')[0]!;
  await user.type(minute, '95');
  await user.click(within(add).getByRole('button', { name: 'Добавить событие' }));
  await waitFor(() => expect(minute).toHaveAttribute('aria-invalid', 'true'));
  expect(minute).toHaveAccessibleDescription(/90/);
  expect(writes()).toEqual([]);
});

test('no form before the match starts, nor before both squads are filled', async () => {
  mockApi({ '/cabinet/matches/41/events': ok({ ...eventsOf([]), squads: { host, guest: [] } }) });
  renderEvents();
  expect(await screen.findByText('Fill in both squads first.')).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});

test('without network a goal waits in the outbox, shown as waiting to send, and goes once with its key when the network returns', async () => {
  let list: CabinetEvent[] = [];
  let network = false;
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf(list)),
    'POST /cabinet/matches/41/events': () => {
      // No answer at all, as the browser's fetch fails without network.
      if (!network) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      list = [goal];
      return ok(eventsOf(list, 4));
    },
  });
  renderEvents();
  const add = await form();
  expect(await screen.findByTestId('outbox-chip')).toHaveTextContent('All sent');
  const user = userEvent.setup();
  await addGoal(add, user);
  const waiting = await screen.findByRole('list', { name: 'Events waiting to send' });
  expect(within(waiting).getByRole('listitem')).toHaveTextContent(
    /12\s*Goal · Altai 2012 · 9\. Aidos Serik\s*waiting to send/,
  );
  expect(screen.getByTestId('outbox-chip')).toHaveTextContent('1 waiting to send');
  expect(screen.queryByText('Error changing the match events')).not.toBeInTheDocument();

  network = true;
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText(/Goal: 9\. Aidos Serik \(Altai 2012\)/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('All sent'));
  expect(screen.queryByRole('list', { name: 'Events waiting to send' })).not.toBeInTheDocument();
  const [lost, sent] = writes();
  expect(writes()).toHaveLength(2);
  expect((sent!.data as { idempotency_key: string }).idempotency_key).toBe(
    (lost!.data as { idempotency_key: string }).idempotency_key,
  );
});

test('when the browser says it is offline nothing is tried: the goal waits, and goes when it is back', async () => {
  let list: CabinetEvent[] = [];
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf(list)),
    'POST /cabinet/matches/41/events': () => {
      list = [goal];
      return ok(eventsOf(list, 4));
    },
  });
  await openWithGoal();
  expect(await screen.findByRole('list', { name: 'Events waiting to send' })).toBeInTheDocument();
  expect(
    screen.getByText('No network: events and saves are kept on this device and sent when it returns.'),
  ).toBeInTheDocument();
  expect(writes()).toHaveLength(0);

  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText(/Goal: 9\. Aidos Serik \(Altai 2012\)/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('All sent'));
  expect(writes()).toHaveLength(1);
});

test('a waiting goal the API refuses with a 409 when the network returns shows the conflict and stays, needing attention, until discarded', async () => {
  let list: CabinetEvent[] = [];
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf(list)),
    'POST /cabinet/matches/41/events': () => {
      list = [{ ...goal, id: 6, minute: 30, label: '30' }];
      return conflict(eventsOf(list, 4), 'Someone else changed it');
    },
  });
  quietErrors();
  const { user } = await openWithGoal();
  expect(await screen.findByRole('list', { name: 'Events waiting to send' })).toBeInTheDocument();

  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByText('Someone else changed the events; the list is up to date now.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(await screen.findByText('30')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('1 need attention'));
  const refused = screen.getByRole('region', { name: 'Not accepted by the server' });
  expect(refused).toHaveTextContent('Goal · Altai 2012 · 9. Aidos Serik');
  expect(refused).toHaveTextContent('Someone else changed it');
  await user.click(within(refused).getByRole('button', { name: 'Discard' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('All sent'));
  expect(screen.queryByRole('region', { name: 'Not accepted by the server' })).toBeNull();
  expect(writes()).toHaveLength(1);
});

test('a waiting goal refused by a rule when the network returns says why, stays needing attention, and is sent once when fixed', async () => {
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf([])),
    'POST /cabinet/matches/41/events': () => failure(422, 'Invalid', { player_id: ['The player is not on the pitch'] }),
  });
  quietErrors();
  const { user } = await openWithGoal();
  expect(await screen.findByRole('list', { name: 'Events waiting to send' })).toBeInTheDocument();

  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  expect(
    await screen.findByText('A waiting event was not accepted: The player is not on the pitch'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('1 need attention'));
  const refused = screen.getByRole('region', { name: 'Not accepted by the server' });
  expect(refused).toHaveTextContent('The player is not on the pitch');
  // Not sent again by itself: a later flush leaves it alone.
  window.dispatchEvent(new Event('online'));
  expect(writes()).toHaveLength(1);
  // Fixed (the minute changed) and resent: accepted this time, once, with the key it was made with.
  const key = (writes()[0]!.data as { idempotency_key: string }).idempotency_key;
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf([{ ...goal, id: 8, minute: 14, label: '14' }])),
    'POST /cabinet/matches/41/events': () => ok(eventsOf([{ ...goal, id: 8, minute: 14, label: '14' }])),
  });
  const minute = within(refused).getByLabelText('Minute');
  await user.clear(minute);
  await user.type(minute, '14');
  await user.click(within(refused).getByRole('button', { name: 'Resend' }));
  await waitFor(() => expect(screen.getByTestId('outbox-chip')).toHaveTextContent('All sent'));
  expect(writes()).toHaveLength(1);
  expect(writes()[0]!.data).toMatchObject({ minute: 14, idempotency_key: key });
});

test('a goal without a minute (no clock) is refused on its field before anything is sent, with network or without', async () => {
  mockApi({ '/cabinet/matches/41/events': ok(eventsOf([])) });
  const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  renderEvents();
  const add = await form();
  const user = userEvent.setup();
  await user.selectOptions(within(add).getByLabelText('Scorer'), '9. Aidos Serik');
  await user.click(within(add).getByRole('button', { name: 'Add an event' }));
  const minute = within(add).getByLabelText('Minute (1–90)');
  await waitFor(() => expect(minute).toHaveAttribute('aria-invalid', 'true'));
  expect(minute).toHaveAccessibleDescription('Enter the minute of the event first');
  expect(screen.queryByRole('list', { name: 'Events waiting to send' })).toBeNull();
  onLine.mockReturnValue(true);
  await user.click(within(add).getByRole('button', { name: 'Add an event' }));
  expect(writes()).toEqual([]);
  expect(await screen.findByTestId('outbox-chip')).toHaveTextContent('All sent');
});
