import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamPage = lazy(() => import('./team-page'));
const TeamCalendarPage = lazy(() => import('./team-calendar-page'));
const TeamSquadPage = lazy(() => import('./team-squad-page'));
const TeamStaffPage = lazy(() => import('./team-staff-page'));
const StaffPage = lazy(() => import('./staff-page'));
const TeamUnsubmittedPage = lazy(() => import('./team-unsubmitted-page'));

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/i;
const validSlug = (params: Record<string, string | undefined>) => SLUG.test(params.slug ?? '') && (params.staff_slug === undefined || SLUG.test(params.staff_slug));

export const teamRoutes: RemoteRoute[] = [
  { path: patterns.team, layout: 'main-team', validate: validSlug, Component: TeamPage },
  { path: patterns.teamCalendar, layout: 'main-team', validate: validSlug, Component: TeamCalendarPage },
  { path: patterns.teamSquad, layout: 'main-team', validate: validSlug, Component: TeamSquadPage },
  { path: patterns.teamStaff, layout: 'main-team', validate: validSlug, Component: TeamStaffPage },
  { path: patterns.staff, layout: 'main-team', validate: validSlug, Component: StaffPage },
  { path: patterns.teamUnsubmitted, layout: 'main-team', validate: validSlug, Component: TeamUnsubmittedPage },
];
