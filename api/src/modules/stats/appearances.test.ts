import { matchAppearances, onPitchAt } from './appearances.js';
import { card, match, squad, sub } from './stats.fixtures.js';

describe('matchAppearances', () => {
  it('gives starters the full match and subs the time after they came on', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      squads: [...squad('host', [11, 12], [13, 14]), ...squad('guest', [21])],
      replacements: [sub(12, 'host', 'out', 60), sub(13, 'host', 'in', 60)],
    });
    const byId = new Map(matchAppearances(m).map((a) => [a.playerId, a]));
    expect(byId.get(11)).toMatchObject({ minutes: 90, started: true, teamId: 1 });
    expect(byId.get(12)?.minutes).toBe(60);
    expect(byId.get(13)).toMatchObject({ minutes: 30, started: false });
    expect(byId.has(14)).toBe(false); // stayed on the bench
    expect(byId.get(21)).toMatchObject({ minutes: 90, teamId: 2 });
  });

  it('ends the time on the pitch at a sending-off and honours the match length', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      squads: squad('host', [11, 12]),
      punishments: [card(11, 'host', 'yellow', 10), card(11, 'host', 'yellow', 35)],
    });
    const byId = new Map(matchAppearances(m, 70).map((a) => [a.playerId, a]));
    expect(byId.get(11)?.minutes).toBe(35);
    expect(byId.get(12)?.minutes).toBe(70);
  });

  it('counts a player who came on although missing from the squad list, and nothing without squads', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      squads: squad('host', [11]),
      replacements: [sub(19, 'host', 'in', 80)],
    });
    expect(matchAppearances(m).find((a) => a.playerId === 19)?.minutes).toBe(10);
    expect(matchAppearances({ ...m, squads: [] })).toEqual([]);
  });

  it('charges an event at the substitution moment to the player going off', () => {
    const m = match({
      hostTeamId: 1,
      guestTeamId: 2,
      squads: squad('host', [11], [12]),
      replacements: [sub(11, 'host', 'out', 60), sub(12, 'host', 'in', 60)],
    });
    const [out, on] = [11, 12].map((id) => matchAppearances(m).find((a) => a.playerId === id)!);
    expect(onPitchAt(out, 6000)).toBe(true);
    expect(onPitchAt(on, 6000)).toBe(false);
    expect(onPitchAt(on, 6001)).toBe(true);
  });
});
