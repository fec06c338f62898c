// The registry-import module: clubs, teams, players and staff from a CSV or XLSX file (ADR 0250),
// with a preview of every row's problems and an import of every valid row in one transaction.
// It reads the registry's tables and writes through the clubs, teams, players and staff modules.
import { defineModule } from '../module';
import { registryImportRoutes } from './import.routes';
import type { RegistryImportService } from './import.service';

export { createRegistryImportService, type RegistryImportService } from './import.service';

export const registryImportModule = defineModule<{ imports: RegistryImportService }>({
  cabinetRoutes: registryImportRoutes,
});
