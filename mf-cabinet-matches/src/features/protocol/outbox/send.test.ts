// Sending the match's outbox: every kind in the order made, events with their keys, versioned
// saves with their version (two saves of one part chained), a 409 carrying what was sent counted
// as sent, another 409 and a 422 handed to the section and kept as needing attention (with the
// API's reason) until resent or discarded, no answer stopping the flush.
import type { CabinetAdditions, CabinetSquads } from '@league/shared/cabinet';
import { conflict, mockApi, ok, quietErrors, resetApi, seenRequests } from '../../../test-utils';
import { pageOutbox, pending, type NewOutboxItem } from './outbox';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  flushOutbox,
  onOutboxResult,
  resendItem,
  RETRY_WAITING_MS,
  takeUnseen,
  useMatchOutbox,
  type OutboxResult,
} from './send';

afterEach(async () => {
  resetApi();
  // Whatever a test left in the page's outbox leaves it.
  for (const item of await pageOutbox().list()) await pageOutbox().discard(item.id);
});

const additionsOf = (weather: string, version: number): CabinetAdditions => ({
  version,
  additions: { weather, pitch: '', injuries: '', notes: '' },
  editable: true,
});
const squadsOf = (players: unknown[], version: number): CabinetSquads =>
  ({
    host: { team: { id: 30, title: 'Altai' }, team_type: 'host', version, players },
    guest: { team: { id: 9, title: 'Yessil' }, team_type: 'guest', version: 1, players: [] },
    editable: true,
  }) as never;
const noEvents = {
  version: 3,
  score: { host: 0, guest: 0 },
  shootout: null,
  events: [],
  squads: { host: [], guest: [] },
  starters: { host: [], guest: [] },
  editable: true,
};
const event = (key: string): NewOutboxItem => ({
  kind: 'event',
  url: '/cabinet/matches/41/events',
  method: 'POST',
  body: { kind: 'goal', team_type: 'host', minute: 3 },
  idempotencyKey: key,
  matchId: 41,
  createdAt: 1,
});
const additions = (weather: string, version = 2): NewOutboxItem => ({
  kind: 'additions',
  part: 'additions',
  url: '/cabinet/matches/41/additions',
  method: 'POST',
  body: { version, additions: additionsOf(weather, version).additions },
  matchId: 41,
  createdAt: 1,
});
const player = { player_id: 1, kind: 'main', number: 1, is_captain: true };
const squad = (version = 2): NewOutboxItem => ({
  kind: 'squad',
  part: 'squad:host',
  url: '/cabinet/matches/41/squad',
  method: 'POST',
  body: { team_id: 30, version, players: [player] },
  matchId: 41,
  createdAt: 1,
});
const sent = () =>
  seenRequests.map(
    (r) =>
      `${r.path.split('/').at(-1)}:${(r.data as { version?: number }).version ?? (r.data as { idempotency_key?: string }).idempotency_key}`,
  );

test('every kind goes in the order made; two saves of one part made on one version are chained', async () => {
  let additionsVersion = 2;
  mockApi({
    'POST /cabinet/matches/41/events': ok(noEvents),
    'POST /cabinet/matches/41/additions': (r: { data: unknown }) =>
      ok(additionsOf((r.data as CabinetAdditions).additions.weather, ++additionsVersion)),
    'POST /cabinet/matches/41/squad': ok(squadsOf([], 3)),
  });
  await pageOutbox().add(event('k1'));
  await pageOutbox().add(additions('Rain'));
  await pageOutbox().add(squad());
  await pageOutbox().add(additions('Snow'));
  await pageOutbox().add(event('k2'));
  const results: string[] = [];
  const stop = onOutboxResult((result) => (results.push(result.outcome), true));
  await flushOutbox();
  stop();
  expect(sent()).toEqual(['events:k1', 'additions:2', 'squad:2', 'additions:3', 'events:k2']);
  expect(results).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  expect(await pageOutbox().list()).toEqual([]);
});

test('a 409 carrying what was sent counts as sent; another 409 and a 422 are handed to their section and kept needing attention; no answer stops the flush', async () => {
  let offline = false;
  quietErrors();
  mockApi({
    'POST /cabinet/matches/41/squad': conflict(squadsOf([player], 5)),
    'POST /cabinet/matches/41/additions': (r: { data: unknown }) => {
      const weather = (r.data as CabinetAdditions).additions.weather;
      return weather === 'Rain'
        ? conflict(additionsOf('Fog', 4))
        : {
            __status: 422,
            data: { success: false, message: 'Too long', data: { errors: { 'additions.weather': ['Too long'] } } },
          };
    },
    'POST /cabinet/matches/41/events': () => {
      if (offline) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      offline = true;
      return ok(noEvents);
    },
  });
  const results: OutboxResult[] = [];
  const stop = onOutboxResult((result) => (results.push(result), result.item.kind !== 'additions'));
  await pageOutbox().add(squad());
  await pageOutbox().add(additions('Rain'));
  await pageOutbox().add(additions('x'.repeat(10), 7));
  await pageOutbox().add(event('k1'));
  await pageOutbox().add(event('k2'));
  await pageOutbox().add(squad(6));
  await flushOutbox();
  stop();
  expect(results.map((r) => `${r.item.part ?? r.item.kind}:${r.outcome}`)).toEqual([
    'squad:host:sent',
    'additions:refused',
    'additions:refused',
    'event:sent',
  ]);
  expect((results[0] as { data: CabinetSquads }).data.host!.version).toBe(5);
  // The second event got no answer: it and the squad after it wait, in order; the refused
  // additions stay, each with the API's reason.
  const left = await pageOutbox().list(41);
  expect(pending(left).map((i) => i.idempotencyKey ?? i.part)).toEqual(['k2', 'squad:host']);
  expect(left.filter((i) => i.attention).map((i) => [i.part, i.attention])).toEqual([
    ['additions', { status: 409, message: 'Changed meanwhile', fields: {} }],
    ['additions', { status: 422, message: 'Too long', fields: { 'additions.weather': 'Too long' } }],
  ]);
  // The additions' refusal no section showed is kept for the section when it opens.
  expect(takeUnseen(41, 'additions')?.outcome).toBe('refused');
  expect(takeUnseen(41, 'additions')).toBeUndefined();
});

