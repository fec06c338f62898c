// The row of `registry_imports` (migration 20261128050100): one imported file and its place.
import type { CreatedAt, Id, WithDefault } from '../../db/types';

export interface RegistryImportTable {
  id: Id;
  /** The file's SHA-256 and where it went: 'registry:<hash>', 'team:<id>:players:<hash>'. */
  source: string;
  file_name: string;
  created_by: number | null;
  clubs: WithDefault<number>;
  teams: WithDefault<number>;
  players: WithDefault<number>;
  staff: WithDefault<number>;
  skipped: WithDefault<number>;
  created_at: CreatedAt;
}

export interface RegistryImportTables {
  registry_imports: RegistryImportTable;
}
