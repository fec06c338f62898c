import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const CalendarPage = lazy(() => import('./calendar-page'));

export const calendarRoutes: RemoteRoute[] = [{ path: '/calendar', layout: 'main', Component: CalendarPage }];
