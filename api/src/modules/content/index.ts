// The content module: news, sport analytics, media albums, videos, press, static pages, people of
// the league, partners, banners, contacts and public documents.
import { defineModule } from '../module';
import { articlesCabinetRoutes, type ContentCabinetServices } from './articles.cabinet.routes';
import { contentPublicRoutes } from './content.public.routes';

export { createContentService, type ContentService } from './content.service';
export { createMatchPhotos, type MatchPhotos } from './match-photos.service';
export { createArticlesService, type ArticlesService } from './articles/articles.service';
export { createAlbumsService, type AlbumsService } from './albums/albums.service';
export { createCatalogueService, type CatalogueService } from './catalogue/catalogue.service';
export { publishDue, scheduleClock } from './articles/publish-due';

export const contentModule = defineModule<ContentCabinetServices>({
  publicRoutes: contentPublicRoutes,
  cabinetRoutes: articlesCabinetRoutes,
});
