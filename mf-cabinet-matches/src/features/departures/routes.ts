import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const DeparturesPage = lazy(() => import('./departures-page'));
const DeparturePage = lazy(() => import('./departure-page'));
const DepartureSquadPage = lazy(() => import('./departure-squad-page'));

const positive = (value: string | undefined) => /^[1-9]\d{0,9}$/.test(value ?? '');
const tournamentId = (params: Record<string, string | undefined>) => positive(params.id);
const departureIds = (params: Record<string, string | undefined>) =>
  positive(params.id) && positive(params.departure_id);

export const departuresRoutes: RemoteRoute[] = [
  { path: patterns.departures, layout: 'cabinet', roles: pageRoles(patterns.departures), Component: DeparturesPage },
  {
    path: patterns.tournamentDepartures,
    layout: 'cabinet',
    roles: pageRoles(patterns.tournamentDepartures),
    validate: tournamentId,
    Component: DeparturesPage,
  },
  {
    path: patterns.departure,
    layout: 'cabinet',
    roles: pageRoles(patterns.departure),
    validate: departureIds,
    Component: DeparturePage,
  },
  // The provider reads the squad on the departure's page (provider-rules sends it there).
  {
    path: patterns.departureSquad,
    layout: 'cabinet',
    middleware: ['provider-rules'],
    roles: pageRoles(patterns.departureSquad),
    validate: departureIds,
    Component: DepartureSquadPage,
  },
];
