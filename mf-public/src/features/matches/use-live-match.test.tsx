import { renderHook, screen, within } from '@testing-library/react';
import { act } from 'react';
import {
  endpoints,
  followsWithoutGap,
  useEndpointQuery,
  type LiveDelta,
  type MatchClock,
  type ProtocolEvent,
} from '@league/shared';
import { mockApi, ok, pageOf, renderRoute, resetApi, seenUrls } from '../../test-utils';
import { matchDetail, teamA, teamB } from '../../ui/league-fixtures';
import MatchPage, { MatchMinute } from './match-page';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { listenFrom, listensLive, liveUrl, refreshMatch, useListening } from './use-live-match';

/** A stand-in for the browser's EventSource: the test sends its messages. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: { data?: string }) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: object) {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  FakeEventSource.all = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  resetApi();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

test('a live match, or one that may start (its day in league time, a day around its kick-off), is listened to; others are not', () => {
  const now = new Date('2026-03-01T10:00:00Z'); // 15:00 in Almaty
  expect(listensLive({ status: 'live', date_time: '2026-02-01T10:00:00Z' }, now)).toBe(true);
  expect(listensLive({ status: 'scheduled', date_time: '2026-03-01T14:00:00Z' }, now)).toBe(true);
  // 20:00 UTC on 1 March is already 2 March in Almaty, 10 hours away: it may start early.
  expect(listensLive({ status: 'scheduled', date_time: '2026-03-01T20:00:00Z' }, now)).toBe(true);
  // Two days away: not yet; from the start of its day in Almaty (19:00 UTC the day before).
  expect(listensLive({ status: 'scheduled', date_time: '2026-03-03T12:00:00Z' }, now)).toBe(false);
  expect(listenFrom({ status: 'scheduled', date_time: '2026-03-03T12:00:00Z' }, now.getTime())).toBe(
    Date.parse('2026-03-02T12:00:00Z'),
  );
  expect(listenFrom({ status: 'scheduled', date_time: '2026-03-03T04:00:00Z' }, now.getTime())).toBe(
    Date.parse('2026-03-02T04:00:00Z'),
  );
  // Scheduled the day before and still not started: not any more.
  expect(listensLive({ status: 'scheduled', date_time: '2026-02-27T09:00:00Z' }, now)).toBe(false);
  expect(listensLive({ status: 'finished', date_time: '2026-03-01T08:00:00Z' }, now)).toBe(false);
  expect(listensLive({ status: 'scheduled', date_time: null }, now)).toBe(true);
  expect(liveUrl(10)).toBe('/api/v1/matches/10/live');
  expect(liveUrl(10, 'ru')).toBe('/api/v1/matches/10/live?lang=ru');
});

test('a message follows the last one only at the next version: anything else is a gap', () => {
  expect(followsWithoutGap(3, 4)).toBe(true);
  expect(followsWithoutGap(3, 5)).toBe(false);
  expect(followsWithoutGap(3, 3)).toBe(false);
  expect(followsWithoutGap(null, 1)).toBe(false);
});

const goal = (id: string, minute: number, side: 'host' | 'guest', name: string): ProtocolEvent => ({
  id,
  kind: 'goal',
  team_type: side,
  match_scope: 'regular',
  minute,
  additional_minute: null,
  label: String(minute),
  sort_minute: minute,
  player: { id: minute, slug: `p-${minute}`, name, photo: null },
  assistant: null,
  player_out: null,
  method: 'goal',
  counts_for: side,
  card: null,
  removal_cause: null,
  failure: null,
});
const delta = (version: number, over: Partial<LiveDelta>): LiveDelta => ({
  match_id: 10,
  version,
  kind: 'score',
  score: { host: 0, guest: 0 },
  shootout: null,
  status: 'live',
  clock: null,
  ...over,
});
/** The requests for the match and its events: what a message must not cost. */
const matchReads = () => seenUrls().filter((url) => url === '/matches/10' || url === '/matches/10/protocol');

