// Cabinet: the referee's matches, match protocols and departures. This exposed entry composes
// the features' routes; features never import each other.
import { defineRemote } from '@league/shared';
import { resources } from './i18n';
import { refereeMatchesRoutes } from './features/referee-matches/routes';
import { appointmentsRoutes } from './features/appointments/routes';
import { departuresRoutes } from './features/departures/routes';
import { protocolRoutes } from './features/protocol/routes';

export default defineRemote({
  name: 'mf_cabinet_matches',
  namespace: 'cab-matches',
  resources,
  routes: [...refereeMatchesRoutes, ...departuresRoutes, ...protocolRoutes, ...appointmentsRoutes],
});
