// How the cards one player got in one match add up. Shared by the table (fair play),
// discipline (suspensions) and the statistics (cards shown).
import type { Id, PunishmentInput, TeamSide } from './stats.types.js';

export interface PlayerMatchCards {
  playerId: Id;
  teamType: TeamSide;
  /** `yellow` entries. */
  yellowEntries: number;
  /** Sent off for a second yellow: a `second_yellow` entry, or two `yellow` entries. */
  secondYellowSendOff: boolean;
  /** `red` entries (direct reds). */
  redEntries: number;
  /** Yellows shown, counting a `second_yellow` entry as a yellow shown. */
  yellowsShown: number;
  /** Sendings-off: direct reds plus a second-yellow send-off. */
  redsShown: number;
  /**
   * Yellows that count towards accumulation: 0 when the yellows became a red in this match,
   * otherwise the yellow entries (a yellow followed by a direct red still counts).
   */
  accumulatedYellows: number;
  /** Fair-play points (UEFA rule): yellow 1; second yellow 3 in total; direct red 3. */
  disciplinaryPoints: number;
  /** The first sending-off event, for timing (minutes on the pitch, suspensions). */
  sendOff: PunishmentInput | null;
}

/** Groups one match's punishments per player. All scopes count (a warm-up card is a card). */
export function cardsByPlayer(punishments: PunishmentInput[]): PlayerMatchCards[] {
  const byPlayer = new Map<string, PunishmentInput[]>();
  for (const p of punishments) {
    const key = `${p.teamType}:${p.playerId}`;
    const list = byPlayer.get(key);
    if (list) list.push(p);
    else byPlayer.set(key, [p]);
  }
  const out: PlayerMatchCards[] = [];
  for (const list of byPlayer.values()) {
    const yellows = list.filter((p) => p.card === 'yellow');
    const secondYellows = list.filter((p) => p.card === 'second_yellow');
    const reds = list.filter((p) => p.card === 'red');
    const secondYellowSendOff = secondYellows.length > 0 || yellows.length >= 2;
    const secondYellowEvent = secondYellows[0] ?? (yellows.length >= 2 ? yellows[1] : undefined);
    const sendOffCandidates = [secondYellowEvent, reds[0]].filter((p): p is PunishmentInput => !!p);
    sendOffCandidates.sort((a, b) => eventOrder(a) - eventOrder(b));
    out.push({
      playerId: list[0].playerId,
      teamType: list[0].teamType,
      yellowEntries: yellows.length,
      secondYellowSendOff,
      redEntries: reds.length,
      yellowsShown: yellows.length + secondYellows.length,
      redsShown: reds.length + (secondYellowSendOff ? 1 : 0),
      accumulatedYellows: secondYellowSendOff ? 0 : yellows.length,
      disciplinaryPoints: (secondYellowSendOff ? 3 : yellows.length) + 3 * reds.length,
      sendOff: sendOffCandidates[0] ?? null,
    });
  }
  return out;
}

const SCOPE_OFFSET = { before: -1_000_000, regular: 0, after: 1_000_000 } as const;
const eventOrder = (p: PunishmentInput): number =>
  SCOPE_OFFSET[p.matchScope] + p.minute * 100 + (p.additionalMinute ?? 0);

/** Fair-play points of one side in one match. */
export function sideDisciplinaryPoints(punishments: PunishmentInput[], side: TeamSide): number {
  return cardsByPlayer(punishments)
    .filter((c) => c.teamType === side)
    .reduce((sum, c) => sum + c.disciplinaryPoints, 0);
}
