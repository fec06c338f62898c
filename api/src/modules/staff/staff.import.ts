// Staff written by the registry import (ADR 0250), inside the import's transaction: the rows the
// cabinet's create writes from the same bodies, free slugs and the places in their teams, many at
// once; a slug another transaction took meanwhile is taken again.
import type { StaffCreateBody } from '@league/shared/contracts';
import type { Executor } from '../../db/database';
import * as people from '../../db/person-tables';
import { freeSlugs, insertWithFreeSlug } from '../../lib/slug';
import { personSlugBase } from '../players/index';
import { newStaffRow } from './staff.cabinet.service';
import * as repository from './staff.repository';

const T = repository.STAFF_TABLES;
const CHUNK = 500;

async function insertOne(trx: Executor, body: StaffCreateBody, today: string): Promise<void> {
  const { id } = await insertWithFreeSlug(
    personSlugBase(body, 'staff'),
    (candidate) => people.slugTaken(trx, T, candidate),
    (slug) => repository.insertStaff(trx, newStaffRow(body, slug)),
  );
  await people.joinTeam(trx, T, id, body.team_id, today);
}

/** Many staff members and their places; answers how many. */
export async function insertImportedStaff(trx: Executor, bodies: StaffCreateBody[], today: string): Promise<number> {
  const bases = bodies.map((body) => personSlugBase(body, 'staff'));
  const slugs = freeSlugs(bases, await people.takenSlugs(trx, T, bases));
  for (let start = 0; start < bodies.length; start += CHUNK) {
    const part = bodies.slice(start, start + CHUNK);
    const saved = new Map(
      (
        await repository.insertStaffMany(
          trx,
          part.map((body, i) => newStaffRow(body, slugs[start + i])),
        )
      ).map((row) => [row.slug, row.id]),
    );
    const places: { personId: number; teamId: number; number: null }[] = [];
    for (const [i, body] of part.entries()) {
      const id = saved.get(slugs[start + i]);
      if (id === undefined) await insertOne(trx, body, today);
      else places.push({ personId: id, teamId: body.team_id, number: null });
    }
    await people.joinTeams(trx, T, places, today);
  }
  return bodies.length;
}
