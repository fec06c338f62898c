import { card, goal, match } from './stats.fixtures.js';
import { compareMatchesByTime, matchResult, matchScore, teamResult, uniqueById } from './score.js';

describe('matchScore', () => {
  it('counts regular-scope goals for the scoring side', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      goals: [goal(11, 'host', 5), goal(12, 'host', 30), goal(21, 'guest', 70)],
    });
    expect(matchScore(m)).toEqual({ host: 2, guest: 1, shootout: null, technical: false });
  });

  it('counts an own goal by a host player for the guest', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      goals: [
        goal(11, 'host', 5, { method: 'own_goal' }),
        goal(21, 'guest', 9, { method: 'own_goal' }),
        goal(22, 'guest', 80, { method: 'penalty' }),
      ],
    });
    expect(matchScore(m)).toMatchObject({ host: 1, guest: 2 });
  });

  it('keeps shoot-out goals out of the score and reports them separately', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      goals: [
        goal(11, 'host', 10),
        goal(21, 'guest', 60),
        goal(11, 'host', 1, { method: 'penalty', scope: 'after' }),
        goal(12, 'host', 2, { method: 'penalty', scope: 'after' }),
        goal(21, 'guest', 1, { method: 'penalty', scope: 'after' }),
      ],
    });
    expect(matchScore(m)).toEqual({ host: 1, guest: 1, shootout: { host: 2, guest: 1 }, technical: false });
    expect(matchResult(m, 'host')).toBe('D');
    expect(matchResult(m, 'guest')).toBe('D');
  });

  it('reports a 0:0 shoot-out when only misses were recorded', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      missedPenalties: [{ playerId: 11, teamType: 'host', minute: 1, additionalMinute: null, matchScope: 'after' }],
    });
    expect(matchScore(m).shootout).toEqual({ host: 0, guest: 0 });
  });

  it('ignores before-scope goals', () => {
    const m = match({ hostTeamId: 1, guestTeamId: 2, goals: [goal(11, 'host', 0, { scope: 'before' })] });
    expect(matchScore(m)).toMatchObject({ host: 0, guest: 0 });
  });

  it('replaces the played score with 3:0 for the technical winner', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      goals: [goal(11, 'host', 5), goal(11, 'host', 6)],
      technicalResult: { winner: 'guest' },
    });
    expect(matchScore(m)).toEqual({ host: 0, guest: 3, shootout: null, technical: true });
    expect(matchResult(m, 'guest')).toBe('W');
    expect(matchResult(m, 'host')).toBe('L');
  });

  it('uses a stated technical score', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      technicalResult: { winner: 'host', hostGoals: 5, guestGoals: 0 },
    });
    expect(matchScore(m)).toMatchObject({ host: 5, guest: 0, technical: true });
  });

  it('counts a technical result even when the match was never played', () => {
    const m = match({ hostTeamId: 1, guestTeamId: 2, status: 'cancelled', technicalResult: { winner: 'host' } });
    expect(teamResult(m, 1)).toBe('W');
    expect(teamResult(m, 2)).toBe('L');
  });

  it('has no result before the match is finished', () => {
    const m = match({ hostTeamId: 1, guestTeamId: 2, status: 'live', goals: [goal(11, 'host', 5)] });
    expect(matchScore(m)).toMatchObject({ host: 1, guest: 0 });
    expect(matchResult(m, 'host')).toBeNull();
    expect(teamResult(m, 3)).toBeNull();
  });

  it('is not affected by cards', () => {
    const m = match({ hostTeamId: 1, guestTeamId: 2, punishments: [card(11, 'host', 'red', 3)] });
    expect(matchResult(m, 'host')).toBe('D');
  });

  it('reads the stored tally instead of the goals when the match has one, and a technical result still replaces it', () => {
    const tally = { host: 2, guest: 2, shootout: { host: 4, guest: 3 }, hostFairPlay: 0, guestFairPlay: 0 };
    // No goals loaded: the tally alone gives the score and the shoot-out.
    const stored = match({ hostTeamId: 1, guestTeamId: 2, tally });
    expect(matchScore(stored)).toEqual({ host: 2, guest: 2, shootout: { host: 4, guest: 3 }, technical: false });
    expect(matchResult(stored, 'host')).toBe('D');
    expect(matchScore(match({ hostTeamId: 1, guestTeamId: 2, tally: { ...tally, host: 3, shootout: null } }))).toEqual({
      host: 3,
      guest: 2,
      shootout: null,
      technical: false,
    });
    const technical = match({ hostTeamId: 1, guestTeamId: 2, tally, technicalResult: { winner: 'guest' } });
    expect(matchScore(technical)).toEqual({ host: 0, guest: 3, shootout: { host: 4, guest: 3 }, technical: true });
    expect(matchResult(technical, 'guest')).toBe('W');
  });
});

describe('match helpers', () => {
  it('orders by date/time then id', () => {
    const a = { id: 2, dateTime: '2026-05-01T10:00:00Z' };
    const b = { id: 1, dateTime: '2026-05-01T10:00:00Z' };
    const c = { id: 0, dateTime: '2026-05-02T10:00:00Z' };
    expect([c, a, b].sort(compareMatchesByTime).map((m) => m.id)).toEqual([1, 2, 0]);
  });

  it('orders toISOString text as text and any other form by its instant', () => {
    const iso = [
      { id: 5, dateTime: '2026-05-01T10:00:00.000Z' },
      { id: 4, dateTime: '9999-12-31T00:00:00.000Z' },
      { id: 3, dateTime: '2025-12-31T23:59:59.999Z' },
      { id: 2, dateTime: '2026-05-01T10:00:00.000Z' },
    ];
    expect([...iso].sort(compareMatchesByTime).map((m) => m.id)).toEqual([3, 2, 5, 4]);
    // The same instant in another form is equal: the id decides.
    expect(compareMatchesByTime({ id: 1, dateTime: '2026-05-01T15:00:00+05:00' }, iso[0])).toBeLessThan(0);
    expect(compareMatchesByTime(iso[0], { id: 9, dateTime: '2026-05-01T09:00:00Z' })).toBeGreaterThan(0);
  });

  it('de-duplicates by id keeping the first', () => {
    expect(
      uniqueById([
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
        { id: 1, v: 'c' },
      ]),
    ).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
  });
});
