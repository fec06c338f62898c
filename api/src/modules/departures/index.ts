// The departures module: a team's trips to away matches — count, squad, the provider's decision.
import { defineModule } from '../module';
import { departuresCabinetRoutes } from './departures.cabinet.routes';
import { createDeparturesService } from './departures.service';

export const departuresModule = defineModule({
  services: ({ db, clock }) => ({ departures: createDeparturesService({ db, clock }) }),
  cabinetRoutes: departuresCabinetRoutes,
});
