// SQL of the sitemap: every public subject with a page, and when its data last changed. Each
// list keeps the visibility its public page keeps (published news only, active teams and referees…).
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';

/** A subject's page: its kind, the key its URL carries, and its last change. */
export interface SubjectRow {
  kind: 'tournament' | 'match' | 'team' | 'club' | 'player' | 'staff' | 'referee' | 'news' | 'album' | 'analytics';
  key: string;
  /** For a staff member's page: the team it is shown under. */
  parent: string | null;
  lastmod: Date | string | null;
}

const byId = sql<string>`id::text`;
const bySlug = sql<string>`slug`;

/** The columns of a subject with a page of its own (no parent): its kind, the key its URL carries, its last change. */
const ownPage = (kind: SubjectRow['kind'], key: RawBuilder<string>) =>
  [sql.lit(kind).as('kind'), key.as('key'), sql<null>`null`.as('parent'), 'updated_at as lastmod'] as const;

export async function listSubjects(db: Executor, now: Date): Promise<SubjectRow[]> {
  const lists = await Promise.all([
    db.selectFrom('tournaments').select(ownPage('tournament', byId)).orderBy('id').execute(),
    db.selectFrom('matches').select(ownPage('match', byId)).orderBy('id').execute(),
    db.selectFrom('teams').where('is_active', '=', true).select(ownPage('team', bySlug)).orderBy('id').execute(),
    db.selectFrom('clubs').select(ownPage('club', bySlug)).orderBy('id').execute(),
    db.selectFrom('players').select(ownPage('player', bySlug)).orderBy('id').execute(),
    db
      .selectFrom('team_staff as ts')
      .innerJoin('staff as s', 's.id', 'ts.staff_id')
      .innerJoin('teams as t', 't.id', 'ts.team_id')
      .where('ts.is_active', '=', true)
      .where('t.is_active', '=', true)
      .select([sql.lit('staff').as('kind'), 's.slug as key', 't.slug as parent', 's.updated_at as lastmod'])
      .orderBy('ts.id')
      .execute(),
    db.selectFrom('referees').where('is_active', '=', true).select(ownPage('referee', bySlug)).orderBy('id').execute(),
    db
      .selectFrom('news')
      .where('is_published', '=', true)
      .where('published_at', '<=', now)
      .select(ownPage('news', bySlug))
      .orderBy('published_at', 'desc')
      .execute(),
    db.selectFrom('media_albums').select(ownPage('album', bySlug)).orderBy('date', 'desc').execute(),
    db
      .selectFrom('sport_analytics')
      .where('published_at', '<=', now)
      .select(ownPage('analytics', bySlug))
      .orderBy('published_at', 'desc')
      .execute(),
  ]);
  return lists.flat() as SubjectRow[];
}
