import { lazy } from 'react';
import type { RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const DocumentsPage = lazy(() => import('./documents-page'));

export const documentsRoutes: RemoteRoute[] = [{ path: patterns.documents, layout: 'main', Component: DocumentsPage }];