test('the page of a live match applies each message to what it shows without asking for the match again, and stops listening when left', async () => {
  let score = { host: 0, guest: 0 };
  let events: ProtocolEvent[] = [goal('goal-1', 12, 'guest', 'Early Bird')];
  mockApi({
    '/matches/10': () => ok(matchDetail({ status: 'live', score })),
    '/matches/10/protocol': () => ok({ score, shootout: null, events }),
  });
  const view = renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByText('0 : 0')).toBeInTheDocument();
  expect(await screen.findByText(/Early Bird/)).toBeInTheDocument();
  expect(FakeEventSource.all.map((s) => s.url)).toEqual(['/api/v1/matches/10/live?lang=en']);
  const source = FakeEventSource.all[0];
  await act(async () => source.emit('ready', { match_id: 10, version: 3 }));
  const reads = matchReads().length;
  /** The host's equaliser by Late Hero, added or moved to another minute. */
  const lateHero = (version: number, kind: 'event_added' | 'event_changed', minute: number) =>
    act(async () =>
      source.emit(
        'match',
        delta(version, {
          kind,
          event_id: 'goal-2',
          event: goal('goal-2', minute, 'host', 'Late Hero'),
          score: { host: 1, guest: 1 },
        }),
      ),
    );

  // A goal: the score in the header, the event in the timeline with the running score beside it.
  await lateHero(4, 'event_added', 30);
  expect(await screen.findByText('1 : 1')).toBeInTheDocument();
  const item = (await screen.findByText(/Late Hero/)).closest('li')!;
  expect(within(item).getByText('1–1')).toBeInTheDocument();
  // Changed, then removed: the same entry, then none.
  await lateHero(5, 'event_changed', 31);
  expect(await screen.findByText('31′')).toBeInTheDocument();
  await act(async () =>
    source.emit('match', delta(6, { kind: 'event_removed', event_id: 'goal-1', score: { host: 1, guest: 0 } })),
  );
  expect(await screen.findByText('1 : 0')).toBeInTheDocument();
  expect(screen.queryByText(/Early Bird/)).not.toBeInTheDocument();
  expect(matchReads()).toHaveLength(reads);

  // A missed message (version 8 after 6): the page reads the match again, once.
  score = { host: 2, guest: 0 };
  events = [goal('goal-2', 31, 'host', 'Late Hero'), goal('goal-3', 40, 'host', 'Third Man')];
  await act(async () => source.emit('match', delta(8, { kind: 'score', score: { host: 2, guest: 0 } })));
  expect(await screen.findByText(/Third Man/)).toBeInTheDocument();
  expect(matchReads().slice(reads).sort()).toEqual(['/matches/10', '/matches/10/protocol']);

  // A dropped stream that comes back refetches: something may have been missed meanwhile.
  score = { host: 3, guest: 0 };
  await act(async () => {
    source.emit('error');
    source.emit('ready', { match_id: 10, version: 0 });
  });
  expect(await screen.findByText('3 : 0')).toBeInTheDocument();

  view.unmount();
  expect(source.closed).toBe(true);
});

/** The 1st half of 45 minutes, running since 10:00. */
const firstHalfFrom10: MatchClock = {
  period: 1,
  periods: 2,
  period_minutes: 45,
  started_at: '2026-03-01T10:00:00Z',
  elapsed_seconds: 0,
  running: true,
};

