// The staff module: coaches and the other staff of the teams, public and in the cabinet.
import { defineModule } from '../module';
import { staffCabinetRoutes } from './staff.cabinet.routes';
import type { StaffCabinetService } from './staff.cabinet.service';
import { staffPublicRoutes } from './staff.public.routes';
import type { StaffService } from './staff.service';

export { createStaffCabinetService, type StaffCabinetService } from './staff.cabinet.service';
export { createStaffService, type StaffService } from './staff.service';
export { contactIssues } from './staff.cabinet.service';
export { insertImportedStaff } from './staff.import';
export { STAFF_TABLES } from './staff.repository';

export const staffModule = defineModule<{ staff: StaffService; cabinet: StaffCabinetService }>({
  publicRoutes: staffPublicRoutes,
  cabinetRoutes: staffCabinetRoutes,
});
