// The quick entry on the events section: an event in two taps (three for a substitution) from the
// on-pitch lists with the minute of the match clock, sent through the section's one writer with an
// idempotency key; undo deletes it at the version the save answered; details are optional
// follow-ups; a refusal of a rule is said in the panel.
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchClock } from '@league/shared';
import type { CabinetEvent, CabinetEvents } from '@league/shared/cabinet';
import { failure, mockApi, ok, quietErrors, resetApi, seenRequests } from '../../../test-utils';
import { LoadedEvents, renderOnProtocol } from '../test-utils';
import { EventsSection } from '../events/events-section';
import { noDetails } from '../events/event-fixtures';

jest.setTimeout(30_000);
afterEach(() => resetApi());

const host = [
  { id: 11, name: 'Aidos Serik', number: 9, position: null },
  { id: 12, name: 'Bolat Nur', number: 17, position: null },
];
const guest = [{ id: 21, name: 'Dias Kanat', number: 10, position: null }];
const blank = {
  match_scope: 'regular' as const,
  ...noDetails,
};
const eventsOf = (list: CabinetEvent[], version: number): CabinetEvents => ({
  version,
  score: { host: list.filter((e) => e.kind === 'goal').length, guest: 0 },
  shootout: null,
  events: list,
  squads: { host, guest },
  starters: { host: [11], guest: [21] },
  editable: true,
});
// The 2nd half of 40-minute halves, 12 minutes and a half in: the 53rd minute.
const runningClock = (): MatchClock => ({
  period: 2,
  periods: 2,
  period_minutes: 40,
  started_at: new Date(Date.now() - 750_000).toISOString(),
  elapsed_seconds: 0,
  running: true,
});

/** The events section over the events the page loads, with this match clock (none: null). */
function Events({ clock = runningClock() }: { clock?: MatchClock | null }) {
  return (
    <LoadedEvents>
      {(events) => (
        <EventsSection
          matchId={41}
          events={events}
          hostTitle="Altai 2012"
          guestTitle="Yessil 2012"
          live
          clock={clock}
        />
      )}
    </LoadedEvents>
  );
}

const quick = () => screen.findByRole('region', { name: 'Quick entry' });
/** The referee's page of match 41 with `page` on it; its quick entry panel. */
const openQuick = (page: ReactElement = <Events />) => {
  renderOnProtocol(page);
  return quick();
};
const writes = () => seenRequests.filter((r) => r.method !== 'GET');
/** The body of the `count`th write, once that many were sent. */
const sentBody = async (count: number) => {
  await waitFor(() => expect(writes()).toHaveLength(count));
  return writes()[count - 1]!.data;
};

/** A server that records what is posted (as the API would answer) and deletes it. */
function server() {
  let list: CabinetEvent[] = [];
  let version = 3;
  mockApi({
    '/cabinet/matches/41/events': () => ok(eventsOf(list, version)),
    'POST /cabinet/matches/41/events': (r: { data: Record<string, unknown> }) => {
      const d = r.data;
      const person = (id: unknown) => [...host, ...guest].find((p) => p.id === id) ?? null;
      const e = {
        ...blank,
        id: 100 + list.length,
        kind: d.kind,
        team_type: d.team_type,
        minute: d.minute,
        additional_minute: d.additional_minute,
        label: String(d.minute),
        sort_minute: Number(d.minute),
        player: person(d.kind === 'replacement' ? d.player_in_id : d.player_id),
        player_out: person(d.player_out_id),
        method: (d.method as 'goal') ?? null,
        card: (d.card as 'yellow') ?? null,
        failure: (d.failure as 'saved') ?? null,
      } as CabinetEvent;
      list = [...list, e];
      version += 1;
      return ok(eventsOf(list, version));
    },
    'PATCH /cabinet/matches/41/events/missed_penalty/100': (r: { data: { failure: 'post' } }) => {
      list = list.map((e) => (e.id === 100 ? { ...e, failure: r.data.failure } : e));
      version += 1;
      return ok(eventsOf(list, version));
    },
    'DELETE /cabinet/matches/41/events/goal/100': () => {
      list = [];
      version += 1;
      return ok(eventsOf(list, version));
    },
  });
}

