// SQL of a match's photos on the matches side: the match an album is made for (its tournament,
// kick-off and the teams' titles in every language). The photos themselves are content's albums.
import { localized } from '../../db/localized';
import type { Executor } from '../../db/database';
import { matchesWithTeams } from '../../db/match-teams';

export async function matchForAlbum(db: Executor, id: number) {
  return matchesWithTeams(db)
    .select([
      'm.id',
      'm.tournament_id',
      'm.date_time',
      localized('h.title', 'kk').as('host_kk'),
      localized('h.title', 'ru').as('host_ru'),
      localized('h.title', 'en').as('host_en'),
      localized('g.title', 'kk').as('guest_kk'),
      localized('g.title', 'ru').as('guest_ru'),
      localized('g.title', 'en').as('guest_en'),
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}
