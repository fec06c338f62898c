import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const RefereesPage = lazyPage(() => import('./referees-page'));
const RefereePage = lazyPage(() => import('./referee-page'));

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;

export const refereesRoutes: RemoteRoute[] = [
  { path: patterns.referees, layout: 'participants', Component: RefereesPage },
  { path: patterns.referee, layout: 'participants', validate: (p) => SLUG.test(p.slug ?? ''), Component: RefereePage },
];
