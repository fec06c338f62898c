// Public content routes (HTTP only), registered from the endpoint objects (their contracts
// validate params and queries): call the service, return the envelope. GET /news-years, /news,
// /news/{slug}, /news-and-analytics/{id}, /about, /about/trustees, /about/employees, /banners,
// /partners, /contacts, /video, /pages/{slug}, /media, /media/{slug}, /press-years, /press,
// /advertising, /sport-analytics-years, /sport-analytics, /sport-analytics/{slug}, /documents,
// /documents/{id}.
import { content as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { ok } from '../../lib/validate';
import type { ContentService } from './content.service';

export async function contentPublicRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  route(app, endpoints.newsYears, async () => ok(await content.newsYears()));

  route(app, endpoints.news, async ({ request, query }) => {
    const filter = {
      year: query.year,
      tag: query.tag?.trim() || undefined,
      teamId: query.team_id,
      matchId: query.match_id,
    };
    return { success: true as const, ...(await content.news(request.lang, filter, query)) };
  });

  route(app, endpoints.newsBySlug, async ({ request, params }) =>
    ok(await content.newsBySlug(request.lang, params.slug)),
  );

  route(app, endpoints.newsAndAnalytics, async ({ request, params }) =>
    ok(await content.newsAndAnalytics(request.lang, params.id)),
  );

  route(app, endpoints.analyticsYears, async () => ok(await content.analyticsYears()));

  route(app, endpoints.analytics, async ({ request, query }) => ({
    success: true as const,
    ...(await content.analytics(request.lang, query.year, query)),
  }));

  route(app, endpoints.analyticsBySlug, async ({ request, params }) =>
    ok(await content.analyticsBySlug(request.lang, params.slug)),
  );

  route(app, endpoints.media, async ({ request, query }) => ({
    success: true as const,
    ...(await content.media(request.lang, query)),
  }));

  route(app, endpoints.album, async ({ request, params }) => ok(await content.album(request.lang, params.slug)));

  route(app, endpoints.videos, async ({ request, query }) => {
    const { data, meta, seasons } = await content.videos(request.lang, query.season_id, query);
    return { success: true as const, data, meta: { ...meta, seasons } };
  });

  route(app, endpoints.pressYears, async () => ok(await content.pressYears()));

  route(app, endpoints.press, async ({ request, query }) => ({
    success: true as const,
    ...(await content.press(request.lang, query.year, query)),
  }));

  route(app, endpoints.page, async ({ request, params }) => ok(await content.page(request.lang, params.slug)));

  route(app, endpoints.about, async ({ request }) => ok(await content.about(request.lang)));
  route(app, endpoints.trustees, async ({ request }) => ok(await content.trustees(request.lang)));
  route(app, endpoints.employees, async ({ request }) => ok(await content.employees(request.lang)));
  route(app, endpoints.advertising, async ({ request }) => ok(await content.advertising(request.lang)));

  route(app, endpoints.banners, async ({ request, query }) =>
    ok(await content.banners(request.lang, query.placement?.trim() || undefined)),
  );
  route(app, endpoints.partners, async ({ request }) => ok(await content.partners(request.lang)));
  route(app, endpoints.contacts, async ({ request }) => ok(await content.contacts(request.lang)));

  route(app, endpoints.documents, async ({ request }) => ok(await content.documents(request.lang)));
  route(app, endpoints.documentById, async ({ request, params }) =>
    ok(await content.document(request.lang, params.id)),
  );
}
