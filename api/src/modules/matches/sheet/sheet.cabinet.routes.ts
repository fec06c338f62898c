// The match sheet in the cabinet (HTTP only; ADR 0212): read, identity check, close, sign, reopen.
import { matchSheet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/route';
import { ok } from '../../../lib/validate';
import { reachMatch } from '../match-scope';
import { readSheet } from './sheet.read';
import { checkIdentity, closeSheet, reopenSheet, signSheet, type SheetDeps } from './sheet.writes';

export function sheetCabinetRoutes(app: FastifyInstance, deps: SheetDeps) {
  route(app, endpoints.sheet, async ({ request, params }) => {
    const user = request.currentUser();
    return ok(await readSheet(deps.db, request.lang, user, await reachMatch(deps.db, request.lang, user, params.id)));
  });
  route(app, endpoints.checkIdentity, async ({ request, params, body }) =>
    ok(await checkIdentity(deps, request.lang, request.currentUser(), params.id, body)),
  );
  route(app, endpoints.closeSheet, async ({ request, params }) =>
    ok(await closeSheet(deps, request.lang, request.currentUser(), params.id)),
  );
  route(app, endpoints.signSheet, async ({ request, params, body }) =>
    ok(await signSheet(deps, request.lang, request.currentUser(), params.id, body)),
  );
  route(app, endpoints.reopenSheet, async ({ request, params, body }) =>
    ok(await reopenSheet(deps, request.lang, request.currentUser(), params.id, body)),
  );
}
