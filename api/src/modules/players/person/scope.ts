// A person's scope in the cabinet: a person the user may read or change (else 404), and the
// teams of a person's places by id.
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import * as people from '../../../db/person-tables';
import { AppError } from '../../../lib/errors';
import { type CurrentUser, inClubScope } from '../../auth/index';
import type { PersonCabinetDeps, PersonCabinetRow } from './deps';

const notFound = () => new AppError('not_found');

export async function teamsById<Row extends PersonCabinetRow>(
  { db }: PersonCabinetDeps<Row>,
  language: Language,
  ids: Iterable<number>,
) {
  const rows = await people.cabinetTeams(db, language, { ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, row]));
}

/** A person the user may read, or 404. */
export async function readable<Row extends PersonCabinetRow>(
  { db, kind }: PersonCabinetDeps<Row>,
  language: Language,
  user: CurrentUser,
  where: { slug: string } | { ids: number[] },
) {
  const [row] = await kind.rows(db, language, where);
  if (!row || !inClubScope(user, ...(await people.activeClubIds(db, kind.tables, row.id)))) throw notFound();
  return row;
}

/** Locks a person the user may change, or 404. */
export async function writable<Row extends PersonCabinetRow>(
  { kind }: PersonCabinetDeps<Row>,
  trx: Executor,
  user: CurrentUser,
  where: { id: number } | { slug: string },
) {
  const row = await people.lockPerson(trx, kind.tables, where);
  if (!row || !inClubScope(user, ...(await people.activeClubIds(trx, kind.tables, row.id)))) throw notFound();
  return row;
}
