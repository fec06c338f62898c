// The documents module: players' and staff's documents (identity, medical, consent …), private
// files handed out only to the roles that may see them.
import { defineModule } from '../module';
import { documentsCabinetRoutes } from './documents.cabinet.routes';
import { createDocumentsService } from './documents.service';

export const documentsModule = defineModule({
  services: ({ db, storage, clock }) => ({ documents: createDocumentsService({ db, storage, clock }) }),
  cabinetRoutes: documentsCabinetRoutes,
});
