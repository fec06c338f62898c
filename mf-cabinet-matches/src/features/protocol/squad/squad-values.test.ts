import type { SquadCandidate } from '@league/shared/cabinet';
import {
  chosenOf,
  openingOf,
  picksOf,
  rowErrorOf,
  rowOrder,
  sameSquad,
  squadPlayers,
  swapPicks,
  warningsOf,
  withGoalkeeper,
  withPick,
  type SquadChoice,
} from './squad-values';

const candidates = [
  { player_id: 1, name: 'A', number: 1, position: 'GK', eligible: true, reasons: [] },
  { player_id: 2, name: 'B', number: null, position: null, eligible: true, reasons: [] },
  { player_id: 3, name: 'C', number: 7, position: 'MF', eligible: true, reasons: [] },
  { player_id: 4, name: 'D', number: 8, position: 'FW', eligible: false, reasons: ['Suspended'] },
] as unknown as SquadCandidate[];

test('a saved squad comes back with roles, numbers, positions and the captain', () => {
  const side = { players: [{ player_id: 1, kind: 'main', number: 1, is_captain: true, position: 'GK' }] } as never;
  expect(picksOf(side)).toEqual({ picks: { 1: { kind: 'main', number: '1', position: 'GK' } }, captain: 1 });
  expect(picksOf(null)).toEqual({ picks: {}, captain: null });
});

test('the form opens with the proposal only while nothing is saved and the squad may be changed', () => {
  const proposal = {
    source: 'application' as const,
    match: null,
    players: [{ player_id: 1, kind: 'main' as const, number: 1, is_captain: true, position: 'GK' as const }],
  };
  const empty = { team: { id: 1, title: 'T' }, team_type: 'host' as const, version: 1, players: [] };
  expect(openingOf(empty, proposal, true)).toEqual({
    proposed: true,
    choice: { picks: { 1: { kind: 'main', number: '1', position: 'GK' } }, captain: 1 },
  });
  expect(openingOf(empty, proposal, false)).toEqual({ proposed: false, choice: { picks: {}, captain: null } });
  const saved = {
    ...empty,
    players: [{ player_id: 3, name: 'C', kind: 'main' as const, number: 7, is_captain: true, position: 'MF' as const }],
  };
  expect(openingOf(saved, proposal, true).proposed).toBe(false);
  expect(openingOf(empty, { ...proposal, players: [] }, true).proposed).toBe(false);
});

test("a player put in takes the candidate's number; taken out, they lose the captaincy", () => {
  const on = withPick({ picks: {}, captain: null }, 1, { kind: 'main' }, candidates);
  expect(on.picks[1]).toEqual({ kind: 'main', number: '1', position: 'GK' });
  const off = withPick({ ...on, captain: 1 }, 1, { kind: '' }, candidates);
  expect(off).toEqual({ picks: {}, captain: null });
});

test('a swap exchanges the roles; a player coming in takes the number of the one going out when his own is taken', () => {
  const v: SquadChoice = {
    picks: { 1: { kind: 'main', number: '1', position: 'GK' }, 3: { kind: 'substitute', number: '7', position: 'MF' } },
    captain: 3,
  };
  const swapped = swapPicks(v, 1, 3, candidates);
  expect(swapped).toEqual({
    picks: { 1: { kind: 'substitute', number: '1', position: 'GK' }, 3: { kind: 'main', number: '7', position: 'MF' } },
    captain: 3,
  });
  // Same role: nothing changes.
  expect(swapPicks(v, 1, 1, candidates)).toBe(v);
  // The captain leaves for a player without a number of his own: he takes the captain's number, and nobody is captain.
  const out = swapPicks(v, 3, 2, candidates);
  expect(out).toEqual({
    picks: { 1: v.picks[1], 2: { kind: 'substitute', number: '7', position: null } },
    captain: null,
  });
  // A player coming in keeps his own number when it is free.
  const v2: SquadChoice = { picks: { 2: { kind: 'main', number: '5', position: null } }, captain: 2 };
  expect(swapPicks(v2, 2, 3, candidates).picks).toEqual({ 3: { kind: 'main', number: '7', position: 'MF' } });
});

