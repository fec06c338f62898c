import type { SquadCandidate } from '@league/shared/cabinet';
import { chosenOf, picksOf, rowErrorOf, squadPlayers, withPick } from './squad-values';

const candidates = [
  { player_id: 1, name: 'A', number: 1, position: 'GK', eligible: true, reasons: [] },
  { player_id: 2, name: 'B', number: null, position: null, eligible: true, reasons: [] },
] as unknown as SquadCandidate[];

test('a saved squad comes back with roles, numbers and the captain', () => {
  const side = { players: [{ player_id: 1, kind: 'main', number: 1, is_captain: true }] } as never;
  expect(picksOf(side)).toEqual({ picks: { 1: { kind: 'main', number: '1' } }, captain: 1 });
  expect(picksOf(null)).toEqual({ picks: {}, captain: null });
});

test("a player put in takes the candidate's number; taken out, they lose the captaincy", () => {
  const on = withPick({ picks: {}, captain: null }, 1, { kind: 'main' }, candidates);
  expect(on.picks[1]).toEqual({ kind: 'main', number: '1' });
  const off = withPick({ ...on, captain: 1 }, 1, { kind: '' }, candidates);
  expect(off).toEqual({ picks: {}, captain: null });
});

test('the body lists the chosen in the candidates\' order, and a row error is found by that index', () => {
  const choice = { picks: { 2: { kind: 'substitute' as const, number: '14' }, 1: { kind: 'main' as const, number: '1' } }, captain: 1 };
  expect(chosenOf(candidates, choice.picks).map((c) => c.player_id)).toEqual([1, 2]);
  expect(squadPlayers(candidates, choice)).toEqual([
    { player_id: 1, kind: 'main', number: 1, is_captain: true },
    { player_id: 2, kind: 'substitute', number: 14, is_captain: false },
  ]);
  expect(rowErrorOf({ 'players.1.number': 'Number taken' }, [1, 2], 2)).toBe('Number taken');
  expect(rowErrorOf({ 'players.1.number': 'Number taken' }, [1, 2], 1)).toBeUndefined();
});
