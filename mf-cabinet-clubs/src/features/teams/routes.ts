import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const TeamPage = lazy(() => import('./team-page'));
const TeamAboutPage = lazy(() => import('./team-about-page'));
const TeamCreatePage = lazy(() => import('./team-create-page'));
const TeamEditPage = lazy(() => import('./team-edit-page'));

const positive = (value: string | undefined) => /^[1-9]\d{0,9}$/.test(value ?? '');
const clubId = (params: Record<string, string | undefined>) => positive(params.club_id);
const clubAndTeam = (params: Record<string, string | undefined>) => positive(params.club_id) && positive(params.id);

export const teamsRoutes: RemoteRoute[] = [
  { path: patterns.teamCreate, layout: 'cabinet', middleware: ['super-admin'], roles: pageRoles(patterns.teamCreate), validate: clubId, Component: TeamCreatePage },
  { path: patterns.team, layout: 'cabinet', roles: pageRoles(patterns.team), validate: clubAndTeam, Component: TeamPage },
  { path: patterns.teamAbout, layout: 'cabinet', roles: pageRoles(patterns.teamAbout), validate: clubAndTeam, Component: TeamAboutPage },
  { path: patterns.teamEdit, layout: 'cabinet', roles: pageRoles(patterns.teamEdit), validate: clubAndTeam, Component: TeamEditPage },
];
