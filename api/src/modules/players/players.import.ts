// Players written by the registry import (ADR 0250), inside the import's transaction: the rows the
// cabinet's create writes from the same bodies, free slugs and the places in their teams — a
// thousand at once in a few statements; a slug another transaction took meanwhile is taken again.
import type { PlayerCreateBody } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import * as people from '../../db/person-tables';
import { freeSlugs, insertWithFreeSlug } from '../../lib/slug';
import { personSlugBase } from './person-cabinet.rules';
import { newPlayerRow } from './players.cabinet.service';
import * as repository from './players.repository';

const T = repository.PLAYER_TABLES;
/** Rows per statement (well below PostgreSQL's 65,535 parameters). */
const CHUNK = 500;

/** One player, under the first free slug, and its place. */
export async function insertImportedPlayer(trx: Executor, body: PlayerCreateBody, today: string): Promise<number> {
  const { id } = await insertWithFreeSlug(
    personSlugBase(body, 'player'),
    (candidate) => people.slugTaken(trx, T, candidate),
    (slug) => repository.insertPlayer(trx, newPlayerRow(body, slug)),
  );
  await people.joinTeam(trx, T, id, body.team_id, today, body.number ?? null);
  return id;
}

/** Many players and their places; answers how many. */
export async function insertImportedPlayers(trx: Executor, bodies: PlayerCreateBody[], today: string): Promise<number> {
  const bases = bodies.map((body) => personSlugBase(body, 'player'));
  const slugs = freeSlugs(bases, await people.takenSlugs(trx, T, bases));
  for (let start = 0; start < bodies.length; start += CHUNK) {
    const part = bodies.slice(start, start + CHUNK);
    const rows = part.map((body, i) => newPlayerRow(body, slugs[start + i]));
    const saved = new Map((await repository.insertPlayers(trx, rows)).map((row) => [row.slug, row.id]));
    const places: { personId: number; teamId: number; number: number | null }[] = [];
    for (const [i, body] of part.entries()) {
      const id = saved.get(slugs[start + i]);
      if (id === undefined) await insertImportedPlayer(trx, body, today);
      else places.push({ personId: id, teamId: body.team_id, number: body.number ?? null });
    }
    await people.joinTeams(trx, T, places, today);
  }
  return bodies.length;
}
