import { screen } from '@testing-library/react';
import { act } from 'react';
import { endpoints, useEndpointQuery } from '@league/shared';
import { mockApi, ok, pageOf, renderRoute, resetApi, seenUrls } from '../../test-utils';
import { matchDetail, teamA, teamB } from '../../ui/league-fixtures';
import MatchPage from './match-page';
import { listensLive, liveUrl, refreshMatch } from './use-live-match';

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
  expect(await screen.findByText('0 : 0')).toBeInTheDocument();
  expect(FakeEventSource.all.map((s) => s.url)).toEqual(['/api/v1/matches/10/live']);
  const source = FakeEventSource.all[0];

  score = { host: 1, guest: 0 };
  await act(async () => source.emit('match'));
  expect(await screen.findByText('1 : 0')).toBeInTheDocument();

  // A dropped stream that comes back refetches: something may have been missed meanwhile.
  score = { host: 2, guest: 0 };
  await act(async () => {
    source.emit('error');
    source.emit('open');
  });
  expect(await screen.findByText('2 : 0')).toBeInTheDocument();

  view.unmount();
  expect(source.closed).toBe(true);
});

test('a finished match opens no stream', async () => {
  mockApi({ '/matches/10': ok(matchDetail({ status: 'finished', score: { host: 1, guest: 1 } })), '/matches/10/protocol': ok({ score: null, shootout: null, events: [] }) });
  renderRoute('/en/matches/10', '/matches/:id', <MatchPage />);
  expect(await screen.findByText('1 : 1')).toBeInTheDocument();
  expect(FakeEventSource.all).toEqual([]);
});

test("a message refreshes the match's queries found by their endpoints, and no other match's or list's", async () => {
  let possession = '50:50';
  const statistics = () => () => ok([{ metric: 'possession', title: 'Possession', host_value: possession, guest_value: '', host: 0, guest: 0, host_percent: 0, guest_percent: 0, unit: 'minutes' }]);
  mockApi({
    '/matches/10/statistics': statistics(),
    '/matches/11/statistics': statistics(),
    '/matches/10/protocol/squads': ok({ host: { team: teamA, uniform: null, main: [], substitutes: [] }, guest: { team: teamB, uniform: null, main: [], substitutes: [] } }),
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
