// The matches cabinet (HTTP only; scope and rules are in the services): the list, the protocol
// with its lifecycle, events (with their idempotency key), squads, additions, the broadcast link,
// the match's photos and deleting a match.
import type { Language } from '@league/shared/contracts';
import { cabinetLists, matches as endpoints, type Endpoint } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { multipartForms } from '../../lib/cabinet-writes';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import { readMultipartUpload } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import type { MatchMediaService } from './matches.media.service';
import type { ProtocolService } from './matches.protocol.service';
import type { MatchesService } from './matches.service';
import { appointmentsCabinetRoutes } from './appointments/appointments.cabinet.routes';
import { sheetCabinetRoutes } from './sheet/sheet.cabinet.routes';
import type { SheetDeps } from './sheet/sheet.writes';

type Services = { matches: MatchesService; protocol: ProtocolService; media: MatchMediaService; sheet: SheetDeps };

export async function matchesCabinetRoutes(app: FastifyInstance, { matches, protocol, media, sheet }: Services) {
  await multipartForms(app);
  // The match sheet: identities, close, sign-off (ADR 0212).
  sheetCabinetRoutes(app, sheet);
  // Appointments of match officials (ADR 0213).
  appointmentsCabinetRoutes(app, sheet);
  route(app, cabinetLists.cabinetMatches, async ({ request, query }) =>
    protocol.list(request.lang, request.currentUser(), query),
  );
  protocolRoutes(app, protocol, matches);
  eventRoutes(app, protocol);
  squadRoutes(app, protocol);
  additionRoutes(app, protocol);
  mediaRoutes(app, media);
  fixtureRoutes(app, protocol);
}

/** A route on one match: the service's answer to the user's language, the user, the match and the body. */
function onMatch<B, T>(
  app: FastifyInstance,
  endpoint: Endpoint<{ id: number }, undefined, B, { success: true; data: T }>,
  answer: (language: Language, user: CurrentUser, id: number, body: B) => Promise<T>,
) {
  route(app, endpoint, async ({ request, params, body }) =>
    ok(await answer(request.lang, request.currentUser(), params.id, body)),
  );
}

/** The protocol page, its match clock and the public preview of its events. */
function protocolRoutes(app: FastifyInstance, protocol: ProtocolService, matches: MatchesService) {
  onMatch(app, endpoints.cabinetProtocol, protocol.protocol);
  onMatch(app, endpoints.patchProtocol, protocol.patchProtocol);
  onMatch(app, endpoints.cabinetClock, protocol.clock);
  onMatch(app, endpoints.setClock, protocol.setClock);
  route(app, endpoints.eventsPreview, async ({ request, params }) => {
    await protocol.eventsPreview(request.lang, request.currentUser(), params.id);
    return ok(await matches.protocol(request.lang, params.id));
  });
}

/** The referee's events: listed, recorded (with their idempotency key), changed and removed. */
function eventRoutes(app: FastifyInstance, protocol: ProtocolService) {
  onMatch(app, endpoints.cabinetEvents, protocol.events);
  route(app, endpoints.createEvent, async ({ request, params, body }) => {
    const header = request.headers['idempotency-key'];
    return ok(
      await protocol.createEvent(
        request.lang,
        request.currentUser(),
        params.id,
        body,
        typeof header === 'string' ? header : undefined,
      ),
    );
  });
  route(app, endpoints.updateEvent, async ({ request, params, body }) =>
    ok(await protocol.updateEvent(request.lang, request.currentUser(), params.id, params.kind, params.event_id, body)),
  );
  route(app, endpoints.deleteEvent, async ({ request, params, query }) =>
    ok(
      await protocol.deleteEvent(
        request.lang,
        request.currentUser(),
        params.id,
        params.kind,
        params.event_id,
        query.version,
      ),
    ),
  );
}

/** Both teams' squads, with the suspensions and the form they are picked from. */
function squadRoutes(app: FastifyInstance, protocol: ProtocolService) {
  onMatch(app, endpoints.cabinetSquad, protocol.squads);
  onMatch(app, endpoints.matchSuspensions, protocol.suspensions);
  onMatch(app, endpoints.squadForm, protocol.squadForm);
  onMatch(app, endpoints.saveSquad, protocol.saveSquad);
  onMatch(app, endpoints.resetSquad, protocol.resetSquad);
}

/** The referee's additions to the protocol and the match's broadcast link. */
function additionRoutes(app: FastifyInstance, protocol: ProtocolService) {
  onMatch(app, endpoints.cabinetAdditions, protocol.additions);
  onMatch(app, endpoints.saveAdditions, protocol.saveAdditions);

  onMatch(app, endpoints.setBroadcast, protocol.setBroadcast);
}

/** The match's photos. */
function mediaRoutes(app: FastifyInstance, media: MatchMediaService) {
  route(app, endpoints.cabinetMedia, async ({ request, params }) => ok(await media.list(request.lang, params.id)));
  route(app, endpoints.uploadPhoto, async ({ request, params, reply }) => {
    const { file } = await readMultipartUpload(request, { field: 'photo', kind: 'image' });
    if (!file) throw new AppError('validation_failed', { fields: { photo: [{ rule: 'required' }] } });
    const answer = await media.attach(request.lang, params.id, file);
    reply.code(201);
    return ok(answer);
  });
  route(app, endpoints.deletePhoto, async ({ request, params }) =>
    ok(await media.remove(request.lang, params.id, params.photo_id)),
  );
}

/** Moving a fixture and deleting a match. */
function fixtureRoutes(app: FastifyInstance, protocol: ProtocolService) {
  onMatch(app, endpoints.moveFixture, protocol.moveFixture);
  onMatch(app, endpoints.deleteMatch, protocol.deleteMatch);
}
