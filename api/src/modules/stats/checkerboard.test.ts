import { checkerboard } from './checkerboard.js';
import { goal, match, result } from './stats.fixtures.js';

const teams = [
  { id: 1, title: 'A' },
  { id: 2, title: 'B' },
  { id: 3, title: 'C' },
];

describe('checkerboard', () => {
  it('puts both meetings of a double round robin in each cell, from the row team’s view', () => {
    const first = result(1, 2, 2, 1, { id: 1, tourNumber: 1 });
    const second = result(2, 1, 0, 0, { id: 2, tourNumber: 2 });
    const board = checkerboard([second, first], teams);
    const aVsB = board[0].cells[1];
    expect(aVsB.opponentId).toBe(2);
    expect(aVsB.matches.map((e) => [e.matchId, e.hostGoals, e.guestGoals, e.home, e.result])).toEqual([
      [1, 2, 1, true, 'W'],
      [2, 0, 0, false, 'D'],
    ]);
    const bVsA = board[1].cells[0];
    expect(bVsA.matches.map((e) => [e.matchId, e.home, e.result])).toEqual([
      [1, false, 'L'],
      [2, true, 'D'],
    ]);
  });

  it('leaves the diagonal empty, shows scheduled matches without a score and drops cancelled ones', () => {
    const board = checkerboard(
      [
        match({ id: 5, hostTeamId: 1, guestTeamId: 3, status: 'scheduled' }),
        match({ id: 6, hostTeamId: 2, guestTeamId: 3, status: 'cancelled' }),
      ],
      teams,
    );
    expect(board[0].cells[0]).toEqual({ opponentId: 1, self: true, matches: [] });
    expect(board[0].cells[2].matches[0]).toMatchObject({ matchId: 5, hostGoals: null, guestGoals: null, result: null });
    expect(board[1].cells[2].matches).toEqual([]);
  });

  it('shows a technical result as its awarded score and own goals for the other side', () => {
    const board = checkerboard(
      [
        match({
          id: 7,
          hostTeamId: 1,
          guestTeamId: 2,
          goals: [goal(11, 'host', 5)],
          status: 'cancelled',
          technicalResult: { winner: 'guest' },
        }),
        match({ id: 8, hostTeamId: 3, guestTeamId: 1, goals: [goal(31, 'host', 5, { method: 'own_goal' })] }),
      ],
      teams,
    );
    expect(board[0].cells[1].matches[0]).toMatchObject({ hostGoals: 0, guestGoals: 3, technical: true, result: 'L' });
    expect(board[0].cells[2].matches[0]).toMatchObject({ hostGoals: 0, guestGoals: 1, result: 'W' });
  });
});
