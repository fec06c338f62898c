// GET /matches/:id/live: the server-sent event stream of one match (HTTP only; the fan-out is
// live.hub.ts). Registered from its endpoint object like every route: its answer is declared a
// stream (`fileAnswer(['text/event-stream'])`), so route() streams what the handler returns —
// a stream that stays open until the browser leaves or the app closes. Never cached. Streams
// are capped per client address and per process (LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_MAX):
// each holds a socket and memory for as long as it is open, so past the caps a new one is a 429.
import { live as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { StreamLimitError, type LiveHub } from './live.hub';
import { matchExists } from './live.repository';

/** How long a refused client should wait: a slot frees when a viewer leaves, which takes minutes. */
export const LIVE_RETRY_AFTER_SECONDS = 30;

const full = () => new AppError('too_many_requests', { headers: { 'retry-after': String(LIVE_RETRY_AFTER_SECONDS) } });

export async function livePublicRoutes(app: FastifyInstance, { hub, db }: { hub: LiveHub; db: DB }) {
  hub.warn = (message, error) => app.log.warn({ err: error }, message);
  app.addHook('preClose', async () => hub.close());
  route(app, endpoints.matchLive, async ({ params, query, request, reply }) => {
    // Refused before any database work; `open` checks again (nothing else runs in between there).
    if (hub.refusal(request.ip)) throw full();
    if (!(await matchExists(db, params.id))) throw new AppError('not_found');
    try {
      // Listening before answering: nothing saved after the page opened the stream is missed.
      await hub.ready();
    } catch (error) {
      throw new AppError('service_unavailable', { cause: error });
    }
    const last = request.headers['last-event-id'];
    let stream;
    try {
      stream = hub.open(params.id, typeof last === 'string' ? last : undefined, request.ip, query.lang ?? request.lang);
    } catch (error) {
      if (error instanceof StreamLimitError) throw full();
      throw error;
    }
    request.raw.on('close', () => stream.destroy());
    // Proxies (nginx) must pass each message on at once.
    reply.header('x-accel-buffering', 'no');
    return {
      body: stream,
      contentType: 'text/event-stream; charset=utf-8',
      filename: 'live',
      cacheControl: 'no-cache, no-transform',
    };
  });
}
