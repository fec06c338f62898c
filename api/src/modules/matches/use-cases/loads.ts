// The match loaders: the one match-inputs loader and the league tables' core read (the inputs of
// the stats module), and one match or its row for the match page (404 when there is none).
import type { Language } from '@league/shared/contracts';
import { teamParts } from '../../teams/index';
import type { TournamentRow } from '../../tournaments/index';
import { toMatchInputs } from '../match-inputs';
import * as repository from '../matches.repository';
import { refMap } from './cards';
import { type MatchReadDeps, notFound } from './deps';

/** What `load` reads besides the matches and their events. */
export interface LoadOptions {
  squads?: boolean;
  crews?: boolean;
  tournaments?: boolean;
}

/** What `loadCore` reads besides the core columns. */
export interface LoadCoreOptions {
  events?: ReadonlyArray<keyof repository.MatchEvents>;
  squads?: boolean;
  with?: ReadonlyArray<repository.MatchSetPart>;
}

/**
 * The one match-inputs loader: the matches of a filter (by kick-off time) with their events,
 * and squads or crews when asked, as stats inputs, in one statement. `tournaments`: also the
 * tournaments of those matches (one more statement).
 */
export async function load(
  { db, tournaments }: MatchReadDeps,
  language: Language,
  filter: repository.MatchFilter,
  options: LoadOptions = {},
) {
  const set = await repository.loadMatchSet(db, language, filter, { squads: options.squads, crews: options.crews });
  const inputs = toMatchInputs(set.rows, set.events, { squads: set.squads, crews: set.crews });
  const byId = options.tournaments
    ? await tournaments.byIds(
        language,
        set.rows.map((r) => r.tournament_id),
      )
    : new Map<number, TournamentRow>();
  return {
    rows: set.rows,
    inputs,
    events: set.events,
    squads: set.squads,
    crews: set.crews ?? [],
    tournaments: byId,
  };
}

/**
 * What the league tables read of a filter's matches: the core columns with the stored tally
 * (scores and fair play) and the events asked for (none by default), as stats inputs, in one
 * statement.
 */
export async function loadCore(
  { db }: MatchReadDeps,
  language: Language,
  filter: repository.MatchFilter,
  options: LoadCoreOptions = {},
) {
  const set = await repository.loadMatchSet(db, language, filter, {
    rows: 'core',
    events: options.events ?? [],
    squads: options.squads,
    with: options.with,
  });
  return { rows: set.rows, inputs: toMatchInputs(set.rows, set.events, { squads: set.squads }), joined: set.joined };
}

/** One match with its events (all, or those asked for), and its crew and its two teams when asked, or 404. */
export async function oneOr404(
  { db }: MatchReadDeps,
  language: Language,
  id: number,
  options: { crews?: boolean; teams?: boolean; events?: ReadonlyArray<keyof repository.MatchEvents> } = {},
) {
  const set = await repository.loadMatchSet(
    db,
    language,
    { ids: [id] },
    { crews: options.crews, events: options.events, with: options.teams ? [teamParts.namedTeams] : [] },
  );
  const [row] = set.rows;
  if (!row) throw notFound();
  return {
    row,
    input: toMatchInputs(set.rows, set.events)[0],
    events: set.events,
    crews: set.crews ?? [],
    teamRows: refMap(set.joined[teamParts.namedTeams.name]),
  };
}

export async function rowOr404({ db }: MatchReadDeps, language: Language, id: number) {
  const [row] = await repository.listMatches(db, language, { ids: [id] });
  if (!row) throw notFound();
  return row;
}
