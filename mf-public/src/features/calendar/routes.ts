import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const CalendarPage = lazyPage(() => import('./calendar-page'));

export const calendarRoutes: RemoteRoute[] = [{ path: patterns.calendar, layout: 'main', Component: CalendarPage }];
