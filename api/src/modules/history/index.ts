// The history module: the recorded changes of the league's records — who, when, which record,
// each field before → after — read by the super_admin's log and each record's History panel. The
// database writes them (a trigger, in the transaction of each signed-in write; ADR 0240).
import { defineModule } from '../module';
import { historyCabinetRoutes } from './history.cabinet.routes';
import type { HistoryService } from './history.service';

export { createHistoryService, type HistoryService } from './history.service';

export const historyModule = defineModule<{ history: HistoryService }>({
  cabinetRoutes: historyCabinetRoutes,
});
