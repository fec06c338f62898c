// The search module: the site search over players, teams, clubs, referees, news and matches.
import { defineModule } from '../module';
import { searchPublicRoutes } from './search.public.routes';
import type { SearchService } from './search.service';

export { createSearchService, type SearchService } from './search.service';

export const searchModule = defineModule<{ search: SearchService }>({
  publicRoutes: searchPublicRoutes,
});
