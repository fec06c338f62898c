// The stadiums module: stadiums and the places they are in (countries, cities); the cabinet's
// stadiums registry.
import { defineModule } from '../module';
import { stadiumsCabinetRoutes } from './stadiums.cabinet.routes';
import type { StadiumsCabinetService } from './stadiums.cabinet.service';
import { stadiumsPublicRoutes } from './stadiums.public.routes';
import type { StadiumsService } from './stadiums.service';

export { createStadiumsCabinetService, type StadiumsCabinetService } from './stadiums.cabinet.service';
export { createStadiumsService, type StadiumsService } from './stadiums.service';

export const stadiumsModule = defineModule<{ stadiums: StadiumsService; registry: StadiumsCabinetService }>({
  publicRoutes: stadiumsPublicRoutes,
  cabinetRoutes: stadiumsCabinetRoutes,
});
