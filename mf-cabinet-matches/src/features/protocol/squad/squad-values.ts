// One team's match squad as its form holds it (each candidate's role, shirt number and position
// in this match, the captain), the proposal it opens with, the tap to swap two players, the
// rules it is checked against before saving, and the body the API takes. Pure.
import type { PlayerPosition, SquadKind } from '@league/shared';
import { SQUAD_MAX_MAIN, type CabinetSquadSide, type SquadCandidate, type SquadProposal } from '@league/shared/cabinet';

export interface Pick {
  kind: SquadKind | '';
  number: string;
  /** The position in this match (the goalkeeper is the starter with GK). */
  position?: PlayerPosition | null;
}
export type Picks = Record<number, Pick>;
export interface SquadChoice {
  picks: Picks;
  captain: number | null;
}

/** The squad as saved: each player's role and number, and the captain. */
export const picksOf = (side: CabinetSquadSide | null): SquadChoice => ({
  picks: Object.fromEntries(
    (side?.players ?? []).map((p) => [
      p.player_id,
      { kind: p.kind, number: p.number === null ? '' : String(p.number), position: p.position },
    ]),
  ),
  captain: side?.players.find((p) => p.is_captain)?.player_id ?? null,
});

/** The proposed lineup as the form holds it. */
export const proposalOf = (proposal: SquadProposal | undefined): SquadChoice => ({
  picks: Object.fromEntries(
    (proposal?.players ?? []).map((p) => [
      p.player_id,
      { kind: p.kind, number: String(p.number), position: p.position },
    ]),
  ),
  captain: proposal?.players.find((p) => p.is_captain)?.player_id ?? null,
});

/** What the form opens with: the saved squad, or the proposal while none is saved and it may be changed. */
export const openingOf = (
  side: CabinetSquadSide,
  proposal: SquadProposal | undefined,
  editable: boolean,
): { choice: SquadChoice; proposed: boolean } =>
  side.players.length === 0 && editable && proposal && proposal.players.length > 0
    ? { choice: proposalOf(proposal), proposed: true }
    : { choice: picksOf(side), proposed: false };

/**
 * A tap on `b` while `a` is chosen: the two change places (starter, substitute, not named). A
 * player coming in from outside keeps his own number when it is free, else takes the one of the
 * player he replaces; a captain leaving the squad leaves the captaincy.
 */
export function swapPicks(v: SquadChoice, a: number, b: number, candidates: SquadCandidate[]): SquadChoice {
  const pa = v.picks[a];
  const pb = v.picks[b];
  const kindA = pa?.kind ?? '';
  const kindB = pb?.kind ?? '';
  if (kindA === kindB) return v;
  const picks = { ...v.picks };
  const taken = new Set(
    Object.entries(v.picks)
      .filter(([id]) => Number(id) !== a && Number(id) !== b)
      .map(([, p]) => p.number),
  );
  const place = (id: number, kind: SquadKind | '', own: Pick | undefined, other: Pick | undefined) => {
    if (!kind) return void delete picks[id];
    const candidate = candidates.find((c) => c.player_id === id);
    const mine = own?.number || (candidate?.number ? String(candidate.number) : '');
    const number = own || !other || (mine && !taken.has(mine) && mine !== other.number) ? mine : other.number;
    picks[id] = { kind, number, position: own?.position ?? candidate?.position ?? null };
  };
  place(a, kindB, pa, pb);
  place(b, kindA, pb, pa);
  const captain = v.captain !== null && !picks[v.captain] ? null : v.captain;
  return { picks, captain };
}

/** This player keeps the goal in this match: a goalkeeper by position, or given GK here. */
export function withGoalkeeper(v: SquadChoice, id: number, candidates: SquadCandidate[]): SquadChoice {
  const picks = { ...v.picks };
  const native = (pid: number) => candidates.find((c) => c.player_id === pid)?.position ?? null;
  // Another starter made goalkeeper for this match only goes back to his own position.
  for (const [pid, p] of Object.entries(picks))
    if (Number(pid) !== id && p.position === 'GK' && native(Number(pid)) !== 'GK' && p.kind === 'main')
      picks[Number(pid)] = { ...p, position: native(Number(pid)) };
  if (picks[id]) picks[id] = { ...picks[id]!, position: 'GK' };
  return { ...v, picks };
}

