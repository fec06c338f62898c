import { lazy } from 'react';
import { hasIds, pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamPage = lazy(() => import('./team-page'));
const TeamAboutPage = lazy(() => import('./team-about-page'));
const TeamCreatePage = lazy(() => import('./team-create-page'));
const TeamEditPage = lazy(() => import('./team-edit-page'));

const clubId = hasIds('club_id');
const clubAndTeam = hasIds('club_id', 'id');

export const teamsRoutes: RemoteRoute[] = [
  {
    path: patterns.teamCreate,
    layout: 'cabinet',
    middleware: ['super-admin'],
    roles: pageRoles(patterns.teamCreate),
    validate: clubId,
    Component: TeamCreatePage,
  },
  {
    path: patterns.team,
    layout: 'cabinet',
    roles: pageRoles(patterns.team),
    validate: clubAndTeam,
    Component: TeamPage,
  },
  {
    path: patterns.teamAbout,
    layout: 'cabinet',
    roles: pageRoles(patterns.teamAbout),
    validate: clubAndTeam,
    Component: TeamAboutPage,
  },
  {
    path: patterns.teamEdit,
    layout: 'cabinet',
    roles: pageRoles(patterns.teamEdit),
    validate: clubAndTeam,
    Component: TeamEditPage,
  },
];
