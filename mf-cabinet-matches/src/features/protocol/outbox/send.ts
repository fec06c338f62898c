// Sending the outbox (ADR 0178): one queue per browser, every kind of write of a match in the
// order it was made — new events with their idempotency keys, the additional information and the
// squads with the version they were based on. An item is sent when the API records it; a versioned
// save is sent, too, when its 409 carries exactly what it sent (the same save got through before
// its answer was lost); any other answer refuses it: it stays in the queue as needing attention,
// with the API's reason in the page's language, until the referee fixes and resends it or
// discards it (never dropped silently), and the section it came from shows the refusal too (its
// conflict panel with the fresh data, or the reason). No answer at all stops the flush: that item
// and the rest wait, in order.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  callEndpoint,
  endpointKey,
  errorMessage,
  fieldErrors,
  isApiError,
  queryClient,
  type Invalidation,
} from '@league/shared';
import { endpoints, openConflictOf, type CabinetAdditions, type CabinetSquads } from '@league/shared/cabinet';
import { sameSquad, type SquadBodyPlayer } from '../squad/squad-values';
import { isOffline, kindOf, pageOutbox, pending, type Attention, type OutboxItem, type SendResult } from './outbox';

const ADDITION_KEYS = ['weather', 'pitch', 'injuries', 'notes'] as const;

/** How a queued write ended, for the section it came from. */
export type OutboxResult =
  | { item: OutboxItem; outcome: 'sent'; data: unknown }
  | { item: OutboxItem; outcome: 'refused'; error: unknown };

/** The part of a match a queued write belongs to (events, additions, squad:host, squad:guest). */
export const partOf = (item: OutboxItem) => item.part ?? kindOf(item);

type Listener = (result: OutboxResult) => boolean;
const listeners = new Set<Listener>();
// Refusals no section was there to show (the squad page closed while the protocol page flushed):
// the section shows them when it opens.
const unseen = new Map<string, OutboxResult>();
const slot = (matchId: number, part: string) => `${matchId}:${part}`;

