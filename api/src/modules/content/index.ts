// The content module: news, sport analytics, media albums, videos, press, static pages, people of
// the league, partners, banners, contacts and public documents.
import { defineModule } from '../module';
import { contentPublicRoutes } from './content.public.routes';
import { createContentService } from './content.service';

export const contentModule = defineModule({
  services: ({ db, clock }) => ({ content: createContentService({ db, clock }) }),
  publicRoutes: contentPublicRoutes,
});