test('an event refused for want of a minute stays needing attention; with the minute entered it is resent once with its key', async () => {
  quietErrors();
  const posted: unknown[] = [];
  mockApi({
    'POST /cabinet/matches/41/events': (r: { data: Record<string, unknown> }) => {
      posted.push(r.data);
      return r.data.minute === null
        ? {
            __status: 422,
            data: { success: false, message: 'Check the fields', data: { errors: { minute: ['Enter the minute'] } } },
          }
        : ok(noEvents);
    },
  });
  await pageOutbox().add({ ...event('k9'), body: { kind: 'goal', team_type: 'host', minute: null } });
  await flushOutbox();
  const [refused] = await pageOutbox().list(41);
  expect(refused.attention).toEqual({
    status: 422,
    message: 'Check the fields',
    fields: { minute: 'Enter the minute' },
  });
  // Nothing sends it again by itself.
  await flushOutbox();
  expect(posted).toHaveLength(1);
  await resendItem(refused.id, { minute: 27 });
  expect(posted).toEqual([
    { kind: 'goal', team_type: 'host', minute: null, idempotency_key: 'k9' },
    { kind: 'goal', team_type: 'host', minute: 27, idempotency_key: 'k9' },
  ]);
  expect(await pageOutbox().list(41)).toEqual([]);
});

test('a flush the network cut short is tried again while writes wait, not only at the next online event', async () => {
  let answered = 0;
  mockApi({
    'POST /cabinet/matches/41/events': () => {
      answered += 1;
      // The signal came back weak: the first try gets no answer.
      if (answered === 1) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      return ok(noEvents);
    },
  });
  await pageOutbox().add(event('weak-1'));
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  try {
    const { result, unmount } = renderHook(() => useMatchOutbox(41));
    await waitFor(() => expect(answered).toBe(1));
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    await act(async () => {
      jest.advanceTimersByTime(RETRY_WAITING_MS);
    });
    await waitFor(() => expect(result.current.items).toHaveLength(0));
    expect(answered).toBe(2);
    unmount();
  } finally {
    jest.useRealTimers();
  }
});

/** The retry timers set with the outbox's period, from a spy on setInterval. */
const retryTimers = (setInterval: jest.SpyInstance) =>
  setInterval.mock.calls.flatMap(([, ms], at) =>
    ms === RETRY_WAITING_MS ? [setInterval.mock.results[at]!.value] : [],
  );

test('while writes wait the page keeps one retry timer however many sections watch, and none once they close', async () => {
  // No answer at all: the write keeps waiting.
  mockApi({
    'POST /cabinet/matches/41/events': () => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    },
  });
  await pageOutbox().add(event('waits-1'));
  const setInterval = jest.spyOn(window, 'setInterval');
  const clearInterval = jest.spyOn(window, 'clearInterval');
  try {
    const sections = [41, 41, 41, 41].map((id) => renderHook(() => useMatchOutbox(id)));
    await waitFor(() => expect(sections[3]!.result.current.items).toHaveLength(1));
    await waitFor(() => expect(retryTimers(setInterval)).toHaveLength(1));
    const [retry] = retryTimers(setInterval);
    const cleared = () => clearInterval.mock.calls.filter(([timer]) => timer === retry).length;
    sections.slice(0, 3).forEach((section) => section.unmount());
    expect(cleared()).toBe(0);
    sections[3]!.unmount();
    expect(cleared()).toBe(1);
    expect(retryTimers(setInterval)).toHaveLength(1);
  } finally {
    setInterval.mockRestore();
    clearInterval.mockRestore();
  }
});

test('no retry timer runs while nothing waits; the one a waiting write started stops once it is sent', async () => {
  let reachable = false;
  mockApi({
    'POST /cabinet/matches/41/events': () => {
      if (!reachable) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
      return ok(noEvents);
    },
  });
  const setInterval = jest.spyOn(window, 'setInterval');
  const clearInterval = jest.spyOn(window, 'clearInterval');
  try {
    const { result, unmount } = renderHook(() => useMatchOutbox(41));
    await waitFor(() => expect(result.current.flushing).toBe(false));
    expect(retryTimers(setInterval)).toHaveLength(0);
    await act(async () => {
      await pageOutbox().add(event('waits-2'));
    });
    await waitFor(() => expect(retryTimers(setInterval)).toHaveLength(1));
    const [retry] = retryTimers(setInterval);
    reachable = true;
    await act(async () => {
      await result.current.flush();
    });
    await waitFor(() => expect(result.current.items).toHaveLength(0));
    await waitFor(() => expect(clearInterval.mock.calls.some(([timer]) => timer === retry)).toBe(true));
    unmount();
    expect(retryTimers(setInterval)).toHaveLength(1);
  } finally {
    setInterval.mockRestore();
    clearInterval.mockRestore();
  }
});
