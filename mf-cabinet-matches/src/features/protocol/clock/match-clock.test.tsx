// The match clock on the protocol head: the period and time played (added time past the period's
// end), the buttons the clock's state allows, a press with the clock's version, and a 409 (another
// device pressed first) that shows the current clock. And a start far from the kick-off asks twice.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetClock } from '@league/shared';
import type { CabinetProtocol } from '@league/shared/cabinet';
import { conflict, match41, mockApi, ok, quietErrors, resetApi, seenRequests } from '../../../test-utils';
import { LoadedProtocol, renderOnProtocol } from '../test-utils';
import { finishedEarly, hoursFromKickoff, Lifecycle } from '../lifecycle';
import { MatchClockPanel } from './match-clock';

jest.setTimeout(30_000);
afterEach(() => resetApi());

/** The head of match 41's protocol page with its clock, for the referee. */
const renderHead = () => renderOnProtocol(<Head />);
const clockOf = (over: Partial<CabinetClock> = {}): CabinetClock => ({
  version: 1,
  clock: null,
  periods: 2,
  period_minutes: 40,
  ...over,
});
/** A clock running in the 1st half of 2 × 40 for the last `ms` milliseconds. */
const runningFor = (ms: number, version: number) =>
  clockOf({
    version,
    clock: {
      period: 1,
      periods: 2,
      period_minutes: 40,
      started_at: new Date(Date.now() - ms).toISOString(),
      elapsed_seconds: 0,
      running: true,
    },
  });
/** A clock paused in the 1st half of 2 × `minutes`, `seconds` into it. */
const pausedAt = (seconds: number, minutes = 40, version = 1) =>
  clockOf({
    version,
    period_minutes: minutes,
    clock: {
      period: 1,
      periods: 2,
      period_minutes: minutes,
      started_at: null,
      elapsed_seconds: seconds,
      running: false,
    },
  });
const protocolOf = (clock: CabinetClock, over: Partial<CabinetProtocol['match']> = {}): CabinetProtocol => ({
  version: 3,
  match: match41({ date_time: new Date().toISOString(), ...over }),
  score: { host: 0, guest: 0 },
  shootout: null,
  crew: [],
  statistics: [],
  host_color: null,
  guest_color: null,
  spectators: null,
  clock,
  permissions: {
    edit: true,
    transitions: over.status === 'scheduled' ? ['start'] : ['finish'],
    broadcast: false,
    delete: false,
  },
  options: { referees: [], colors: [] },
});

function Head() {
  return (
    <LoadedProtocol>
      {(protocol) => (
        <>
          <MatchClockPanel protocol={protocol} />
          <Lifecycle protocol={protocol} />
        </>
      )}
    </LoadedProtocol>
  );
}
/** The head, its protocol read with one clock and the clock read alone with another. */
const renderReading = (inProtocol: CabinetClock, alone: CabinetClock) => {
  mockApi({
    '/cabinet/matches/41/protocol': () => ok(protocolOf(inProtocol)),
    '/cabinet/matches/41/clock': () => ok(alone),
  });
  renderHead();
};
const writes = () => seenRequests.filter((r) => r.method !== 'GET');

