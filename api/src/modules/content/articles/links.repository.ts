// SQL of a news item's links to teams, tournaments and matches (`news_links`), and the editor's
// choices: a match is named by its teams and its day, in the request's language.
import type { ArticleLink, Language } from '@league/shared/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { localized } from '../../../db/localized';
import { anyLanguageLike } from '../../../db/localized-like';
import { matchesWithTeams } from '../../../db/match-teams';
import { likePattern } from '../../../lib/like-pattern';

export type LinkKind = ArticleLink['kind'];
export const LINK_COLUMN = { team: 'team_id', tournament: 'tournament_id', match: 'match_id' } as const;
const TABLE = { team: 'teams', tournament: 'tournaments', match: 'matches' } as const;

/** The ids among `ids` that exist. */
export async function existingIds(db: Executor, kind: LinkKind, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(TABLE[kind] as 'teams')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function replaceLinks(db: Executor, newsId: number, links: Record<LinkKind, readonly number[]>) {
  await db.deleteFrom('news_links').where('news_id', '=', newsId).execute();
  const rows = (Object.keys(links) as LinkKind[]).flatMap((kind) =>
    [...new Set(links[kind])].map((id) => ({ news_id: newsId, [LINK_COLUMN[kind]]: id })),
  );
  if (rows.length) await db.insertInto('news_links').values(rows).execute();
}

const matchTitle = (language: Language) =>
  sql<string>`${localized('h.title', language)} || ' — ' || ${localized('g.title', language)} || coalesce(' · ' || to_char(m.date_time at time zone 'Asia/Almaty', 'DD.MM.YYYY'), '')`;

/** The links of a news item with their titles, teams first, then tournaments, then matches. */
export async function linksOf(db: Executor, language: Language, newsId: number): Promise<ArticleLink[]> {
  const rows = await db
    .selectFrom('news_links as l')
    .leftJoin('teams as t', 't.id', 'l.team_id')
    .leftJoin('tournaments as tr', 'tr.id', 'l.tournament_id')
    .leftJoin('matches as m', 'm.id', 'l.match_id')
    .leftJoin('teams as h', 'h.id', 'm.host_team_id')
    .leftJoin('teams as g', 'g.id', 'm.guest_team_id')
    .select([
      'l.team_id',
      'l.tournament_id',
      'l.match_id',
      localized('t.title', language).as('team'),
      localized('tr.title', language).as('tournament'),
      matchTitle(language).as('match'),
    ])
    .where('l.news_id', '=', newsId)
    .orderBy('l.id')
    .execute();
  return rows.map((r) =>
    r.team_id !== null
      ? { kind: 'team' as const, id: r.team_id, title: r.team ?? '' }
      : r.tournament_id !== null
        ? { kind: 'tournament' as const, id: r.tournament_id, title: r.tournament ?? '' }
        : { kind: 'match' as const, id: r.match_id!, title: r.match ?? '' },
  );
}

/** Up to 20 teams, tournaments or matches whose title (in any language) has `q`. */
export async function linkChoices(db: Executor, language: Language, kind: LinkKind, q: string | undefined) {
  const pattern = likePattern(q?.trim() ?? '');
  const titled = (alias: string) => anyLanguageLike(`${alias}.title`, pattern);
  if (kind === 'match') {
    const rows = await matchesWithTeams(db)
      .select(['m.id', matchTitle(language).as('title')])
      .where((eb) => eb.or([titled('h'), titled('g')]))
      .orderBy('m.date_time', 'desc')
      .limit(20)
      .execute();
    return rows.map((r) => ({ kind, id: r.id, title: r.title }));
  }
  const alias = kind === 'team' ? 't' : 'tr';
  const rows = await db
    .selectFrom(`${TABLE[kind]} as ${alias}` as 'teams as t')
    .select([`${alias}.id` as 't.id', localized(`${alias}.title`, language).as('title')])
    .where(titled(alias))
    .orderBy(`${alias}.id` as 't.id', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({ kind, id: r.id, title: r.title }));
}