test('in goal: a starter made goalkeeper for this match; the one made so before goes back to his position', () => {
  const v: SquadChoice = {
    picks: { 2: { kind: 'main', number: '5', position: 'GK' }, 3: { kind: 'main', number: '7', position: 'MF' } },
    captain: 3,
  };
  expect(withGoalkeeper(v, 3, candidates).picks).toEqual({
    2: { kind: 'main', number: '5', position: null },
    3: { kind: 'main', number: '7', position: 'GK' },
  });
});

test('the rules are said before saving', () => {
  expect(warningsOf({ picks: {}, captain: null })).toEqual([]);
  expect(
    warningsOf({
      picks: {
        3: { kind: 'main', number: '7', position: 'MF' },
        2: { kind: 'substitute', number: '7', position: null },
      },
      captain: null,
    }),
  ).toEqual(['noGoalkeeper', 'noCaptain', 'numberTaken']);
  const twelve = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [
      i + 10,
      { kind: 'main' as const, number: String(i + 1), position: i === 0 ? ('GK' as const) : null },
    ]),
  );
  expect(warningsOf({ picks: twelve, captain: 10 })).toEqual(['tooManyMain']);
  expect(warningsOf({ picks: { 1: { kind: 'main', number: '', position: 'GK' } }, captain: 1 })).toEqual(['noNumber']);
});

test('rows stay in the order the form opened with: starters, substitutes, the rest, who may not play last', () => {
  const opened: SquadChoice = {
    picks: { 3: { kind: 'main', number: '7', position: 'MF' }, 1: { kind: 'substitute', number: '1', position: 'GK' } },
    captain: 3,
  };
  expect(rowOrder(candidates, opened).map((c) => c.player_id)).toEqual([3, 1, 2, 4]);
});

test("the body lists the chosen in the candidates' order, and a row error is found by that index", () => {
  const choice = {
    picks: { 2: { kind: 'substitute' as const, number: '14' }, 1: { kind: 'main' as const, number: '1' } },
    captain: 1,
  };
  expect(chosenOf(candidates, choice.picks).map((c) => c.player_id)).toEqual([1, 2]);
  expect(squadPlayers(candidates, choice)).toEqual([
    { player_id: 1, kind: 'main', number: 1, is_captain: true, position: 'GK' },
    { player_id: 2, kind: 'substitute', number: 14, is_captain: false, position: null },
  ]);
  expect(rowErrorOf({ 'players.1.number': 'Number taken' }, [1, 2], 2)).toBe('Number taken');
  expect(rowErrorOf({ 'players.1.number': 'Number taken' }, [1, 2], 1)).toBeUndefined();
});

test('a saved side is the squad sent when players, roles, numbers and captain agree, in any order', () => {
  const side = {
    team: { id: 1, title: 'T' },
    team_type: 'host' as const,
    version: 3,
    players: [
      { player_id: 1, name: 'A', kind: 'main' as const, number: 1, is_captain: false, position: 'GK' as const },
      { player_id: 3, name: 'C', kind: 'substitute' as const, number: 7, is_captain: true, position: 'MF' as const },
    ],
  };
  const sent = [
    { player_id: 3, kind: 'substitute' as const, number: 7, is_captain: true },
    { player_id: 1, kind: 'main' as const, number: 1, is_captain: false, position: 'GK' as const },
  ];
  expect(sameSquad(side, { players: sent })).toBe(true);
  expect(sameSquad(side, { players: [sent[0]!, { ...sent[1]!, number: 12 }] })).toBe(false);
  expect(sameSquad(side, { players: [sent[0]!] })).toBe(false);
});
