// Running migrations with Kysely's Migrator and the static migration list.
import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations';

function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function check(results: { error?: unknown; results?: MigrationResult[] }): MigrationResult[] {
  if (results.error) {
    const failed = results.results?.find((result) => result.status === 'Error');
    const error = results.error instanceof Error ? results.error : new Error(String(results.error));
    if (failed) error.message = `migration ${failed.migrationName} failed: ${error.message}`;
    throw error;
  }
  return results.results ?? [];
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  return check(await migrator(db).migrateToLatest());
}

/** Undoes every migration (runs each `down`, newest first). */
export async function migrateDownAll(db: Kysely<any>): Promise<MigrationResult[]> {
  return check(await migrator(db).migrateTo(NO_MIGRATIONS));
}

export async function migrateDown(db: Kysely<any>): Promise<MigrationResult[]> {
  return check(await migrator(db).migrateDown());
}

export const migrationNames = (): string[] => Object.keys(migrations).sort();
