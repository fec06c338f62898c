// The system module: the server's clock in the league's time zone, the interface translations
// and the handbooks (reference lists).
import { defineModule } from '../module';
import { createHandbooksService } from './handbooks.service';
import { systemPublicRoutes } from './system.public.routes';
import { createSystemService } from './system.service';

export const systemModule = defineModule({
  services: ({ db, clock }) => ({ system: createSystemService({ db, clock }), handbooks: createHandbooksService({ db, clock }) }),
  publicRoutes: systemPublicRoutes,
});
