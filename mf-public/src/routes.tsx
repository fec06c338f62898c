// The public site's exposed entry: it composes the features' routes and strings. Features
// never import each other; only this file puts them together.
import { defineRemote } from '@league/shared';
import { languages } from './i18n/languages';
import { homeRoutes } from './features/home/routes';
import { tournamentsRoutes } from './features/tournaments/routes';
import { teamsRoutes } from './features/teams/routes';
import { teamRoutes } from './features/team/routes';
import { clubsRoutes } from './features/clubs/routes';
import { playersRoutes } from './features/players/routes';
import { refereesRoutes } from './features/referees/routes';
import { tournamentRoutes } from './features/tournament/routes';
import { matchesRoutes } from './features/matches/routes';
import { calendarRoutes } from './features/calendar/routes';
import { newsRoutes } from './features/news/routes';
import { mediaRoutes } from './features/media/routes';
import { videosRoutes } from './features/videos/routes';
import { pressRoutes } from './features/press/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { documentsRoutes } from './features/documents/routes';
import { aboutRoutes } from './features/about/routes';
import { partnerRoutes } from './features/partner/routes';
import { advertisingRoutes } from './features/advertising/routes';
import { searchRoutes } from './features/search/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { legalRoutes } from './features/legal/routes';
import { teamApplicationRoutes } from './features/team-application/routes';
import './ui/styles.css';

export default defineRemote({
  name: 'mf_public',
  namespace: 'public',
  // One loader per language: the page's language loads, not the other two (ADR 0203).
  resources: languages,
  routes: [
    ...homeRoutes,
    ...tournamentsRoutes,
    ...teamsRoutes,
    ...teamRoutes,
    ...clubsRoutes,
    ...playersRoutes,
    ...refereesRoutes,
    ...tournamentRoutes,
    ...matchesRoutes,
    ...calendarRoutes,
    ...newsRoutes,
    ...mediaRoutes,
    ...videosRoutes,
    ...pressRoutes,
    ...analyticsRoutes,
    ...documentsRoutes,
    ...aboutRoutes,
    ...partnerRoutes,
    ...advertisingRoutes,
    ...searchRoutes,
    ...feedbackRoutes,
    ...legalRoutes,
    ...teamApplicationRoutes,
  ],
});
