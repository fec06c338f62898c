// Names the author of every signed-in write request to the database (db/actor.ts, ADR 0240): the
// rest of the request runs in a context whose actor is the signed-in person, so the connections
// it takes carry them and the history trigger records who wrote. Registered as a pre-handler,
// after the body is parsed (a body's stream events would lose the context) and after the route's
// own authentication has set `request.user`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, runAsActor } from '../db/actor';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function actorOf(request: FastifyRequest): Actor | null {
  if (READS.has(request.method) || !request.user) return null;
  const { id, name, role } = request.user;
  return { id, name, role };
}

export const actorPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', (request, _reply, done) => {
      runAsActor(() => actorOf(request), done);
    });
  },
  { name: 'actor', dependencies: ['auth'] },
);
