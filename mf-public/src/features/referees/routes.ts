import { isSlug, lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const RefereesPage = lazyPage(() => import('./referees-page'));
const RefereePage = lazyPage(() => import('./referee-page'));

export const refereesRoutes: RemoteRoute[] = [
  { path: patterns.referees, layout: 'participants', Component: RefereesPage },
  { path: patterns.referee, layout: 'participants', validate: (p) => isSlug(p.slug), Component: RefereePage },
];
