// The live module: the public match page's server-sent events, fed by PostgreSQL LISTEN/NOTIFY
// (one LISTEN per API process, see live.hub.ts; the trigger is migration 20260306010200).
// Every change heard also drops this process's public answers: the write may have come from
// another process or from outside the API, which no request hook of this process saw.
import type { DB } from '../../db/database';
import { defineModule } from '../module';
import type { LiveHub } from './live.hub';
import { livePublicRoutes } from './live.public.routes';

export { LiveHub } from './live.hub';

export const liveModule = defineModule<{ db: DB; hub: LiveHub }>({
  publicRoutes: livePublicRoutes,
});
