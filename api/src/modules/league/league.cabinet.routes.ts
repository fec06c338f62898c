// The league's identity in the cabinet (super_admin): save, replace or remove the logo; the
// first-start checklist. HTTP only: access and validation come from the endpoint objects.
import { leagueCabinet as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { multipartForms } from '../../lib/cabinet-writes';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { FirstStartReads } from './first-start';
import { readLogo } from './league.logo';
import type { LeagueService } from './league.service';

export async function leagueCabinetRoutes(
  app: FastifyInstance,
  { league, firstStart }: { league: LeagueService; firstStart: FirstStartReads },
) {
  await multipartForms(app);
  route(app, endpoints.saveIdentity, async ({ body, request }) => ok(await league.save(request.currentUser(), body)));
  route(app, endpoints.uploadLogo, async ({ request }) =>
    ok(await league.uploadLogo(request.currentUser(), await readLogo(request))),
  );
  route(app, endpoints.deleteLogo, async ({ request }) => ok(await league.deleteLogo(request.currentUser())));
  route(app, endpoints.firstStart, async () => ok(await firstStart.checklist()));
}
