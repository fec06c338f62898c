// The departures module: a team's trips to away matches.
import { defineModule } from '../module';
import { departuresCabinetRoutes } from './departures.cabinet.routes';
import { createDeparturesService } from './departures.service';

export const departuresModule = defineModule({
  services: ({ db }) => ({ departures: createDeparturesService({ db }) }),
  cabinetRoutes: departuresCabinetRoutes,
});
