// A part of another module's statement. In the embedded database every statement costs a round
// trip, an implicit transaction and its own result parsing, several times the cost of a small
// read itself; a loader that accepts parts (the match set of matches.repository.ts) runs them
// inside its own statement, so a page that needs the matches and the teams they name reads both
// in one statement. A module offers its parts through its reads file (teams.reads.ts), keeping its
// SQL in its own repository; the host statement gives each part a context: its filter's values
// as parameters and SQL naming ids of its rows.
import type { Language } from '@league/shared/contracts';
import type { RawBuilder } from 'kysely';
import type { Executor } from './database';

export interface StatementPart<Context> {
  /** The part's name in the statement and in the result. */
  name: string;
  /** The names of the values of each JSON array the part gives, in order. */
  columns: readonly string[];
  /** One JSON text: an array of arrays, one per row. */
  query: (db: Executor, language: Language, context: Context) => RawBuilder<unknown>;
}

/** A part's JSON text read back as objects with its column names. */
export function readPart(part: Pick<StatementPart<unknown>, 'columns'>, text: string): Record<string, unknown>[] {
  const { columns } = part;
  return (JSON.parse(text) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]] = values[i];
    return row;
  });
}
