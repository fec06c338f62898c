// The content module: news, sport analytics, media albums, videos, press, static pages, people of
// the league, partners, banners, contacts and public documents.
import { defineModule } from '../module';
import { contentPublicRoutes } from './content.public.routes';
import type { ContentService } from './content.service';

export { createContentService, type ContentService } from './content.service';
export { createMatchPhotos, type MatchPhotos } from './match-photos.service';

export const contentModule = defineModule<{ content: ContentService }>({
  publicRoutes: contentPublicRoutes,
});