export type SquadWarning = 'tooManyMain' | 'noGoalkeeper' | 'noCaptain' | 'numberTaken' | 'noNumber';

/** What the API would refuse, said before saving (an empty squad is a valid one). */
export function warningsOf({ picks, captain }: SquadChoice): SquadWarning[] {
  const chosen = Object.values(picks).filter((p) => p.kind);
  if (chosen.length === 0) return [];
  const main = chosen.filter((p) => p.kind === 'main');
  const numbers = chosen.map((p) => p.number).filter(Boolean);
  return [
    ...(main.length > SQUAD_MAX_MAIN ? (['tooManyMain'] as const) : []),
    ...(!main.some((p) => p.position === 'GK') ? (['noGoalkeeper'] as const) : []),
    ...(captain === null || !picks[captain]?.kind ? (['noCaptain'] as const) : []),
    ...(new Set(numbers).size !== numbers.length ? (['numberTaken'] as const) : []),
    ...(numbers.length !== chosen.length ? (['noNumber'] as const) : []),
  ];
}

/** The rows' order while the form is open: starters, substitutes, the rest — as it was opened, so rows do not jump under a finger. */
export function rowOrder(candidates: SquadCandidate[], opened: SquadChoice): SquadCandidate[] {
  const rank = (c: SquadCandidate) =>
    ({ main: 0, substitute: 1, '': 2 })[opened.picks[c.player_id]?.kind ?? ''] +
    (c.eligible || opened.picks[c.player_id] ? 0 : 1);
  return candidates
    .map((c, i) => ({ c, i }))
    .sort((x, y) => rank(x.c) - rank(y.c) || x.i - y.i)
    .map(({ c }) => c);
}

/** A candidate's role or number changed: out of the squad drops them (and the captaincy). */
export function withPick(v: SquadChoice, id: number, next: Partial<Pick>, candidates: SquadCandidate[]): SquadChoice {
  const candidate = candidates.find((c) => c.player_id === id);
  const current: Pick = v.picks[id] ?? {
    kind: '',
    number: candidate?.number?.toString() ?? '',
    position: candidate?.position ?? null,
  };
  const merged = { ...current, ...next };
  const picks = { ...v.picks };
  if (merged.kind) picks[id] = merged;
  else delete picks[id];
  return { picks, captain: !merged.kind && v.captain === id ? null : v.captain };
}

/** The candidates in the squad, in the candidates' order (the order the API's errors index). */
export const chosenOf = (candidates: SquadCandidate[], picks: Picks) =>
  candidates.filter((c) => picks[c.player_id]?.kind);

export interface SquadBodyPlayer {
  player_id: number;
  kind: SquadKind;
  number: number;
  is_captain: boolean;
  position?: PlayerPosition | null;
}

/** Whether a saved side is exactly the squad sent: the same players, roles, numbers and captain. */
export function sameSquad(side: CabinetSquadSide, sent: { players: SquadBodyPlayer[] }): boolean {
  const key = (p: { player_id: number; kind: string; number: number | null; is_captain: boolean }) =>
    `${p.player_id}:${p.kind}:${p.number}:${p.is_captain}`;
  const mine = sent.players.map(key).sort();
  const theirs = side.players.map(key).sort();
  return mine.length === theirs.length && mine.every((k, i) => k === theirs[i]);
}

/** The players as the API takes them. */
export const squadPlayers = (candidates: SquadCandidate[], { picks, captain }: SquadChoice): SquadBodyPlayer[] =>
  chosenOf(candidates, picks).map((c) => ({
    player_id: c.player_id,
    kind: picks[c.player_id]!.kind as SquadKind,
    number: Number(picks[c.player_id]!.number),
    is_captain: captain === c.player_id,
    position: picks[c.player_id]!.position ?? c.position,
  }));

/** A row's server error: the API names the index in the list sent. */
export function rowErrorOf(errors: Record<string, string>, sentIds: number[], id: number): string | undefined {
  const i = sentIds.indexOf(id);
  return i < 0 ? undefined : (errors[`players.${i}.player_id`] ?? errors[`players.${i}.number`]);
}