test('a goal in two taps with the clock’s minute, saved with its idempotency key; undo deletes it at the version the save answered', async () => {
  server();
  const panel = await openQuick();
  const user = userEvent.setup();
  await user.click(within(panel).getByRole('button', { name: 'Goal' }));
  // Both sides' players on the pitch, with numbers; the minute from the clock, editable.
  expect(within(panel).getByLabelText('Minute')).toHaveValue('53');
  expect(
    within(within(panel).getByRole('group', { name: 'Yessil 2012' })).getByRole('button', { name: '10. Dias Kanat' }),
  ).toBeInTheDocument();
  expect(
    within(within(panel).getByRole('group', { name: 'Altai 2012' })).queryByRole('button', { name: '17. Bolat Nur' }),
  ).toBeNull();
  await user.click(within(panel).getByRole('button', { name: '9. Aidos Serik' }));
  expect(await within(panel).findByText(/Goal — 9\. Aidos Serik/)).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({
    method: 'POST',
    data: {
      kind: 'goal',
      team_type: 'host',
      match_scope: 'regular',
      minute: 53,
      additional_minute: null,
      player_id: 11,
      method: 'goal',
      idempotency_key: expect.any(String),
    },
  });
  // The saved event can be undone for a while.
  await user.click(within(panel).getByRole('button', { name: /^Undo \(\d+\)$/ }));
  await waitFor(() => expect(writes()).toHaveLength(2));
  expect(writes()[1]).toMatchObject({ method: 'DELETE', params: { version: 4 } });
  await waitFor(() => expect(within(panel).queryByRole('button', { name: /^Undo/ })).toBeNull());
  expect(await screen.findByText('No events yet')).toBeInTheDocument();
});

test('a substitution in three taps: the one going off from the pitch, the one coming on from the bench; the minute may be typed', async () => {
  server();
  const panel = await openQuick(<Events clock={null} />);
  const user = userEvent.setup();
  await user.click(within(panel).getByRole('button', { name: 'Substitution' }));
  // No clock: the minute is empty until typed.
  expect(within(panel).getByLabelText('Minute')).toHaveValue('');
  await user.type(within(panel).getByLabelText('Minute'), '61');
  await user.click(within(panel).getByRole('button', { name: '9. Aidos Serik' }));
  expect(within(panel).getByRole('heading', { name: 'Who comes on for 9. Aidos Serik?' })).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: '17. Bolat Nur' }));
  expect(await sentBody(1)).toMatchObject({
    kind: 'replacement',
    team_type: 'host',
    minute: 61,
    player_out_id: 11,
    player_in_id: 12,
  });
  // The pitch follows the events: the substitute is on, the one who went off is not.
  await user.click(await within(panel).findByRole('button', { name: 'Yellow card' }));
  expect(within(panel).getByRole('button', { name: '17. Bolat Nur' })).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: '9. Aidos Serik' })).toBeNull();
});

test('details are optional follow-ups: how a missed penalty was missed is one more tap on the saved event', async () => {
  server();
  const panel = await openQuick();
  const user = userEvent.setup();
  await user.click(within(panel).getByRole('button', { name: 'Missed penalty' }));
  await user.click(within(panel).getByRole('button', { name: '10. Dias Kanat' }));
  expect(await sentBody(1)).toMatchObject({ kind: 'missed_penalty', team_type: 'guest', failure: 'saved' });
  await user.click(await within(panel).findByText('Details (optional)'));
  const how = within(panel).getByRole('group', { name: 'How it was missed' });
  await user.click(within(how).getByRole('button', { name: /post/i }));
  await waitFor(() => expect(writes()).toHaveLength(2));
  expect(writes()[1]).toMatchObject({
    method: 'PATCH',
    data: { kind: 'missed_penalty', failure: 'post', player_id: 21, version: 4 },
  });
  await waitFor(() =>
    expect(within(how).getByRole('button', { name: /post/i })).toHaveAttribute('aria-pressed', 'true'),
  );
});

