// The live message applied to the answers a page holds (ADR 0179), and the gap it detects.
import { applyDeltaToDetail, applyDeltaToProtocol, followsWithoutGap, type LiveDelta } from './live-delta';
import type { MatchDetail, MatchProtocol, ProtocolEvent } from './match';
import { hostGoalAt } from './test-events';

const event = (id: string, minute: number): ProtocolEvent => ({ ...hostGoalAt(minute), id, player: null });
const delta = (over: Partial<LiveDelta>): LiveDelta => ({
  match_id: 1,
  version: 2,
  kind: 'event_added',
  score: { host: 2, guest: 0 },
  shootout: null,
  status: 'live',
  clock: null,
  ...over,
});
const protocol: MatchProtocol = {
  score: { host: 1, guest: 0 },
  shootout: null,
  events: [event('goal-1', 10), event('goal-2', 30)],
};

describe('live delta', () => {
  it('a message follows only the last one plus one; before any, every message is a gap', () => {
    expect(followsWithoutGap(1, 2)).toBe(true);
    expect(followsWithoutGap(1, 3)).toBe(false);
    expect(followsWithoutGap(2, 2)).toBe(false);
    expect(followsWithoutGap(null, 1)).toBe(false);
  });

  it('an added event takes its place by minute, after the events of the same minute; the score follows', () => {
    const added = applyDeltaToProtocol(protocol, delta({ event_id: 'goal-3', event: event('goal-3', 20) }));
    expect(added.events.map((e) => e.id)).toEqual(['goal-1', 'goal-3', 'goal-2']);
    expect(added.score).toEqual({ host: 2, guest: 0 });
    expect(
      applyDeltaToProtocol(protocol, delta({ event_id: 'goal-4', event: event('goal-4', 30) })).events.map((e) => e.id),
    ).toEqual(['goal-1', 'goal-2', 'goal-4']);
    // Heard twice (the page read it already): still one entry.
    expect(applyDeltaToProtocol(added, delta({ event_id: 'goal-3', event: event('goal-3', 20) })).events).toHaveLength(
      3,
    );
  });

  it('a changed event moves to its new minute; a removed one goes', () => {
    const changed = applyDeltaToProtocol(
      protocol,
      delta({ kind: 'event_changed', event_id: 'goal-1', event: event('goal-1', 40) }),
    );
    expect(changed.events.map((e) => [e.id, e.minute])).toEqual([
      ['goal-2', 30],
      ['goal-1', 40],
    ]);
    const removed = applyDeltaToProtocol(
      protocol,
      delta({ kind: 'event_removed', event_id: 'goal-2', score: { host: 1, guest: 0 } }),
    );
    expect(removed.events.map((e) => e.id)).toEqual(['goal-1']);
  });

  it('the match takes the score, status and clock of the message and keeps the rest', () => {
    const detail = {
      id: 1,
      status: 'scheduled',
      score: null,
      shootout: null,
      clock: null,
      spectators: 300,
    } as unknown as MatchDetail;
    const clock = {
      period: 1,
      periods: 2,
      period_minutes: 40,
      started_at: '2026-03-01T10:00:00Z',
      elapsed_seconds: 0,
      running: true,
    };
    expect(applyDeltaToDetail(detail, delta({ kind: 'status', clock }))).toEqual({
      ...detail,
      status: 'live',
      score: { host: 2, guest: 0 },
      clock,
    });
  });
});
