import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const CalendarPage = lazy(() => import('./calendar-page'));

export const calendarRoutes: RemoteRoute[] = [{ path: patterns.calendar, layout: 'main', Component: CalendarPage }];