/** Listens to the results of queued writes (answering whether it showed one); answers a stop function. */
export function onOutboxResult(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A refusal of a queued write of this part that no section has shown yet (it is shown once). */
export function takeUnseen(matchId: number, part: string): OutboxResult | undefined {
  const result = unseen.get(slot(matchId, part));
  unseen.delete(slot(matchId, part));
  return result;
}

function report(result: OutboxResult, shown: boolean) {
  if (result.outcome === 'refused' && !shown) unseen.set(slot(result.item.matchId, partOf(result.item)), result);
  else unseen.delete(slot(result.item.matchId, partOf(result.item)));
}

const invalidated: Record<string, Invalidation[]> = {
  event: [endpoints.matches.cabinetEvents, endpoints.matches.eventsPreview, endpoints.matches.cabinetProtocol],
  additions: [endpoints.matches.cabinetAdditions],
  squad: [endpoints.matches.cabinetSquad, endpoints.matches.cabinetEvents],
};

/** The current state a 409 carried equals what the versioned save sent. */
function alreadySaved(item: OutboxItem, error: unknown): unknown {
  if (kindOf(item) === 'additions') {
    const current = openConflictOf<CabinetAdditions>(error, (c) => c.editable);
    const sent = (item.body as { additions: Record<string, string> }).additions;
    return current && ADDITION_KEYS.every((k) => (current.additions[k] ?? '') === (sent[k] ?? '')) ? current : null;
  }
  if (kindOf(item) === 'squad') {
    const current = openConflictOf<CabinetSquads>(error, (c) => c.editable);
    const side = (item.part ?? '').endsWith('guest') ? current?.guest : current?.host;
    return side && sameSquad(side, item.body as { players: SquadBodyPlayer[] }) ? current : null;
  }
  return null;
}

/** The version a versioned save answered (the side's for a squad). */
function versionOf(item: OutboxItem, data: unknown): number | undefined {
  if (kindOf(item) === 'additions') return (data as CabinetAdditions).version;
  if (kindOf(item) === 'squad')
    return ((item.part ?? '').endsWith('guest') ? (data as CabinetSquads).guest : (data as CabinetSquads).host)
      ?.version;
  return undefined;
}

/** Why a write was refused, as the API said it (in the page's language), kept on the item. */
export function attentionOf(error: unknown): Attention {
  return {
    status: isApiError(error) ? (error.response?.status ?? null) : null,
    message: errorMessage(error) ?? '',
    fields: fieldErrors(error),
  };
}

function call(item: OutboxItem, body: Record<string, unknown>): Promise<{ data: unknown }> {
  const params = { id: item.matchId };
  switch (kindOf(item)) {
    case 'additions':
      return callEndpoint(endpoints.matches.saveAdditions, { params, body: body as never });
    case 'squad':
      return callEndpoint(endpoints.matches.saveSquad, { params, body: body as never });
    default:
      return callEndpoint(endpoints.matches.createEvent, {
        params,
        body: { ...body, idempotency_key: item.idempotencyKey } as never,
      });
  }
}

/**
 * Sends the page's outbox, oldest first (one flush at a time). Two saves of one part queued on
 * the same version are chained: the second names the version the first one got.
 */
export async function flushOutbox(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const chain = new Map<string, { from: number; to: number }>();
  await pageOutbox().flush(async (item): Promise<SendResult> => {
    const key = slot(item.matchId, partOf(item));
    const base = typeof item.body.version === 'number' ? item.body.version : undefined;
    const link = chain.get(key);
    const body = base !== undefined && link && link.from === base ? { ...item.body, version: link.to } : item.body;
    let result: OutboxResult;
    try {
      result = { item, outcome: 'sent', data: (await call(item, body)).data };
    } catch (error) {
      if (isOffline(error)) return 'offline';
      const current = alreadySaved(item, error);
      result = current ? { item, outcome: 'sent', data: current } : { item, outcome: 'refused', error };
    }
    if (result.outcome === 'sent') {
      const next = versionOf(item, result.data);
      if (base !== undefined && next !== undefined) chain.set(key, { from: base, to: next });
      await Promise.all(
        (invalidated[kindOf(item)] ?? []).map((target) =>
          queryClient.invalidateQueries({ queryKey: endpointKey(target) }),
        ),
      );
    }
    report(result, [...listeners].map((l) => l(result)).some(Boolean));
    return result.outcome === 'sent' ? 'sent' : { refused: attentionOf(result.error) };
  });
}

/** How often writes still waiting are tried again while a match page is open. */
export const RETRY_WAITING_MS = 5000;

let watchers = 0;
let unwatch: (() => void) | null = null;

/** Sends what waits, unless a flush runs already or nothing waits. */
async function retryWaiting(): Promise<void> {
  const outbox = pageOutbox();
  if (outbox.isFlushing()) return;
  if (pending(await outbox.list()).length > 0) await flushOutbox();
}

/**
 * A retry timer that runs only while writes wait: the queue's every change says whether any
 * waits, which starts or stops it. Answers its stop function.
 */
function retryWhileWaiting(): () => void {
  const outbox = pageOutbox();
  let timer: number | null = null;
  let stopped = false;
  const follow = () =>
    void outbox.list().then((list) => {
      const waiting = !stopped && pending(list).length > 0;
      if (waiting && timer === null) timer = window.setInterval(() => void retryWaiting(), RETRY_WAITING_MS);
      if (!waiting && timer !== null) {
        window.clearInterval(timer);
        timer = null;
      }
    });
  const unsubscribe = outbox.subscribe(follow);
  follow();
  return () => {
    stopped = true;
    unsubscribe();
    if (timer !== null) window.clearInterval(timer);
    timer = null;
  };
}

/**
 * While any section of a match page is open, the page (once, however many sections watch) sends
 * the outbox when the network returns and, since a flush the network cut short (the signal came
 * back weak: no answer) leaves writes waiting, tries them again every few seconds while they wait.
 * Answers the section's stop function.
 */
function watchNetwork(): () => void {
  watchers += 1;
  if (watchers === 1) {
    const online = () => void flushOutbox();
    const stopRetrying = retryWhileWaiting();
    window.addEventListener('online', online);
    unwatch = () => {
      window.removeEventListener('online', online);
      stopRetrying();
    };
  }
  return () => {
    watchers -= 1;
    if (watchers > 0) return;
    unwatch?.();
    unwatch = null;
  };
}

/**
 * The outbox as one match's page sees it: its waiting items (every kind, oldest first), those the
 * API refused (needing attention), whether a flush runs, and a flush; it flushes on opening, and
 * the page keeps sending what waits (`watchNetwork`).
 */
export function useMatchOutbox(matchId: number) {
  const outbox = pageOutbox();
  // Every item of the match: waiting (`items`) or refused and needing attention (`attention`).
  const [all, setAll] = useState<OutboxItem[]>([]);
  const [flushing, setFlushing] = useState(false);
  const flush = useCallback(() => flushOutbox(), []);
  useEffect(() => {
    let live = true;
    const read = () =>
      void outbox.list(matchId).then((list) => {
        if (!live) return;
        setAll(list);
        setFlushing(outbox.isFlushing());
      });
    const unsubscribe = outbox.subscribe(read);
    read();
    void flush();
    const stopWatching = watchNetwork();
    return () => {
      live = false;
      unsubscribe();
      stopWatching();
    };
  }, [outbox, matchId, flush]);
  const items = pending(all);
  const attention = all.filter((item) => item.attention);
  return { items, attention, flushing, flush };
}

/** A refused item fixed by the referee (e.g. its minute entered): it waits again and is sent now. */
export async function resendItem(id: number, change: Record<string, unknown> = {}): Promise<void> {
  if (await pageOutbox().resend(id, change)) await flushOutbox();
}

/**
 * Whether a versioned save should go to the outbox before it is tried: the browser says it is
 * offline, or older writes of the match still wait (they go first).
 */
export async function mustQueue(matchId: number): Promise<boolean> {
  return (
    (typeof navigator !== 'undefined' && navigator.onLine === false) ||
    pending(await pageOutbox().list(matchId)).length > 0
  );
}

/**
 * The results of this part's queued writes, for its section: `handle` answers whether it showed
 * the result; a refusal made while the section was closed is handed to it when it opens.
 */
export function useOutboxResults(matchId: number, part: string, handle: (result: OutboxResult) => void) {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const missed = takeUnseen(matchId, part);
    if (missed) latest.current(missed);
    return onOutboxResult((result) => {
      if (result.item.matchId !== matchId || partOf(result.item) !== part) return false;
      latest.current(result);
      return true;
    });
  }, [matchId, part]);
}
