// The lineup a match's squad form opens with while a side has none saved (pure; no database): the
// team's last lineup in this tournament, or else its application. Ineligible players are never
// proposed. The result keeps the squad rules whenever the eligible players allow it: at most
// eleven starters (a lineup short of its starters is filled from its substitutes), at most
// SQUAD_MAX_PLAYERS in all, a goalkeeper among the starters, unique numbers 1–99, one captain —
// so one tap confirms it (ADR 0174).
import {
  SQUAD_MAX_MAIN,
  SQUAD_MAX_PLAYERS,
  type PlayerPosition,
  type SquadKind,
  type SquadProposalSource,
} from '@league/shared/contracts';

export interface ProposalCandidate {
  player_id: number;
  number: number | null;
  position: PlayerPosition | null;
  eligible: boolean;
}

export interface LineupEntry {
  player_id: number;
  kind: SquadKind;
  number: number | null;
  is_captain: boolean;
  position: PlayerPosition | null;
}

export interface ProposedPlayer {
  player_id: number;
  kind: SquadKind;
  number: number;
  is_captain: boolean;
  position: PlayerPosition | null;
}

const POSITION_ORDER: Record<PlayerPosition, number> = { GK: 0, DF: 1, MF: 2, FW: 3 };
const rank = (p: PlayerPosition | null) => (p === null ? 4 : POSITION_ORDER[p]);

/** From the application: one goalkeeper and the first outfield players by position start. */
function fromApplication(eligible: ProposalCandidate[]): LineupEntry[] {
  const sorted = eligible
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c.position) - rank(b.c.position) || a.i - b.i);
  const keeper = sorted.find(({ c }) => c.position === 'GK');
  const outfield = sorted.filter(({ c }) => c.position !== 'GK');
  const starters = new Set([
    ...(keeper ? [keeper.c.player_id] : []),
    ...outfield.slice(0, SQUAD_MAX_MAIN - (keeper ? 1 : 0)).map(({ c }) => c.player_id),
  ]);
  return sorted.map(({ c }) => ({
    player_id: c.player_id,
    kind: starters.has(c.player_id) ? 'main' : 'substitute',
    number: c.number,
    is_captain: false,
    position: c.position,
  }));
}

/**
 * The proposal for one side. `last` is the team's last saved lineup in this tournament (empty or
 * null when it has none); `candidates` are its application's players in the form's order.
 */
export function proposeSquad(
  candidates: ProposalCandidate[],
  last: LineupEntry[] | null,
): { source: SquadProposalSource; players: ProposedPlayer[] } {
  const byId = new Map(candidates.map((c) => [c.player_id, c]));
  const eligible = candidates.filter((c) => c.eligible);
  const fromLast = (last ?? []).filter((p) => byId.get(p.player_id)?.eligible);
  const source: SquadProposalSource = last && last.length > 0 && fromLast.length > 0 ? 'last_match' : 'application';
  const base = source === 'last_match' ? fromLast : fromApplication(eligible);
  // Starters first (in the lineup's order), then substitutes; at most SQUAD_MAX_PLAYERS in all.
  const lineup = [...base.filter((p) => p.kind === 'main'), ...base.filter((p) => p.kind === 'substitute')]
    .slice(0, SQUAD_MAX_PLAYERS)
    .map((p) => ({ ...p, position: p.position ?? byId.get(p.player_id)?.position ?? null }));
  const starters = () => lineup.filter((p) => p.kind === 'main');
  const subs = () => lineup.filter((p) => p.kind === 'substitute');
  // Eleven at most; a lineup that lost a starter takes the first substitutes (outfield ones first).
  starters()
    .slice(SQUAD_MAX_MAIN)
    .forEach((p) => (p.kind = 'substitute'));
  const target =
    source === 'last_match'
      ? Math.min(SQUAD_MAX_MAIN, (last ?? []).filter((p) => p.kind === 'main').length)
      : SQUAD_MAX_MAIN;
  for (const p of [...subs().filter((s) => s.position !== 'GK'), ...subs().filter((s) => s.position === 'GK')]) {
    if (starters().length >= target) break;
    p.kind = 'main';
  }
  // A goalkeeper starts: the first one on the bench takes the place of the last outfield starter.
  if (!starters().some((p) => p.position === 'GK')) {
    const keeper = subs().find((p) => p.position === 'GK');
    if (keeper) {
      if (starters().length >= SQUAD_MAX_MAIN)
        starters()
          .filter((p) => p.position !== 'GK')
          .at(-1)!.kind = 'substitute';
      keeper.kind = 'main';
    }
  }
  // Unique numbers: the lineup's (or the application's) number when free, else the lowest free one.
  const taken = new Set<number>();
  const wanted = (p: LineupEntry) =>
    [p.number, byId.get(p.player_id)?.number ?? null].find(
      (n): n is number => n !== null && n >= 1 && n <= 99 && !taken.has(n),
    );
  const numbered = lineup.map((p) => {
    const number = wanted(p) ?? null;
    if (number !== null) taken.add(number);
    return { ...p, number };
  });
  for (const p of numbered) {
    if (p.number !== null) continue;
    let n = 1;
    while (taken.has(n)) n += 1;
    taken.add(n);
    p.number = n;
  }
  // One captain: the lineup's when still in it, else the first outfield starter.
  const ordered = [...numbered.filter((p) => p.kind === 'main'), ...numbered.filter((p) => p.kind === 'substitute')];
  const captain =
    ordered.find((p) => p.is_captain) ?? ordered.find((p) => p.kind === 'main' && p.position !== 'GK') ?? ordered[0];
  return {
    source,
    players: ordered.map((p) => ({
      player_id: p.player_id,
      kind: p.kind,
      number: p.number!,
      is_captain: p === captain,
      position: p.position,
    })),
  };
}
