import { screen } from '@testing-library/react';
import { act } from 'react';
import { mockApi, ok, renderRoute, resetApi } from '../../test-utils';
import { matchDetail } from '../../ui/league-fixtures';
import MatchPage from './match-page';
import { listensLive, liveUrl } from './use-live-match';

/** A stand-in for the browser's EventSource: the test sends its messages. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<() => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
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

test('a live match, or one scheduled today in league time, is listened to; others are not', () => {
  const now = new Date('2026-03-01T10:00:00Z'); // 15:00 in Almaty
  expect(listensLive({ status: 'live', date_time: '2026-02-01T10:00:00Z' }, now)).toBe(true);
  expect(listensLive({ status: 'scheduled', date_time: '2026-03-01T14:00:00Z' }, now)).toBe(true);
  // 20:00 UTC on 1 March is already 2 March in Almaty.
  expect(listensLive({ status: 'scheduled', date_time: '2026-03-01T20:00:00Z' }, now)).toBe(false);
  expect(listensLive({ status: 'finished', date_time: '2026-03-01T08:00:00Z' }, now)).toBe(false);
  expect(listensLive({ status: 'scheduled', date_time: null }, now)).toBe(false);
  expect(liveUrl(10)).toBe('/api/v1/matches/10/live');
});

test('the page of a live match shows each score the stream announces without a reload, and stops listening when left', async () => {
  let score = { host: 0, guest: 0 };
  mockApi({
    '/matches/10': () => ok(matchDetail({ status: 'live', score })),
    '/matches/10/protocol': () => ok({ score, shootout: null, events: [] }),
  });
  const view = renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByLabelText('Score 0 : 0')).toBeInTheDocument();
  expect(FakeEventSource.all.map((s) => s.url)).toEqual(['/api/v1/matches/10/live']);
  const source = FakeEventSource.all[0];

  score = { host: 1, guest: 0 };
  await act(async () => source.emit('match'));
  expect(await screen.findByLabelText('Score 1 : 0')).toBeInTheDocument();

  // A dropped stream that comes back refetches: something may have been missed meanwhile.
  score = { host: 2, guest: 0 };
  await act(async () => {
    source.emit('error');
    source.emit('open');
  });
  expect(await screen.findByLabelText('Score 2 : 0')).toBeInTheDocument();

  view.unmount();
  expect(source.closed).toBe(true);
});

test('a finished match opens no stream', async () => {
  mockApi({ '/matches/10': ok(matchDetail({ status: 'finished', score: { host: 1, guest: 1 } })), '/matches/10/protocol': ok({ score: null, shootout: null, events: [] }) });
  renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByLabelText('Score 1 : 1')).toBeInTheDocument();
  expect(FakeEventSource.all).toEqual([]);
});
