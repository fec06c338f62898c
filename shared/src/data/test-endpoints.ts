// Endpoints for the data layer's own tests: `GET /blocks/:part` answers what the test's handler
// for that part returns (with the request's AbortSignal), `PUT /blocks/:part` saves,
// `GET /news` is an endpoint of another kind, and `PUT /clubs/:id/title` renames a club with a
// checked body and answer. Not part of the product's endpoint list.
import type { AxiosResponse } from 'axios';
import { number, object, string, type, unknown } from 'superstruct';
import { api } from '../api/client';
import { successEnvelope } from '../contracts/envelope';
import { fromQuery, id, text } from '../contracts/fields';
import { endpoint } from '../endpoints/define';

export const block = endpoint({
  id: 'test.block',
  method: 'GET',
  path: '/blocks/:part',
  summary: 'test',
  tag: 'test',
  access: 'public',
  params: object({ part: string() }),
  response: unknown(),
});
export const news = endpoint({
  id: 'test.news',
  method: 'GET',
  path: '/news',
  summary: 'test',
  tag: 'test',
  access: 'public',
  response: unknown(),
});
export const saveBlock = endpoint({
  id: 'test.save',
  method: 'PUT',
  path: '/blocks/:part',
  summary: 'test',
  tag: 'test',
  access: 'superAdmin',
  params: object({ part: string() }),
  body: object({ text: string() }),
  response: unknown(),
});

/** A club's answer: its id and title. */
export const Club = successEnvelope(type({ id: number(), title: string() }));
export const renameClub = endpoint({
  id: 'test.rename',
  method: 'PUT',
  path: '/clubs/:id/title',
  summary: 'test',
  tag: 'test',
  access: 'superAdmin',
  params: object({ id: fromQuery(id()) }),
  body: object({ title: text({ required: true, max: 50 }) }),
  response: Club,
});

export type Handler = (signal: AbortSignal | undefined) => Promise<unknown>;

/** Answers `METHOD /path` (or `/path` for a GET) with its handler; anything else fails the request. */
export function answer(handlers: Record<string, Handler>): void {
  api.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = config.url ?? '';
    const handler = handlers[`${method} ${path}`] ?? (method === 'GET' ? handlers[path] : undefined);
    if (!handler) throw new Error(`no answer for ${method} ${path}`);
    const data = await handler(config.signal as AbortSignal | undefined);
    return { data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  };
}

/** Puts the real transport back. */
export function stopAnswering(): void {
  api.defaults.adapter = undefined;
}
