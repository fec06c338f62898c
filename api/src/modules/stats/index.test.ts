import * as stats from './index.js';

describe('stats index', () => {
  it('exports the public functions', () => {
    for (const name of [
      'matchScore',
      'matchResult',
      'leagueTable',
      'tableWindow',
      'chunk',
      'teamForm',
      'formTable',
      'scorers',
      'assistants',
      'goalkeepers',
      'suspensions',
      'isSuspended',
      'checkerboard',
      'calendar',
      'teamStatistics',
      'playerStatistics',
      'refereeStatistics',
      'matchTimeline',
      'possessionToMinutes',
      'percentages',
    ]) {
      expect(typeof (stats as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
