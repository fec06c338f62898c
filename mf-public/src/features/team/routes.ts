import { isSlug, lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamPage = lazyPage(() => import('./team-page'));
const TeamCalendarPage = lazyPage(() => import('./team-calendar-page'));
const TeamSquadPage = lazyPage(() => import('./team-squad-page'));
const TeamStaffPage = lazyPage(() => import('./team-staff-page'));
const StaffPage = lazyPage(() => import('./staff-page'));
const TeamUnsubmittedPage = lazyPage(() => import('./team-unsubmitted-page'));

const validSlug = (params: Record<string, string | undefined>) =>
  isSlug(params.slug) && (params.staff_slug === undefined || isSlug(params.staff_slug));

export const teamRoutes: RemoteRoute[] = [
  { path: patterns.team, layout: 'main-team', validate: validSlug, Component: TeamPage },
  { path: patterns.teamCalendar, layout: 'main-team', validate: validSlug, Component: TeamCalendarPage },
  { path: patterns.teamSquad, layout: 'main-team', validate: validSlug, Component: TeamSquadPage },
  { path: patterns.teamStaff, layout: 'main-team', validate: validSlug, Component: TeamStaffPage },
  { path: patterns.staff, layout: 'main-team', validate: validSlug, Component: StaffPage },
  { path: patterns.teamUnsubmitted, layout: 'main-team', validate: validSlug, Component: TeamUnsubmittedPage },
];
