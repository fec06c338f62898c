import { lazy } from 'react';
import { hasIds, pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const ClubsListPage = lazy(() => import('./clubs-list-page'));
const ClubPage = lazy(() => import('./club-page'));
const ClubCreatePage = lazy(() => import('./club-create-page'));
const ClubEditPage = lazy(() => import('./club-edit-page'));

const clubId = hasIds('club_id');

export const clubsRoutes: RemoteRoute[] = [
  { path: patterns.clubs, layout: 'cabinet', roles: pageRoles(patterns.clubs), Component: ClubsListPage },
  {
    path: patterns.clubCreate,
    layout: 'cabinet',
    middleware: ['super-admin'],
    hideHeader: true,
    roles: pageRoles(patterns.clubCreate),
    Component: ClubCreatePage,
  },
  { path: patterns.club, layout: 'cabinet', roles: pageRoles(patterns.club), validate: clubId, Component: ClubPage },
  {
    path: patterns.clubEdit,
    layout: 'cabinet',
    middleware: ['super-admin'],
    hideHeader: true,
    roles: pageRoles(patterns.clubEdit),
    validate: clubId,
    Component: ClubEditPage,
  },
];
