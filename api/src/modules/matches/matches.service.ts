// Match rules and DTOs: the one match-inputs loader (rows + events, and squads or crews when
// asked, as the inputs of the stats module), match cards and items, the match page (detail,
// protocol, squads, statistics, media, news), the paginated and nearest lists, and the
// referee's cabinet list. Teams, players and tournaments are read through their modules.
// The use cases are in ./use-cases; this service hands each call to its use case.
import type { Language, MatchesQuery, NearestMatchesQuery } from '@league/shared/contracts';
import { createPlayerReads } from '../players/index';
import type * as stats from '../stats/index';
import { createTeamReads } from '../teams/index';
import * as repository from './matches.repository';
import * as cards from './use-cases/cards';
import { computeEveryTime, type MatchesDeps, type MatchReadDeps } from './use-cases/deps';
import * as detail from './use-cases/detail';
import * as lists from './use-cases/lists';
import * as loads from './use-cases/loads';
import * as tabs from './use-cases/tabs';

export type { CrewRow, MatchCoreRow, MatchEvents, MatchFilter, MatchRow, SquadRow } from './matches.repository';
export { cancellationReason, uniform } from './use-cases/cards';

/** What other modules read matches through: the match inputs, cards, rows and ids. */
const loaderCalls = (deps: MatchReadDeps) => ({
  load: (language: Language, filter: repository.MatchFilter, options?: loads.LoadOptions) =>
    loads.load(deps, language, filter, options),
  loadCore: (language: Language, filter: repository.MatchFilter, options?: loads.LoadCoreOptions) =>
    loads.loadCore(deps, language, filter, options),
  cards: (language: Language, rows: repository.MatchRow[]) => cards.cards(deps, language, rows),
  cardSet: (language: Language, filter: repository.MatchFilter) => cards.cardSet(deps, language, filter),
  rows: (language: Language, filter: repository.MatchFilter) => repository.listMatches(deps.db, language, filter),
  idsOfPlayer: (playerId: number) => repository.playerMatchIds(deps.db, playerId),
  pageIdsOfPlayer: (playerId: number, page: { offset: number; limit: number }) =>
    repository.pagePlayerMatchIds(deps.db, playerId, page),
  idsOfReferees: (refereeIds: number[]) => repository.refereeMatchIds(deps.db, refereeIds),
  /** The match cards of the people pages (team, player, referee), by id: the same card as every match list. */
  items: (language: Language, rows: repository.MatchRow[], inputs: stats.MatchInput[]) =>
    cards.items(deps, language, rows, inputs),
});

/** The public answers: the nearest and paginated lists, and the match page. */
const pageCalls = (deps: MatchReadDeps) => ({
  nearest: (language: Language, query: NearestMatchesQuery) => lists.nearest(deps, language, query),
  list: (language: Language, query: MatchesQuery) => lists.list(deps, language, query),
  detail: (language: Language, id: number) => detail.cachedDetail(deps, language, id),
  protocol: (language: Language, id: number) => detail.cachedProtocol(deps, language, id),
  /** The match and its events read now, past every cache: what a live message is built from (modules/live). */
  live: (language: Language, id: number) => detail.live(deps, language, id),
  squads: (language: Language, id: number) => tabs.squads(deps, language, id),
  statistics: (language: Language, id: number) => tabs.statistics(deps, language, id),
  media: (language: Language, id: number) => tabs.media(deps, language, id),
  news: (language: Language, id: number) => tabs.news(deps, language, id),
});

export function createMatchesService({ db, clock, snapshots = computeEveryTime, tournaments, content }: MatchesDeps) {
  const deps: MatchReadDeps = {
    db,
    clock,
    snapshots,
    tournaments,
    content,
    teams: createTeamReads({ db }),
    players: createPlayerReads({ db }),
  };
  return { ...loaderCalls(deps), ...pageCalls(deps) };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