test('the first half starts with the clock’s version; past the half’s end the clock shows added time, with pause and the end of the half', async () => {
  let clock = clockOf();
  mockApi({
    '/cabinet/matches/41/protocol': () => ok(protocolOf(clock)),
    '/cabinet/matches/41/clock': () => ok(clock),
    'PATCH /cabinet/matches/41/clock': (r: { data: { action: string; version: number } }) => {
      // 42 minutes and 5 seconds of a 40-minute half: the 40+3rd minute.
      clock = runningFor(2_525_000, r.data.version + 1);
      return ok(clock);
    },
  });
  renderHead();
  const group = await screen.findByRole('group', { name: 'Match clock' });
  expect(within(group).getByText('The clock has not started')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(within(group).getByRole('button', { name: 'Start the 1st half' }));
  expect(writes()[0]).toMatchObject({ method: 'PATCH', data: { version: 1, action: 'start' } });
  expect(await within(group).findByText('1st half')).toBeInTheDocument();
  expect(within(group).getByLabelText('Minute 40+3')).toHaveTextContent(/^40:00 \+02:0\d$/);
  expect(within(group).getByText('Added time')).toBeInTheDocument();
  expect(within(group).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  expect(within(group).getByRole('button', { name: 'End the 1st half' })).toBeInTheDocument();
});

test('a press over a newer clock (another device pressed first) shows the current clock and says so', async () => {
  const running = runningFor(0, 2);
  mockApi({
    '/cabinet/matches/41/protocol': () => ok(protocolOf(clockOf())),
    '/cabinet/matches/41/clock': () => ok(clockOf()),
    'PATCH /cabinet/matches/41/clock': () => conflict(running, 'Someone else changed the protocol meanwhile'),
  });
  quietErrors();
  renderHead();
  const group = await screen.findByRole('group', { name: 'Match clock' });
  const user = userEvent.setup();
  await user.click(within(group).getByRole('button', { name: 'Start the 1st half' }));
  expect(
    await within(group).findByText('The clock was changed on another device; it shows the current state now.'),
  ).toBeInTheDocument();
  expect(within(group).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  expect(within(group).getByLabelText('Minute 1')).toHaveTextContent(/^00:0\d$/);
});

test('a clock another device paused meanwhile shows here when it is read again', async () => {
  const running = runningFor(60_000, 2);
  renderReading(running, pausedAt(600, 40, 3));
  const group = await screen.findByRole('group', { name: 'Match clock' });
  expect(await within(group).findByText('Paused')).toBeInTheDocument();
  expect(within(group).getByLabelText('Minute 11')).toHaveTextContent('10:00');
  expect(within(group).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  expect(writes()).toEqual([]);
});

test('a match far from its kick-off asks whether to start it anyway (more than two hours either way)', async () => {
  const kickoff = new Date(Date.now() + 6 * 24 * 3600_000).toISOString();
  mockApi({
    '/cabinet/matches/41/protocol': () =>
      ok(protocolOf(clockOf(), { status: 'scheduled', lifecycle: 'scheduled', date_time: kickoff })),
  });
  renderHead();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start the match' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(/This match is scheduled for .+, not now\. Start it anyway\?/);
  expect(dialog).toHaveTextContent('Altai 2012 — Yessil 2012: 144 h from the kick-off time.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(writes()).toEqual([]);
  // The rule itself: more than two hours either way.
  const now = Date.parse('2026-03-01T10:00:00Z');
  expect(hoursFromKickoff('2026-03-01T12:00:00Z', now)).toBeNull();
  expect(hoursFromKickoff('2026-03-01T07:30:00Z', now)).toBe(3);
  expect(hoursFromKickoff('2026-03-01T12:01:00Z', now)).toBe(2);
  expect(hoursFromKickoff(null, now)).toBeNull();
});

test('finishing before the last period’s end asks first, saying how much was played; at full time it asks as usual', async () => {
  // 11:09 into the 1st half of 2 × 35, paused.
  const early = pausedAt(669, 35);
  renderReading(early, early);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Finish the match' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('The match time is not over yet. Finish it anyway?');
  expect(dialog).toHaveTextContent('Altai 2012 — Yessil 2012: played — 1st half, 11:09; the match is 2 × 35 min.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(writes()).toEqual([]);
  // The rule: a period before the last, or the last short of its end; at or past it, not early.
  const state = early.clock!;
  const now = Date.now();
  expect(finishedEarly(early, now)).toBe(true);
  expect(finishedEarly({ ...early, clock: { ...state, period: 2, elapsed_seconds: 35 * 60 } }, now)).toBe(false);
  expect(finishedEarly({ ...early, clock: { ...state, period: 2, elapsed_seconds: 35 * 60 - 1 } }, now)).toBe(true);
  expect(finishedEarly({ ...early, clock: null }, now)).toBe(false);
});
