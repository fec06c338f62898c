// The match sheet in the cabinet (HTTP only; ADR 0212): read, identity check, close, sign, reopen;
// a team official's signing PIN (ADR 0251).
import { auth, matchSheet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/route';
import { ok } from '../../../lib/validate';
import { reachMatch } from '../match-scope';
import { readSheet } from './sheet.read';
import { checkIdentity, closeSheet, reopenSheet, signSheet, type SheetDeps } from './sheet.writes';
import { readPin, setPin } from './signing-pin';
import { SHEET_PHOTO_MAX_AGE, sheetPhoto } from './sheet.photo';

export function sheetCabinetRoutes(app: FastifyInstance, deps: SheetDeps) {
  route(app, endpoints.sheet, async ({ request, params }) => {
    const user = request.currentUser();
    return ok(await readSheet(deps.db, request.lang, user, await reachMatch(deps.db, request.lang, user, params.id)));
  });
  route(app, endpoints.photo, async ({ request, params }) => {
    const file = await sheetPhoto(deps, request.lang, request.currentUser(), params.id, params.player_id);
    return {
      body: file.body,
      contentType: file.contentType,
      size: file.size,
      filename: file.filename,
      cacheControl: `private, max-age=${SHEET_PHOTO_MAX_AGE}`,
    };
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
  route(app, auth.signingPin, async ({ request }) => ok(await readPin(deps, request.currentUser())));
  route(app, auth.setSigningPin, async ({ request, body }) => ok(await setPin(deps, request.currentUser(), body)));
  route(app, endpoints.reopenSheet, async ({ request, params, body }) =>
    ok(await reopenSheet(deps, request.lang, request.currentUser(), params.id, body)),
  );
}
