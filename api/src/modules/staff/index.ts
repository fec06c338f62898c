// The staff module: coaches and the other staff of the teams, public and in the cabinet.
import { defineModule } from '../module';
import { staffCabinetRoutes } from './staff.cabinet.routes';
import { createStaffCabinetService, type StaffCabinetService } from './staff.cabinet.service';
import { staffPublicRoutes } from './staff.public.routes';
import { createStaffService, type StaffService } from './staff.service';

export const staffModule = defineModule<{ staff: StaffService; cabinet: StaffCabinetService }>({
  services: ({ db, clock, storage }) => ({ staff: createStaffService({ db, clock }), cabinet: createStaffCabinetService({ db, clock, storage }) }),
  publicRoutes: staffPublicRoutes,
  cabinetRoutes: staffCabinetRoutes,
});
