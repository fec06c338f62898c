import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';

const DocumentsPage = lazy(() => import('./documents-page'));

export const documentsRoutes: RemoteRoute[] = [{ path: '/documents', layout: 'main', Component: DocumentsPage }];
