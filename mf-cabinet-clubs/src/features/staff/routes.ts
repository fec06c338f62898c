import { lazy } from 'react';
import { hasIds, isSlug, pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamStaffPage = lazy(() => import('./team-staff-page'));
const StaffPage = lazy(() => import('./staff-page'));
const StaffCreatePage = lazy(() => import('./staff-form-page').then((m) => ({ default: m.StaffCreatePage })));
const StaffEditPage = lazy(() => import('./staff-form-page').then((m) => ({ default: m.StaffEditPage })));

const team = hasIds('club_id', 'id');
const member = (params: Record<string, string | undefined>) => team(params) && isSlug(params.slug);

export const staffRoutes: RemoteRoute[] = [
  {
    path: patterns.teamStaff,
    layout: 'cabinet',
    roles: pageRoles(patterns.teamStaff),
    validate: team,
    Component: TeamStaffPage,
  },
  {
    path: patterns.teamStaffCreate,
    layout: 'cabinet',
    hideHeader: true,
    roles: pageRoles(patterns.teamStaffCreate),
    validate: team,
    Component: StaffCreatePage,
  },
  {
    path: patterns.teamStaffMember,
    layout: 'cabinet',
    roles: pageRoles(patterns.teamStaffMember),
    validate: member,
    Component: StaffPage,
  },
  {
    path: patterns.teamStaffEdit,
    layout: 'cabinet',
    middleware: ['provider-rules'],
    hideHeader: true,
    roles: pageRoles(patterns.teamStaffEdit),
    validate: member,
    Component: StaffEditPage,
  },
];
