import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const AccountsPage = lazy(() => import('./accounts-page'));
const InvitationsPage = lazy(() => import('./invitations-page'));
const AccountPage = lazy(() => import('./account-page'));

export const accountsRoutes: RemoteRoute[] = [
  { path: patterns.accounts, layout: 'cabinet', roles: pageRoles(patterns.accounts), Component: AccountsPage },
  {
    path: patterns.accountInvitations,
    layout: 'cabinet',
    roles: pageRoles(patterns.accountInvitations),
    Component: InvitationsPage,
  },
  { path: patterns.account, layout: 'cabinet', roles: pageRoles(patterns.account), Component: AccountPage },
];
