import { lazy } from 'react';
import { pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const ImportPage = lazy(() => import('./import-page'));

export const registryImportRoutes: RemoteRoute[] = [
  {
    path: patterns.registryImport,
    layout: 'cabinet',
    roles: pageRoles(patterns.registryImport),
    Component: ImportPage,
  },
];
