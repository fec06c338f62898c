// Public content routes (HTTP only): validate with the shared contracts, call the service,
// return the envelope. GET /news-years, /news, /news/{slug}, /news-and-analytics/{id}, /about,
// /about/trustees, /about/employees, /banners, /partners, /contacts, /video, /pages/{slug},
// /media, /media/{slug}, /press-years, /press, /advertising, /sport-analytics-years,
// /sport-analytics, /sport-analytics/{slug}, /documents, /documents/{id}.
import {
  AnalyticsQuery,
  BannersQuery,
  ContentIdParams,
  ContentSlugParams,
  MediaQuery,
  NewsQuery,
  PressQuery,
  VideoQuery,
} from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, parseQuery } from '../../lib/validate';
import type { ContentService } from './content.service';

export async function contentPublicRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  const slug = (params: unknown) => parseQuery(ContentSlugParams, params).slug;
  const id = (params: unknown) => parseQuery(ContentIdParams, params).id;

  app.get('/news-years', async () => ok(await content.newsYears()));

  app.get('/news', async (request) => {
    const query = parseQuery(NewsQuery, request.query);
    const filter = { year: query.year, tag: query.tag?.trim() || undefined, teamId: query.team_id, matchId: query.match_id };
    return { success: true as const, ...(await content.news(request.lang, filter, query)) };
  });

  app.get('/news/:slug', async (request) => ok(await content.newsBySlug(request.lang, slug(request.params))));

  app.get('/news-and-analytics/:id', async (request) => ok(await content.newsAndAnalytics(request.lang, id(request.params))));

  app.get('/sport-analytics-years', async () => ok(await content.analyticsYears()));

  app.get('/sport-analytics', async (request) => {
    const query = parseQuery(AnalyticsQuery, request.query);
    return { success: true as const, ...(await content.analytics(request.lang, query.year, query)) };
  });

  app.get('/sport-analytics/:slug', async (request) => ok(await content.analyticsBySlug(request.lang, slug(request.params))));

  app.get('/media', async (request) => {
    const query = parseQuery(MediaQuery, request.query);
    return { success: true as const, ...(await content.media(request.lang, query)) };
  });

  app.get('/media/:slug', async (request) => ok(await content.album(request.lang, slug(request.params))));

  app.get('/video', async (request) => {
    const query = parseQuery(VideoQuery, request.query);
    const { data, meta, seasons } = await content.videos(request.lang, query.season_id, query);
    return { success: true as const, data, meta: { ...meta, seasons } };
  });

  app.get('/press-years', async () => ok(await content.pressYears()));

  app.get('/press', async (request) => {
    const query = parseQuery(PressQuery, request.query);
    return { success: true as const, ...(await content.press(request.lang, query.year, query)) };
  });

  app.get('/pages/:slug', async (request) => ok(await content.page(request.lang, slug(request.params))));

  app.get('/about', async (request) => ok(await content.about(request.lang)));
  app.get('/about/trustees', async (request) => ok(await content.trustees(request.lang)));
  app.get('/about/employees', async (request) => ok(await content.employees(request.lang)));
  app.get('/advertising', async (request) => ok(await content.advertising(request.lang)));

  app.get('/banners', async (request) => {
    const query = parseQuery(BannersQuery, request.query);
    return ok(await content.banners(request.lang, query.placement?.trim() || undefined));
  });
  app.get('/partners', async (request) => ok(await content.partners(request.lang)));
  app.get('/contacts', async (request) => ok(await content.contacts(request.lang)));

  app.get('/documents', async (request) => ok(await content.documents(request.lang)));
  app.get('/documents/:id', async (request) => ok(await content.document(request.lang, id(request.params))));
}
