// Pure functions for the league's derived data (tables, statistics, discipline, calendar).
// No database, no HTTP: the matches module maps rows to the input types (matches/match-inputs.ts),
// the standings, team, player and referee services call these.
export * from './stats.types.js';
export * from './score.js';
export * from './cards.js';
export * from './appearances.js';
export * from './form.js';
export * from './table.js';
export * from './scorers.js';
export * from './goalkeepers.js';
export * from './discipline.js';
export * from './checkerboard.js';
export * from './calendar.js';
export * from './team-stats.js';
export * from './player-stats.js';
export * from './referee-stats.js';
export * from './timeline.js';
export * from './format.js';
