// SQL of players. Every function takes `db` or a `trx` first.
import type { IdentityKind, Language, PersonStatus, PlayerPosition } from '@league/shared/contracts';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import { nameColumns, PERSON_TABLES, personHeadColumns } from '../../db/person-tables';
import type { PersonHead, PersonTables } from '../../db/person-tables';
import type { PersonNames } from '../../db/types';
import type { PlayerTable } from './players.table';
import type { Database, Executor } from '../../db/database';
import { countRows } from '../../db/count-rows';
import { fullName, localized, localizedOptional, nameLike } from '../../db/localized';
import { insertManyUnlessSlugTaken, insertUnlessSlugTaken } from '../../db/slug-insert';
import { likePattern } from '../../lib/like-pattern';

export interface PlayerRow extends PersonHead {
  middle_name: string | null;
  photo: string | null;
  position: PlayerPosition;
  number: number | null;
  birth_date: string;
  height_cm: number | null;
  weight_kg: number | null;
  is_pupil: boolean;
  is_captain: boolean;
  is_joker: boolean;
  /** ISO 3166-1 alpha-2 code. */
  citizenship: string | null;
}

function playerQuery(db: Executor, language: Language) {
  return db
    .selectFrom('players as p')
    .select([
      ...personHeadColumns('p', language),
      localizedOptional('p.middle_name', language).as('middle_name'),
      'p.photo',
      'p.position',
      'p.number',
      'p.birth_date',
      'p.height_cm',
      'p.weight_kg',
      'p.is_pupil',
      'p.is_captain',
      'p.is_joker',
      'p.citizenship',
    ]);
}

export async function findPlayerBySlug(db: Executor, language: Language, slug: string): Promise<PlayerRow | undefined> {
  return playerQuery(db, language).where('p.slug', '=', slug).executeTakeFirst();
}

export async function playersByIds(db: Executor, language: Language, ids: number[]): Promise<PlayerRow[]> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return [];
  return playerQuery(db, language).where('p.id', 'in', unique).execute();
}

export interface PlayerFilter {
  q?: string;
  teamId?: number;
  tournamentId?: number;
  position?: PlayerPosition;
}

function filterPlayers(eb: ExpressionBuilder<Database & { p: Database['players'] }, 'p'>, filter: PlayerFilter) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q.trim().replace(/\s+/g, ' '));
    conditions.push(nameLike('p', pattern, 'either'));
  }
  if (filter.position) conditions.push(eb('p.position', '=', filter.position));
  if (filter.teamId !== undefined) {
    const teamId = filter.teamId;
    conditions.push(
      eb.exists(
        eb
          .selectFrom('team_players as tp')
          .select('tp.id')
          .whereRef('tp.player_id', '=', 'p.id')
          .where('tp.team_id', '=', teamId)
          .where('tp.is_active', '=', true),
      ),
    );
  }
  if (filter.tournamentId !== undefined) {
    const tournamentId = filter.tournamentId;
    conditions.push(
      eb.exists(
        eb
          .selectFrom('player_applications as pa')
          .select('pa.id')
          .whereRef('pa.player_id', '=', 'p.id')
          .where('pa.tournament_id', '=', tournamentId)
          .where('pa.status', '=', 'submitted'),
      ),
    );
  }
  return eb.and(conditions);
}

export async function pagePlayers(
  db: Executor,
  language: Language,
  filter: PlayerFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const filtered = db.selectFrom('players as p').where((eb) => filterPlayers(eb, filter));
  const total = await countRows(filtered);
  const rows = await filtered
    .select(['p.id', localized('p.last_name', language).as('last'), localized('p.first_name', language).as('first')])
    .orderBy('last')
    .orderBy('first')
    .orderBy('p.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total, ids: rows.map((r) => r.id) };
}

// ---------------------------------------------------------------- cabinet

/** The player tables of the shared person SQL (db/person-tables.ts). */
export const PLAYER_TABLES: PersonTables = PERSON_TABLES.player;

/** Everything the cabinet shows and edits of a player, names in every language. */
export interface CabinetPlayerRow extends PlayerRow, PersonNames {
  gender: 'male' | 'female';
  identity_kind: IdentityKind | null;
  identity_number: string | null;
  status: PersonStatus;
}

function cabinetPlayerQuery(db: Executor, language: Language) {
  return playerQuery(db, language).select([
    ...nameColumns('p'),
    'p.gender',
    'p.identity_kind',
    'p.identity_number',
    'p.status',
  ]);
}

export async function cabinetPlayers(
  db: Executor,
  language: Language,
  where: { ids: number[] } | { slug: string },
): Promise<CabinetPlayerRow[]> {
  if ('ids' in where) {
    if (where.ids.length === 0) return [];
    return cabinetPlayerQuery(db, language).where('p.id', 'in', where.ids).execute();
  }
  return cabinetPlayerQuery(db, language).where('p.slug', '=', where.slug).execute();
}

export type PlayerValues = Partial<Omit<Insertable<PlayerTable>, 'id' | 'created_at'>>;

/** The new player's id; undefined when another transaction stored the slug meanwhile (`insertWithFreeSlug`). */
export function insertPlayer(db: Executor, values: Insertable<PlayerTable>): Promise<number | undefined> {
  return insertUnlessSlugTaken(db, 'players', values);
}

/** New players at once, each under its slug; a slug another transaction stored meanwhile is left out of the answer. */
export function insertPlayers(
  db: Executor,
  values: Insertable<PlayerTable>[],
): Promise<{ id: number; slug: string }[]> {
  return insertManyUnlessSlugTaken(db, 'players', values);
}

export async function updatePlayer(db: Executor, id: number, values: PlayerValues, now: Date): Promise<void> {
  await db
    .updateTable('players')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Another active player of the team wearing `number` (the team's number, else the player's usual one). */
export async function numberHolder(
  db: Executor,
  language: Language,
  teamId: number,
  number: number,
  exceptPlayerId: number | null,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('team_players as tp')
    .innerJoin('players as p', 'p.id', 'tp.player_id')
    .select(fullName('p', language).as('name'))
    .where('tp.team_id', '=', teamId)
    .where('tp.is_active', '=', true)
    .where(sql<boolean>`coalesce(tp.number, p.number) = ${number}`)
    .where('p.id', '!=', exceptPlayerId ?? -1)
    .executeTakeFirst();
  return row?.name;
}

/** The captain among the active players of the teams, other than `exceptPlayerId`. */
export async function captainOf(
  db: Executor,
  language: Language,
  teamIds: number[],
  exceptPlayerId: number | null,
): Promise<string | undefined> {
  if (teamIds.length === 0) return undefined;
  const row = await db
    .selectFrom('team_players as tp')
    .innerJoin('players as p', 'p.id', 'tp.player_id')
    .select(fullName('p', language).as('name'))
    .where('tp.team_id', 'in', teamIds)
    .where('tp.is_active', '=', true)
    .where('p.is_captain', '=', true)
    .where('p.id', '!=', exceptPlayerId ?? -1)
    .executeTakeFirst();
  return row?.name;
}

/** Sets the shirt number of the player's place in a team. */
export async function setTeamNumber(
  db: Executor,
  playerId: number,
  teamId: number,
  number: number | null,
): Promise<void> {
  await db
    .updateTable('team_players')
    .set({ number })
    .where('player_id', '=', playerId)
    .where('team_id', '=', teamId)
    .execute();
}
