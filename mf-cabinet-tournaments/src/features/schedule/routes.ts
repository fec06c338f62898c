import { lazy } from 'react';
import { hasIds, pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const CalendarPage = lazy(() => import('./calendar-page'));
const MatchesPage = lazy(() => import('./matches-page'));

const tournamentId = hasIds('id');

export const scheduleRoutes: RemoteRoute[] = [
  {
    path: patterns.tournamentCalendar,
    layout: 'cabinet',
    roles: pageRoles(patterns.tournamentCalendar),
    validate: tournamentId,
    Component: CalendarPage,
  },
  {
    path: patterns.tournamentMatches,
    layout: 'cabinet',
    roles: pageRoles(patterns.tournamentMatches),
    validate: tournamentId,
    Component: MatchesPage,
  },
];
