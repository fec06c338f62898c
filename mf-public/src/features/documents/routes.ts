import { lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const DocumentsPage = lazyPage(() => import('./documents-page'));

export const documentsRoutes: RemoteRoute[] = [{ path: patterns.documents, layout: 'main', Component: DocumentsPage }];
