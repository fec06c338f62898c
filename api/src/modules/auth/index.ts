// The auth module: cabinet login, logout and the signed-in user. The service is created once by
// app.ts (the auth plugin checks tokens with it) and handed to every module in its options.
import { defineModule } from '../module';
import { authCabinetRoutes } from './auth.cabinet.routes';

export const authModule = defineModule({
  services: ({ auth }) => ({ auth }),
  cabinetRoutes: authCabinetRoutes,
});
