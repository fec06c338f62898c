import { lazy } from 'react';
import { hasIds, pageRoles, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const ArticlesPage = lazy(() => import('./articles-page'));
const ArticleEditPage = lazy(() => import('./article-edit-page'));

const hasId = hasIds('id');
const page = (path: string) => ({ path, layout: 'cabinet' as const, roles: pageRoles(path) });

/** News and analytics share one list and one editor; the path says which. */
export const articlesRoutes: RemoteRoute[] = [
  { ...page(patterns.news), Component: ArticlesPage },
  { ...page(patterns.newsCreate), Component: ArticleEditPage },
  { ...page(patterns.newsEdit), Component: ArticleEditPage, validate: hasId },
  { ...page(patterns.analytics), Component: ArticlesPage },
  { ...page(patterns.analyticsCreate), Component: ArticleEditPage },
  { ...page(patterns.analyticsEdit), Component: ArticleEditPage, validate: hasId },
];
