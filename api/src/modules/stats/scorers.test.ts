import { assistants, scorers } from './scorers.js';
import { goal, match, squad } from './stats.fixtures.js';

const players = [
  { id: 11, name: 'Bolat' },
  { id: 12, name: 'Arman' },
  { id: 21, name: 'Daniyar' },
  { id: 22, name: 'Yerlan' },
];

describe('scorers', () => {
  it('counts goals and penalties, not own goals or shoot-out goals', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      goals: [
        goal(11, 'host', 10),
        goal(11, 'host', 20, { method: 'penalty' }),
        goal(21, 'guest', 30, { method: 'own_goal' }),
        goal(21, 'guest', 1, { method: 'penalty', scope: 'after' }),
        goal(22, 'guest', 40, { method: 'free-kick' }),
      ],
    });
    const rows = scorers([m], { players });
    expect(rows).toEqual([
      { position: 1, playerId: 11, name: 'Bolat', teamId: 1, goals: 2, penalties: 1, matches: null },
      { position: 2, playerId: 22, name: 'Yerlan', teamId: 2, goals: 1, penalties: 0, matches: null },
    ]);
  });

  it('skips matches not finished and goals annulled by a technical result', () => {
    const live = match({ hostTeamId: 1, guestTeamId: 2, status: 'live', goals: [goal(11, 'host', 10)] });
    const technical = match({
      hostTeamId: 1,
      guestTeamId: 2,
      goals: [goal(11, 'host', 10)],
      technicalResult: { winner: 'guest' },
    });
    expect(scorers([live, technical])).toEqual([]);
  });

  it('breaks ties by fewer matches played, then name, then id', () => {
    // Arman (12) and Bolat (11) score once each; Bolat played one match, Arman two.
    const m1 = match({
      hostTeamId: 1,
      guestTeamId: 2,
      tourNumber: 1,
      squads: squad('host', [11, 12]),
      goals: [goal(12, 'host', 5)],
    });
    const m2 = match({
      hostTeamId: 1,
      guestTeamId: 3,
      tourNumber: 2,
      squads: squad('host', [12]),
      goals: [goal(11, 'host', 5)],
    });
    // By name Arman would come first; fewer matches puts Bolat ahead.
    expect(scorers([m1, m2], { players }).map((r) => [r.playerId, r.matches])).toEqual([
      [11, 1],
      [12, 2],
    ]);
    // Without squads: equal goals → by name (Arman before Bolat).
    const bare = [m1, m2].map((m) => ({ ...m, squads: undefined }));
    expect(scorers(bare, { players }).map((r) => r.name)).toEqual(['Arman', 'Bolat']);
    // Without names: by id.
    expect(scorers(bare).map((r) => r.playerId)).toEqual([11, 12]);
  });
});

describe('assistants', () => {
  it('counts assists from counted goals only', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      goals: [
        goal(11, 'host', 10, { method: 'assistant', assistantId: 12 }),
        goal(11, 'host', 20, { method: 'assistant', assistantId: 12 }),
        goal(21, 'guest', 30, { method: 'assistant', assistantId: 22 }),
        goal(21, 'guest', 1, { scope: 'after', assistantId: 22 }),
        goal(11, 'host', 50),
      ],
    });
    expect(assistants([m], { players })).toEqual([
      { position: 1, playerId: 12, name: 'Arman', teamId: 1, assists: 2, matches: null },
      { position: 2, playerId: 22, name: 'Yerlan', teamId: 2, assists: 1, matches: null },
    ]);
  });
});
