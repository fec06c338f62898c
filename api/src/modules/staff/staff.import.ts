// A staff member written by the registry import (ADR 0250), inside the import's transaction: the
// row the cabinet's create writes from the same body, a free slug, and the place in the team.
import type { StaffCreateBody } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import * as people from '../../db/person-tables';
import { insertWithFreeSlug } from '../../lib/slug';
import { personSlugBase } from '../players/index';
import { staffColumns } from './staff.cabinet.service';
import * as repository from './staff.repository';

export async function insertImportedStaff(
  trx: Executor,
  body: StaffCreateBody,
  today: string,
): Promise<{ id: number; slug: string }> {
  const values = staffColumns(body);
  const saved = await insertWithFreeSlug(
    personSlugBase(body, 'staff'),
    (candidate) => people.slugTaken(trx, repository.STAFF_TABLES, candidate),
    (slug) =>
      repository.insertStaff(trx, {
        ...values,
        first_name_kk: values.first_name_kk!,
        last_name_kk: values.last_name_kk!,
        slug,
      }),
  );
  await people.joinTeam(trx, repository.STAFF_TABLES, saved.id, body.team_id, today);
  return saved;
}
