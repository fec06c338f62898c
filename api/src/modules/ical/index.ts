// The ical module: calendar feeds (iCalendar) of a tournament's and a team's fixtures. It owns
// no table and no SQL: it reads through the tournaments, matches and teams services. Links and
// UIDs name the configured public origin (PUBLIC_URL): a feed is the same whatever Host a
// request named, so a subscriber's calendar never sees one match twice.
import { defineModule } from '../module';
import { icalPublicRoutes } from './ical.public.routes';
import type { IcalService, siteOf } from './ical.service';

export { createIcalService, siteOf, type IcalService } from './ical.service';

export const icalModule = defineModule<{ ical: IcalService; site: ReturnType<typeof siteOf> }>({
  publicRoutes: icalPublicRoutes,
});