test('a refusal of a rule is said in the panel and nothing is recorded; the referee may pick another player', async () => {
  mockApi({
    '/cabinet/matches/41/events': ok(eventsOf([], 3)),
    'POST /cabinet/matches/41/events': failure(422, 'The given data was invalid', {
      player_id: ['The player was sent off earlier'],
    }),
  });
  quietErrors();
  const panel = await openQuick();
  const user = userEvent.setup();
  await user.click(within(panel).getByRole('button', { name: 'Red card' }));
  await user.click(within(panel).getByRole('button', { name: '10. Dias Kanat' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('The player was sent off earlier');
  expect(writes()[0]!.data).toMatchObject({ kind: 'punishment', card: 'red', player_id: 21 });
  expect(within(panel).getByRole('button', { name: '9. Aidos Serik' })).toBeEnabled();
});

/** Taps counted as a referee makes them: each click on a button of the panel. */
const tapper = (panel: HTMLElement) => {
  const user = userEvent.setup();
  let taps = 0;
  return {
    /** Taps the panel's buttons of these names, one after another. */
    tap: async (...names: (string | RegExp)[]) => {
      for (const name of names) {
        taps += 1;
        await user.click(within(panel).getByRole('button', { name }));
      }
    },
    taps: () => taps,
    user,
  };
};

test('a red card in two taps with its cause chosen by default, three with another cause', async () => {
  server();
  const panel = await openQuick();
  const t = tapper(panel);
  await t.tap('Red card');
  const causes = within(panel).getByRole('group', { name: 'Reason for the sending-off' });
  expect(within(causes).getByRole('button', { name: 'Serious foul play' })).toHaveAttribute('aria-pressed', 'true');
  await t.tap('10. Dias Kanat');
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(t.taps()).toBe(2);
  expect(writes()[0]!.data).toMatchObject({
    kind: 'punishment',
    card: 'red',
    removal_cause: 'serious_foul_play',
    player_id: 21,
  });
  await t.tap('Close', 'Red card', 'Dissent', '9. Aidos Serik');
  expect(await sentBody(2)).toMatchObject({ card: 'red', removal_cause: 'dissent', player_id: 11 });
});

test('a penalty goal and an own goal in three taps each; a booked player’s yellow is the second yellow in two', async () => {
  server();
  const panel = await openQuick();
  const t = tapper(panel);
  await t.tap('Goal', 'Penalty', '9. Aidos Serik');
  expect(await sentBody(1)).toMatchObject({ kind: 'goal', method: 'penalty', player_id: 11 });
  expect(t.taps()).toBe(3);
  await t.tap('Close', 'Goal', 'Own goal', '10. Dias Kanat');
  expect(await sentBody(2)).toMatchObject({ kind: 'goal', method: 'own_goal', team_type: 'guest', player_id: 21 });
  expect(t.taps()).toBe(7);
  await t.tap('Close', 'Yellow card', '9. Aidos Serik');
  expect(await sentBody(3)).toMatchObject({ kind: 'punishment', card: 'yellow', player_id: 11 });
  await t.tap('Close', 'Yellow card', '9. Aidos Serik');
  expect(await sentBody(4)).toMatchObject({ kind: 'punishment', card: 'second_yellow', player_id: 11 });
});

test('without a clock a tapped player waits for the minute: nothing is sent until it is entered and saved', async () => {
  server();
  const panel = await openQuick(<Events clock={null} />);
  const t = tapper(panel);
  await t.tap('Goal');
  expect(within(panel).getByText('The clock is not running: enter the minute of the event.')).toBeInTheDocument();
  await t.tap('9. Aidos Serik');
  expect(within(panel).getByRole('alert')).toHaveTextContent('Enter the minute of the event first');
  expect(within(panel).getByLabelText('Minute')).toHaveFocus();
  expect(writes()).toEqual([]);
  await t.user.type(within(panel).getByLabelText('Minute'), '27');
  await t.tap('Save');
  expect(await sentBody(1)).toMatchObject({ kind: 'goal', minute: 27, player_id: 11 });
});

test('with the clock paused the minute is its last reading, and the referee is told so', async () => {
  server();
  const paused: MatchClock = { ...runningClock(), started_at: null, elapsed_seconds: 11 * 60 + 9, running: false };
  const panel = await openQuick(<Events clock={paused} />);
  const t = tapper(panel);
  await t.tap('Goal');
  // 11:09 into the 2nd half of 40-minute halves: the 52nd minute.
  expect(within(panel).getByLabelText('Minute')).toHaveValue('52');
  expect(within(panel).getByText(/The clock is paused/)).toBeInTheDocument();
  await t.tap('9. Aidos Serik');
  expect(await sentBody(1)).toMatchObject({ minute: 52 });
});

test('a bench longer than a team gets a shirt-number keypad: the number, then the one player wearing it', async () => {
  const bench = Array.from({ length: 12 }, (_, i) => ({
    id: 200 + i,
    name: `Sub ${i}`,
    number: 12 + i,
    position: null,
  }));
  mockApi({
    '/cabinet/matches/41/events': ok({ ...eventsOf([], 3), squads: { host: [...host, ...bench], guest } }),
    'POST /cabinet/matches/41/events': ok(eventsOf([], 4)),
  });
  const panel = await openQuick();
  const t = tapper(panel);
  await t.tap('Substitution');
  expect(within(panel).queryByRole('group', { name: 'By shirt number' })).toBeNull();
  await t.tap('9. Aidos Serik');
  const keypad = within(panel).getByRole('group', { name: 'By shirt number' });
  await t.user.click(within(keypad).getByRole('button', { name: '2' }));
  await t.user.click(within(keypad).getByRole('button', { name: '3' }));
  await t.user.click(within(keypad).getByRole('button', { name: '23. Sub 11' }));
  expect(await sentBody(1)).toMatchObject({ kind: 'replacement', player_out_id: 11, player_in_id: 211 });
});
