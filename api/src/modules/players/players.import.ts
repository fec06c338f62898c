// A player written by the registry import (ADR 0250), inside the import's transaction: the row
// the cabinet's create writes from the same body, a free slug, and the place in the team.
import type { PlayerCreateBody } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import * as people from '../../db/person-tables';
import { insertWithFreeSlug } from '../../lib/slug';
import { personSlugBase } from './person-cabinet.rules';
import { playerColumns } from './players.cabinet.service';
import * as repository from './players.repository';

export async function insertImportedPlayer(
  trx: Executor,
  body: PlayerCreateBody,
  today: string,
): Promise<{ id: number; slug: string }> {
  const values = playerColumns(body);
  const saved = await insertWithFreeSlug(
    personSlugBase(body, 'player'),
    (candidate) => people.slugTaken(trx, repository.PLAYER_TABLES, candidate),
    (slug) =>
      repository.insertPlayer(trx, {
        ...values,
        first_name_kk: values.first_name_kk!,
        last_name_kk: values.last_name_kk!,
        slug,
      }),
  );
  await people.joinTeam(trx, repository.PLAYER_TABLES, saved.id, body.team_id, today, body.number ?? null);
  return saved;
}
