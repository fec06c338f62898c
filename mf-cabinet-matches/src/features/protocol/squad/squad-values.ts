// One team's match squad as its form holds it (each candidate's role and shirt number, the
// captain) and as the API takes it. Pure.
import type { SquadKind } from '@league/shared';
import type { CabinetSquadSide, SquadCandidate } from '@league/shared/cabinet';

export interface Pick {
  kind: SquadKind | '';
  number: string;
}
export type Picks = Record<number, Pick>;
export interface SquadChoice {
  picks: Picks;
  captain: number | null;
}

/** The squad as saved: each player's role and number, and the captain. */
export const picksOf = (side: CabinetSquadSide | null): SquadChoice => ({
  picks: Object.fromEntries((side?.players ?? []).map((p) => [p.player_id, { kind: p.kind, number: p.number === null ? '' : String(p.number) }])),
  captain: side?.players.find((p) => p.is_captain)?.player_id ?? null,
});

/** A candidate's role or number changed: out of the squad drops them (and the captaincy). */
export function withPick(v: SquadChoice, id: number, next: Partial<Pick>, candidates: SquadCandidate[]): SquadChoice {
  const current = v.picks[id] ?? { kind: '' as const, number: candidates.find((c) => c.player_id === id)?.number?.toString() ?? '' };
  const merged = { ...current, ...next };
  const picks = { ...v.picks };
  if (merged.kind) picks[id] = merged;
  else delete picks[id];
  return { picks, captain: !merged.kind && v.captain === id ? null : v.captain };
}

/** The candidates in the squad, in the candidates' order (the order the API's errors index). */
export const chosenOf = (candidates: SquadCandidate[], picks: Picks) => candidates.filter((c) => picks[c.player_id]?.kind);

/** The players as the API takes them. */
export const squadPlayers = (candidates: SquadCandidate[], { picks, captain }: SquadChoice) =>
  chosenOf(candidates, picks).map((c) => ({ player_id: c.player_id, kind: picks[c.player_id]!.kind as SquadKind, number: Number(picks[c.player_id]!.number), is_captain: captain === c.player_id }));

/** A row's server error: the API names the index in the list sent. */
export function rowErrorOf(errors: Record<string, string>, sentIds: number[], id: number): string | undefined {
  const i = sentIds.indexOf(id);
  return i < 0 ? undefined : (errors[`players.${i}.player_id`] ?? errors[`players.${i}.number`]);
}
