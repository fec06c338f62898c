import { ageOn } from '../../../src/modules/players/players.rules';
import { sortTeams, titleParts } from '../../../src/modules/teams/teams.rules';
import { pickTournament } from '../../../src/modules/tournaments/tournaments.rules';

describe('team order (spec §9)', () => {
  const team = (id: number, title: string, is_active = true, position = 0) => ({ id, title, is_active, position });

  test('active first, then order, then title letters, then number', () => {
    const sorted = sortTeams(
      [
        team(1, 'Kairat 2013'),
        team(2, 'Astana 2012', false),
        team(3, 'Kairat 2012'),
        team(4, 'Aktobe 2014', true, 1),
        team(5, 'Kairat 2009'),
        team(6, 'Kairat'),
      ],
      'en',
    );
    expect(sorted.map((t) => t.id)).toEqual([6, 5, 3, 1, 4, 2]);
  });

  test('numbers compare as numbers, letters by locale', () => {
    expect(sortTeams([team(1, 'Team 10'), team(2, 'Team 9')], 'en').map((t) => t.id)).toEqual([2, 1]);
    expect(sortTeams([team(1, 'Ұлытау'), team(2, 'Алатау')], 'kk').map((t) => t.id)).toEqual([2, 1]);
    expect(titleParts('Қайрат 2012 U-14')).toEqual({ letters: 'Қайрат U-', number: 2012 });
  });
});

test('age in whole years', () => {
  expect(ageOn('2012-03-04', '2026-03-03')).toBe(13);
  expect(ageOn('2012-03-04', '2026-03-04')).toBe(14);
  expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
});

test('current tournament: running, then main, then newest season', () => {
  const t = (id: number, extra: Partial<Parameters<typeof pickTournament>[0][number]> = {}) => ({
    id,
    main: false,
    active: false,
    end_date: null,
    start_date: null,
    season_year: 2025,
    sort: 0,
    ...extra,
  });
  expect(pickTournament([t(1, { main: true }), t(2, { active: true })], '2026-03-01')?.id).toBe(2);
  expect(pickTournament([t(1, { active: true, end_date: '2026-01-01' }), t(2, { main: true })], '2026-03-01')?.id).toBe(
    2,
  );
  expect(pickTournament([t(1), t(2, { season_year: 2026 })], '2026-03-01')?.id).toBe(2);
  expect(
    pickTournament(
      [
        t(1, { active: true, format: 'cup', start_date: '2026-02-01' }),
        t(2, { active: true, format: 'league', start_date: '2026-01-01' }),
      ],
      '2026-03-01',
    )?.id,
  ).toBe(2);
  expect(pickTournament([], '2026-03-01')).toBeNull();
});
