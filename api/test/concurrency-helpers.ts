// What the concurrency suites share: writers fired at once over every API instance of the test
// (on PostgreSQL the app and its replicas, as several API processes are), and the one verdict
// each suite asserts — no 5xx, and every refusal a 409 that carries the current state.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { setTransactionLog } from '../src/db/transaction';
import { request, type TestApp } from './helpers';

export interface Writer {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token: string;
  payload?: object;
  headers?: Record<string, string>;
}

/** One writer's request to an API instance, in English. */
function send(app: FastifyInstance, w: Writer): Promise<LightMyRequestResponse> {
  return request(app, {
    method: w.method,
    url: `/api/v1${w.url}`,
    token: w.token,
    payload: w.payload,
    headers: w.headers,
    language: 'en',
  });
}

/** Sends every writer at once, spread over the instances round-robin; answers in writer order. */
export function fireTogether(apps: FastifyInstance[], writers: Writer[]): Promise<LightMyRequestResponse[]> {
  return Promise.all(writers.map((w, i) => send(apps[i % apps.length], w)));
}

/** Each writer's sequence runs in order; the sequences run at the same time (several devices). */
export async function fireSequences(
  apps: FastifyInstance[],
  sequences: Writer[][],
): Promise<LightMyRequestResponse[][]> {
  return Promise.all(
    sequences.map(async (sequence, s) => {
      const answers: LightMyRequestResponse[] = [];
      for (const w of sequence) answers.push(await send(apps[s % apps.length], w));
      return answers;
    }),
  );
}

export interface Tally {
  ok: number;
  conflict: number;
  serverError: number;
  /** Any other status, by status: a race must not surface as a 404 or a 422 either. */
  other: Record<number, number>;
}

export function tally(responses: LightMyRequestResponse[]): Tally {
  const out: Tally = { ok: 0, conflict: 0, serverError: 0, other: {} };
  for (const r of responses) {
    if (r.statusCode >= 200 && r.statusCode < 300) out.ok += 1;
    else if (r.statusCode === 409) out.conflict += 1;
    else if (r.statusCode >= 500) out.serverError += 1;
    else out.other[r.statusCode] = (out.other[r.statusCode] ?? 0) + 1;
  }
  return out;
}

/** Every 409 of the answers carries `data.current`: the state the refused writer must see. */
export function refusalsWithoutState(responses: LightMyRequestResponse[]): number {
  return responses.filter(
    (r) => r.statusCode === 409 && (r.json() as { data?: { current?: unknown } }).data?.current === undefined,
  ).length;
}

/**
 * Counts the transactions retried after a deadlock or a serialization failure, on every instance
 * of the test: a write whose lock order is right needs none.
 */
export function countRetries(t: TestApp): { retries: () => number } {
  let retries = 0;
  for (const db of t.dbs) {
    setTransactionLog(db, {
      warn: () => {
        retries += 1;
      },
      error: () => undefined,
    });
  }
  return { retries: () => retries };
}
