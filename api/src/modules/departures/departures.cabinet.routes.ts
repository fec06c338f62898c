// /cabinet/departures: the list, one departure, its squad form, the count, the squad and the
// provider's decision and its undo, the travel list as CSV (HTTP only; scope, flow and
// eligibility in the service).
import { cabinetLists, departures as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route, textFile } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { DeparturesService } from './departures.service';

export async function departuresCabinetRoutes(app: FastifyInstance, { departures }: { departures: DeparturesService }) {
  route(app, cabinetLists.cabinetDepartures, async ({ request, query }) =>
    departures.cabinetList(request.lang, request.currentUser(), query),
  );
  route(app, endpoints.departure, async ({ params, request }) =>
    ok(await departures.detail(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.squadForm, async ({ params, request }) =>
    ok(await departures.squadForm(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.setCount, async ({ params, body, request }) =>
    ok(await departures.setCount(request.lang, request.currentUser(), params.id, body)),
  );
  route(app, endpoints.sendSquad, async ({ params, body, request }) =>
    ok(await departures.sendSquad(request.lang, request.currentUser(), params.id, body)),
  );
  route(app, endpoints.decide, async ({ params, body, request }) =>
    ok(await departures.decide(request.lang, request.currentUser(), params.id, body)),
  );
  route(app, endpoints.undoDecision, async ({ params, request }) =>
    ok(await departures.undo(request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.travelListCsv, async ({ params, request }) => {
    const { text, filename } = await departures.travelListCsv(request.lang, request.currentUser(), params.id);
    // Personal data: never stored by a cache on the way.
    return textFile(text, 'text/csv; charset=utf-8', filename, 'private, no-store');
  });
}
