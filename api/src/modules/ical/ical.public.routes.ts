// Public calendar feeds (endpoint objects of @league/shared/endpoints, ical): a tournament's
// and a team's fixtures as text/calendar, for calendar apps to subscribe to.
import { ical as endpoints } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route, textFile } from '../../lib/route';
import type { FeedSite, IcalService } from './ical.service';

/** Calendar apps poll feeds; an hour-old copy in between is fine, revalidation is cheap. */
const FEED_CACHE = 'public, max-age=900';

const feed = (text: string, filename: string) => textFile(text, 'text/calendar; charset=utf-8', filename, FEED_CACHE);

/** A fixtures file changes when a result comes in; a short shared copy is fine. */
const CSV_CACHE = 'public, max-age=300';

export async function icalPublicRoutes(app: FastifyInstance, { ical, site }: { ical: IcalService; site: FeedSite }) {
  route(app, endpoints.tournamentFeed, async ({ params, query, request }) =>
    feed(await ical.tournament(query.lang ?? request.lang, site, params.id), `tournament-${params.id}.ics`),
  );
  route(app, endpoints.tournamentFixturesCsv, async ({ params, query, request }) => {
    const text = await ical.tournamentCsv(query.lang ?? request.lang, params.id);
    return textFile(text, 'text/csv; charset=utf-8', `fixtures-${params.id}.csv`, CSV_CACHE);
  });
  route(app, endpoints.teamFeed, async ({ params, query, request }) =>
    feed(await ical.team(query.lang ?? request.lang, site, params.id), `team-${params.id}.ics`),
  );
}
