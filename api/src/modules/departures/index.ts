// The departures module: a team's trips to away matches — count, squad, the provider's decision.
import { defineModule } from '../module';
import { departuresCabinetRoutes } from './departures.cabinet.routes';
import type { DeparturesService } from './departures.service';

export { createDeparturesService, type DeparturesService } from './departures.service';

export const departuresModule = defineModule<{ departures: DeparturesService }>({
  cabinetRoutes: departuresCabinetRoutes,
});
