// The documents module: players' and staff's documents (identity, medical, consent …), private
// files handed out only to the roles that may see them, and the daily reminders of those that
// expire (ADR 0167).
import { defineModule } from '../module';
import { documentsCabinetRoutes } from './documents.cabinet.routes';
import type { DocumentRemindersService } from './document-reminders.service';
import type { DocumentsService } from './documents.service';

export { documentDto } from './document-view';
export { createDocumentsService, type DocumentsService } from './documents.service';
export {
  createDocumentRemindersService,
  DOCUMENT_REMINDERS_JOB,
  type DocumentRemindersService,
  type ReminderRun,
  type ReminderSender,
  type SentReminder,
} from './document-reminders.service';

export const documentsModule = defineModule<{ documents: DocumentsService; reminders: DocumentRemindersService }>({
  cabinetRoutes: documentsCabinetRoutes,
});
