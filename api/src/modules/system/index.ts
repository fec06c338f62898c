// The system module: the server's clock in the league's time zone, the interface translations
// and the handbooks (reference lists).
import { defineModule } from '../module';
import type { HandbooksService } from './handbooks.service';
import { systemPublicRoutes } from './system.public.routes';
import type { SystemService } from './system.service';

export { createHandbooksService, type HandbooksService } from './handbooks.service';
export { createSystemService, type SystemService } from './system.service';

export const systemModule = defineModule<{ system: SystemService; handbooks: HandbooksService }>({
  publicRoutes: systemPublicRoutes,
});
