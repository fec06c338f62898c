import { lazy } from 'react';
import { hasIds, pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TournamentsListPage = lazy(() => import('./tournaments-list-page'));
const TournamentPage = lazy(() => import('./tournament-page'));
const TournamentCreatePage = lazy(() => import('./tournament-create-page'));
const TournamentEditPage = lazy(() => import('./tournament-edit-page'));

const tournamentId = hasIds('id');

export const tournamentsRoutes: RemoteRoute[] = [
  {
    path: patterns.tournaments,
    layout: 'cabinet',
    roles: pageRoles(patterns.tournaments),
    Component: TournamentsListPage,
  },
  {
    path: patterns.tournamentCreate,
    layout: 'cabinet',
    middleware: ['super-admin'],
    hideHeader: true,
    roles: pageRoles(patterns.tournamentCreate),
    Component: TournamentCreatePage,
  },
  {
    path: patterns.tournament,
    layout: 'cabinet',
    roles: pageRoles(patterns.tournament),
    validate: tournamentId,
    Component: TournamentPage,
  },
  {
    path: patterns.tournamentEdit,
    layout: 'cabinet',
    middleware: ['super-admin'],
    hideHeader: true,
    roles: pageRoles(patterns.tournamentEdit),
    validate: tournamentId,
    Component: TournamentEditPage,
  },
];
