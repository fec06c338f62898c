// SQL of the league's identity: the one row (id 1, created by its migration), read, locked and written.
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import { json } from '../../db/json';
import type { LeagueSettingsTable } from './league.table';

export type IdentityRow = Omit<Selectable<LeagueSettingsTable>, 'social' | 'updated_at'> & {
  social: { network: string; url: string }[];
};

export async function readIdentityRow(
  db: Executor,
  options: { lock?: boolean } = {},
): Promise<IdentityRow | undefined> {
  // The row is the migration's; a database emptied by hand (truncate … cascade) gets it back.
  if (options.lock)
    await db
      .insertInto('league_settings')
      .values({ id: 1 })
      .onConflict((oc) => oc.doNothing())
      .execute();
  let query = db.selectFrom('league_settings').selectAll().where('id', '=', 1);
  if (options.lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as IdentityRow | undefined;
}

export type IdentityValues = Omit<IdentityRow, 'id' | 'version' | 'logo' | 'updated_by'>;

export async function writeIdentity(db: Executor, values: IdentityValues, by: number, now: Date): Promise<void> {
  await db
    .updateTable('league_settings')
    .set({
      ...values,
      social: json(values.social),
      version: (eb) => eb('version', '+', 1),
      updated_at: now,
      updated_by: by,
    })
    .where('id', '=', 1)
    .execute();
}

export async function writeLogo(db: Executor, logo: string | null, by: number, now: Date): Promise<void> {
  await db
    .updateTable('league_settings')
    .set({ logo, version: (eb) => eb('version', '+', 1), updated_at: now, updated_by: by })
    .where('id', '=', 1)
    .execute();
}