test('the minute ticks from the clock every second while it runs, 45+2 past the half, without announcing each second', () => {
  jest.useFakeTimers();
  try {
    jest.setSystemTime(new Date('2026-03-01T10:10:58Z'));
    const clock = firstHalfFrom10;
    const view = renderRoute('/en/matches/10', '/matches/:id', <MatchMinute clock={clock} />);
    expect(screen.getByText('11′')).toBeInTheDocument();
    expect(screen.getByText('Minute 11 of the match')).toBeInTheDocument();
    // The figure is hidden from screen readers and nothing is a live region.
    expect(screen.getByText('11′').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(view.container.querySelector('[aria-live]')).toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('12′')).toBeInTheDocument();
    // 46 minutes 30 seconds into a 45-minute half: added time.
    act(() => jest.advanceTimersByTime((35 * 60 + 30) * 1000));
    expect(screen.getByText('45+2′')).toBeInTheDocument();
    // Paused: it stands still.
    view.unmount();
    renderRoute(
      '/en/matches/10',
      '/matches/:id',
      <MatchMinute clock={{ ...clock, started_at: null, elapsed_seconds: 600, running: false }} />,
    );
    act(() => jest.advanceTimersByTime(120_000));
    expect(screen.getByText('Minute 11 of the match, paused')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a finished match opens no stream', async () => {
  mockApi({
    '/matches/10': ok(matchDetail({ status: 'finished', score: { host: 1, guest: 1 } })),
    '/matches/10/protocol': ok({ score: null, shootout: null, events: [] }),
  });
  renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByText('1 : 1')).toBeInTheDocument();
  expect(FakeEventSource.all).toEqual([]);
});

test("a message refreshes the match's queries found by their endpoints, and no other match's or list's", async () => {
  let possession = '50:50';
  const statistics = () => () =>
    ok([
      {
        metric: 'possession',
        title: 'Possession',
        host_value: possession,
        guest_value: '',
        host: 0,
        guest: 0,
        host_percent: 0,
        guest_percent: 0,
        unit: 'minutes',
      },
    ]);
  mockApi({
    '/matches/10/statistics': statistics(),
    '/matches/11/statistics': statistics(),
    '/matches/10/protocol/squads': ok({
      host: { team: teamA, uniform: null, main: [], substitutes: [] },
      guest: { team: teamB, uniform: null, main: [], substitutes: [] },
    }),
    '/matches': pageOf([]),
  });
  function Parts() {
    const mine = useEndpointQuery(endpoints.matches.statistics, { params: { id: 10 } });
    useEndpointQuery(endpoints.matches.squads, { params: { id: 10 } });
    useEndpointQuery(endpoints.matches.statistics, { params: { id: 11 } });
    useEndpointQuery(endpoints.matches.list, { query: { page: 10 } });
    return <p>{mine.status === 'success' ? `possession ${mine.data.data[0].host_value}` : 'loading'}</p>;
  }
  renderRoute('/en/matches/10', '/matches/:id', <Parts />);
  expect(await screen.findByText('possession 50:50')).toBeInTheDocument();
  expect(seenUrls()).toHaveLength(4);

  possession = '51:49';
  await act(() => refreshMatch(10));
  expect(await screen.findByText('possession 51:49')).toBeInTheDocument();
  expect(seenUrls().slice(4).sort()).toEqual(['/matches/10/protocol/squads', '/matches/10/statistics']);
});

test('a page opened two days before the match starts listening by itself when the match may start', () => {
  jest.useFakeTimers();
  try {
    jest.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const match = { status: 'scheduled' as const, date_time: '2026-03-03T12:00:00Z' };
    const { result } = renderHook(() => useListening(match));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(26 * 3600_000 - 1000));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('the ticking minute rendered on the server hydrates without a mismatch a minute later, and shows the browser’s minute', async () => {
  jest.useFakeTimers();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  try {
    const clock = firstHalfFrom10;
    jest.setSystemTime(new Date('2026-03-01T10:10:58Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MatchMinute clock={clock} />);
    document.body.appendChild(container);
    expect(container.textContent).toContain('11′');
    jest.setSystemTime(new Date('2026-03-01T10:12:30Z'));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <MatchMinute clock={clock} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.filter((c) => /hydrat|did not match/i.test(String(c[0])))).toEqual([]);
    expect(container.textContent).toContain('13′');
    act(() => root!.unmount());
    container.remove();
  } finally {
    errors.mockRestore();
    jest.useRealTimers();
  }
});
