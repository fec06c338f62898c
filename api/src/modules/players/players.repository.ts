// SQL of players. Every function takes `db` or a `trx` first.
import type { Language, PlayerPosition } from '@league/shared/contracts';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, Executor } from '../../db/database';
import { localized, localizedOptional } from '../../db/localized';
import { likePattern } from '../../lib/like-pattern';

export interface PlayerRow {
  id: number;
  slug: string;
  name: string;
  first_name: string;
  last_name: string;
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
  citizenship: string | null;
}

function playerQuery(db: Executor, language: Language) {
  return db
    .selectFrom('players as p')
    .leftJoin('countries as co', 'co.id', 'p.citizenship_country_id')
    .select([
      'p.id',
      'p.slug',
      sql<string>`${localized('p.first_name', language)} || ' ' || ${localized('p.last_name', language)}`.as('name'),
      localized('p.first_name', language).as('first_name'),
      localized('p.last_name', language).as('last_name'),
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
      sql<string | null>`case when co.id is null then null else ${localized('co.title', language)} end`.as('citizenship'),
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
  const conditions = [] as ReturnType<typeof eb.exists>[];
  if (filter.q) {
    const pattern = likePattern(filter.q.trim().replace(/\s+/g, ' '));
    const names = (['kk', 'ru', 'en'] as const).flatMap((l) => [
      eb(sql<string>`coalesce(p.first_name_${sql.raw(l)}, '') || ' ' || coalesce(p.last_name_${sql.raw(l)}, '')`, 'ilike', pattern),
      eb(sql<string>`coalesce(p.last_name_${sql.raw(l)}, '') || ' ' || coalesce(p.first_name_${sql.raw(l)}, '')`, 'ilike', pattern),
    ]);
    conditions.push(eb.or(names));
  }
  if (filter.position) conditions.push(eb('p.position', '=', filter.position));
  if (filter.teamId !== undefined) {
    const teamId = filter.teamId;
    conditions.push(eb.exists(eb.selectFrom('team_players as tp').select('tp.id').whereRef('tp.player_id', '=', 'p.id').where('tp.team_id', '=', teamId).where('tp.is_active', '=', true)));
  }
  if (filter.tournamentId !== undefined) {
    const tournamentId = filter.tournamentId;
    conditions.push(
      eb.exists(
        eb.selectFrom('player_applications as pa').select('pa.id').whereRef('pa.player_id', '=', 'p.id').where('pa.tournament_id', '=', tournamentId).where('pa.status', '=', 'submitted'),
      ),
    );
  }
  return eb.and(conditions) as unknown as ReturnType<typeof eb.exists> & SqlBool;
}

export async function pagePlayers(
  db: Executor,
  language: Language,
  filter: PlayerFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const count = await db
    .selectFrom('players as p')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => filterPlayers(eb, filter))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('players as p')
    .select(['p.id', localized('p.last_name', language).as('last'), localized('p.first_name', language).as('first')])
    .where((eb) => filterPlayers(eb, filter))
    .orderBy('last')
    .orderBy('first')
    .orderBy('p.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), ids: rows.map((r) => r.id) };
}
