// Builds the whole demo league in memory, deterministically: the same options give the same
// rows. Ids are assigned here so related rows can point at each other before anything is
// inserted; the sequences are moved past them afterwards. Each step lives in its own file and
// they run in this order (the random source is shared, so the order is part of the data).
import { addApplications } from './applications';
import { addClubs } from './clubs';
import { addDepartures } from './departures';
import { addMatches } from './matches';
import { createContext, type SeedFiles, type SeedRows, type SeedSize } from './model';
import { addOfficials } from './officials';
import { addPublications } from './publications';
import { addReferenceData, addStadiums } from './reference';
import { addTournaments } from './tournaments';

export { BASE_DATE, SEED, TABLE_ORDER, type SeedFiles, type SeedRows, type SeedSize } from './model';
export { DEMO_PASSWORD, DEMO_USERS } from './officials';

export interface GenerateOptions {
  size: SeedSize;
  /** "Today" of the demo (YYYY-MM-DD, Almaty): matches before it are played, after it scheduled. */
  baseDate: string;
  /** The instant the demo is seeded at (ISO): the one live match is live only if "now" is inside its window. */
  now: string;
}

export interface GeneratedSeed {
  rows: SeedRows;
  files: SeedFiles;
}

/** Only what a working league needs (no accounts, clubs or people): for a real database. */
export function generateReference(options: Pick<GenerateOptions, 'baseDate'>): GeneratedSeed {
  const ctx = createContext({ size: 'normal', baseDate: options.baseDate, now: `${options.baseDate}T06:00:00.000Z` });
  addReferenceData(ctx);
  return { rows: ctx.rows, files: ctx.files };
}

export function generateDemo(options: GenerateOptions): GeneratedSeed {
  const ctx = createContext(options);
  const reference = addReferenceData(ctx);
  const stadiums = addStadiums(ctx, reference);
  const league = addClubs(ctx, reference);
  const officials = addOfficials(ctx, reference, league);
  const calendar = addTournaments(ctx, reference, league);
  const unavailable = addApplications(ctx, league, officials, calendar);
  const mainTournament = addMatches(ctx, stadiums, league, officials, calendar, unavailable);
  addDepartures(ctx, league, officials, calendar, mainTournament);
  addPublications(ctx, reference, league, calendar, mainTournament);
  return { rows: ctx.rows, files: ctx.files };
}
