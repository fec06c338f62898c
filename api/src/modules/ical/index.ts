// The ical module: calendar feeds (iCalendar) of a tournament's and a team's fixtures. It owns
// no table and no SQL: it reads through the tournaments, matches and teams services.
import { defineModule } from '../module';
import { icalPublicRoutes } from './ical.public.routes';
import { createIcalService } from './ical.service';

export const icalModule = defineModule({
  services: ({ db, clock }) => ({ ical: createIcalService({ db, clock }) }),
  publicRoutes: icalPublicRoutes,
});
