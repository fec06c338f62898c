// The search module: the site search over players, teams, clubs, referees, news and matches.
import { defineModule } from '../module';
import { searchPublicRoutes } from './search.public.routes';
import { createSearchService } from './search.service';

export const searchModule = defineModule({
  services: ({ db, clock }) => ({ search: createSearchService({ db, clock }) }),
  publicRoutes: searchPublicRoutes,
});
