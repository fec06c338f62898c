// The documents module: players' and staff's documents (identity, medical, consent …), private
// files handed out only to the roles that may see them.
import { defineModule } from '../module';
import { documentsCabinetRoutes } from './documents.cabinet.routes';
import type { DocumentsService } from './documents.service';

export { createDocumentsService, type DocumentsService } from './documents.service';

export const documentsModule = defineModule<{ documents: DocumentsService }>({
  cabinetRoutes: documentsCabinetRoutes,
});
