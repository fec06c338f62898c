// The proposed lineup's rules, without a database: what is kept from the last lineup, how the
// places of who may not play are filled, the goalkeeper, the numbers and the captain.
import { proposeSquad, type LineupEntry, type ProposalCandidate } from '../../../src/modules/matches/squad-proposal';

const candidate = (
  player_id: number,
  position: ProposalCandidate['position'],
  number: number | null = player_id,
  eligible = true,
): ProposalCandidate => ({ player_id, number, position, eligible });
const entry = (
  player_id: number,
  kind: LineupEntry['kind'],
  number: number | null,
  position: LineupEntry['position'] = 'MF',
  is_captain = false,
): LineupEntry => ({ player_id, kind, number, position, is_captain });
const kinds = (players: { player_id: number; kind: string }[]) =>
  Object.fromEntries(players.map((p) => [p.player_id, p.kind]));

test('from the application: one goalkeeper and the first outfield players by position start, the rest sit; a number for everyone; an outfield captain', () => {
  const list = [
    candidate(1, 'FW'),
    candidate(2, 'GK'),
    candidate(3, 'GK'),
    ...Array.from({ length: 10 }, (_, i) => candidate(10 + i, i < 4 ? 'DF' : 'MF')),
    candidate(30, 'DF', null),
    candidate(31, 'MF', 10),
  ];
  const { source, players } = proposeSquad(list, null);
  expect(source).toBe('application');
  const k = kinds(players);
  expect(k[2]).toBe('main');
  expect(k[3]).toBe('substitute');
  expect(k[30]).toBe('main'); // a defender before the midfielders and the forward
  expect(k[1]).toBe('substitute');
  expect(players.filter((p) => p.kind === 'main')).toHaveLength(11);
  const numbers = players.map((p) => p.number);
  expect(new Set(numbers).size).toBe(players.length);
  expect(players.find((p) => p.player_id === 31)!.number).not.toBe(10); // 10 is player 10's
  expect(players.filter((p) => p.is_captain).map((p) => p.player_id)).toEqual([
    players.find((p) => p.kind === 'main' && p.position !== 'GK')!.player_id,
  ]);
});

test('who may not play is never proposed', () => {
  const list = [candidate(1, 'GK', 1, false), candidate(2, 'GK'), candidate(3, 'DF', 3, false), candidate(4, 'DF')];
  const { players } = proposeSquad(list, null);
  expect(players.map((p) => p.player_id).sort()).toEqual([2, 4]);
});

test("the last lineup as it was: roles, numbers, positions and captain; a barred keeper's place goes to the keeper on the bench", () => {
  const list = [
    candidate(1, 'GK', 1, false),
    candidate(2, 'GK', 12),
    ...Array.from({ length: 12 }, (_, i) => candidate(3 + i, 'MF', 3 + i)),
  ];
  const last = [
    entry(1, 'main', 1, 'GK'),
    ...Array.from({ length: 10 }, (_, i) => entry(3 + i, 'main', 40 + i, 'MF', i === 0)),
    entry(2, 'substitute', 12, 'GK'),
    entry(13, 'substitute', 50),
    entry(14, 'substitute', 51, 'DF'),
  ];
  const { source, players } = proposeSquad(list, last);
  expect(source).toBe('last_match');
  const k = kinds(players);
  expect(k[1]).toBeUndefined();
  expect(k[2]).toBe('main'); // the keeper on the bench starts
  expect(players.filter((p) => p.kind === 'main')).toHaveLength(11);
  expect(k[13]).toBe('substitute'); // the keeper took the free place, no outfield player did
  expect(players.find((p) => p.player_id === 3)).toMatchObject({ number: 40, is_captain: true });
  expect(players.find((p) => p.player_id === 14)).toMatchObject({ number: 51, position: 'DF' });
});

test('a lineup of seven stays seven: a barred starter is replaced from the bench, not topped up to eleven', () => {
  const list = [candidate(1, 'GK'), ...Array.from({ length: 8 }, (_, i) => candidate(2 + i, 'MF', 2 + i, i !== 0))];
  const last = [
    entry(1, 'main', 1, 'GK', true),
    ...Array.from({ length: 6 }, (_, i) => entry(2 + i, 'main', 2 + i)),
    entry(8, 'substitute', 8),
    entry(9, 'substitute', 9),
  ];
  const { players } = proposeSquad(list, last);
  expect(players.filter((p) => p.kind === 'main').map((p) => p.player_id)).toEqual([1, 3, 4, 5, 6, 7, 8]);
  expect(kinds(players)[9]).toBe('substitute');
  expect(players.find((p) => p.is_captain)!.player_id).toBe(1);
});
