import { hasContentSlug, hasIds, lazyPage, type RemoteRoute } from '@league/shared';
import { patterns } from '../../paths';

const NewsListPage = lazyPage(() => import('./news-list-page'));
const NewsItemPage = lazyPage(() => import('./news-item-page'));
const NewsPreviewPage = lazyPage(() => import('./news-preview-page'));

export const newsRoutes: RemoteRoute[] = [
  { path: patterns.news, layout: 'main-news', Component: NewsListPage },
  { path: patterns.newsPreview, layout: 'main-news', validate: hasIds('id'), Component: NewsPreviewPage },
  { path: patterns.newsItem, layout: 'main-news', validate: hasContentSlug, Component: NewsItemPage },
];
