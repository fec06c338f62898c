import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const CalendarPage = lazy(() => import('./calendar-page'));
const MatchesPage = lazy(() => import('./matches-page'));

const positiveId = (params: Record<string, string | undefined>) => /^[1-9]\d{0,9}$/.test(params.id ?? '');

export const scheduleRoutes: RemoteRoute[] = [
  { path: patterns.tournamentCalendar, layout: 'cabinet', roles: pageRoles(patterns.tournamentCalendar), validate: positiveId, Component: CalendarPage },
  { path: patterns.tournamentMatches, layout: 'cabinet', roles: pageRoles(patterns.tournamentMatches), validate: positiveId, Component: MatchesPage },
];
