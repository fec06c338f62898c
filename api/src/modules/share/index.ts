// The share module: the pictures link previews show for the public pages that have a subject
// (ADR 0169) — PNGs of 1200×630 drawn from the same answers as the pages. It owns no table and
// no SQL: it reads through the services of matches, teams, players, tournaments, clubs,
// referees and content, and the file store for crests, photos and pictures.
import { defineModule } from '../module';
import { sharePublicRoutes } from './share.public.routes';
import type { ShareService } from './share.service';

export { createShareService, type ShareService } from './share.service';

export const shareModule = defineModule<{ share: ShareService }>({
  publicRoutes: sharePublicRoutes,
});
