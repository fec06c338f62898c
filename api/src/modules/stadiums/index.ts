// The stadiums module: stadiums and the places they are in (countries, cities).
import { defineModule } from '../module';
import { stadiumsPublicRoutes } from './stadiums.public.routes';
import { createStadiumsService } from './stadiums.service';

export const stadiumsModule = defineModule({
  services: ({ db }) => ({ stadiums: createStadiumsService({ db }) }),
  publicRoutes: stadiumsPublicRoutes,
});
