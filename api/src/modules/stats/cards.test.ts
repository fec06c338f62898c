import { cardsByPlayer, sideDisciplinaryPoints } from './cards.js';
import { card } from './stats.fixtures.js';

describe('cardsByPlayer', () => {
  it('counts a single yellow as 1 point and towards accumulation', () => {
    const [c] = cardsByPlayer([card(7, 'host', 'yellow', 10)]);
    expect(c).toMatchObject({
      disciplinaryPoints: 1,
      accumulatedYellows: 1,
      secondYellowSendOff: false,
      redsShown: 0,
      sendOff: null,
    });
  });

  it('counts yellow + second_yellow as 3 points in total, not 4, and no accumulation', () => {
    const [c] = cardsByPlayer([card(7, 'host', 'yellow', 10), card(7, 'host', 'second_yellow', 60)]);
    expect(c).toMatchObject({
      disciplinaryPoints: 3,
      accumulatedYellows: 0,
      secondYellowSendOff: true,
      yellowsShown: 2,
      redsShown: 1,
    });
    expect(c.sendOff?.minute).toBe(60);
  });

  it('treats two yellow entries as a second-yellow sending-off', () => {
    const [c] = cardsByPlayer([card(7, 'host', 'yellow', 10), card(7, 'host', 'yellow', 70)]);
    expect(c).toMatchObject({ disciplinaryPoints: 3, accumulatedYellows: 0, secondYellowSendOff: true, redsShown: 1 });
    expect(c.sendOff?.minute).toBe(70);
  });

  it('counts yellow then direct red as 4 points, and the yellow still accumulates', () => {
    const [c] = cardsByPlayer([card(7, 'host', 'yellow', 10), card(7, 'host', 'red', 50)]);
    expect(c).toMatchObject({ disciplinaryPoints: 4, accumulatedYellows: 1, secondYellowSendOff: false, redsShown: 1 });
  });

  it('keeps players of both sides apart', () => {
    const all = [card(7, 'host', 'yellow', 10), card(8, 'guest', 'red', 20), card(9, 'guest', 'yellow', 30)];
    expect(sideDisciplinaryPoints(all, 'host')).toBe(1);
    expect(sideDisciplinaryPoints(all, 'guest')).toBe(4);
  });
});
