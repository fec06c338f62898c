// Cabinet: the league itself — its identity (name, logo, colours, contacts), the feedback inbox
// and the first-start checklist. This exposed entry composes the features' routes; features
// never import each other. A new page of the league's own area is a feature folder and one line
// here.
import { defineRemote } from '@league/shared';
import { resources } from './i18n';
import { feedbackRoutes } from './features/feedback/routes';
import { firstStartRoutes } from './features/first-start/routes';
import { historyRoutes } from './features/history/routes';
import { settingsRoutes } from './features/settings/routes';

export default defineRemote({
  name: 'mf_cabinet_league',
  namespace: 'cab-league',
  resources,
  routes: [...firstStartRoutes, ...settingsRoutes, ...feedbackRoutes, ...historyRoutes],
});
