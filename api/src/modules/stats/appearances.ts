// Who was on the pitch, when, and for how many minutes. Only regular-scope events move
// players on or off; added time is ignored for minutes but kept for ordering.
import { cardsByPlayer } from './cards.js';
import { eventTimeKey, teamIdOf } from './score.js';
import type { Id, MatchInput, PlayerInput, PositionCode, TeamSide } from './stats.types.js';

export const DEFAULT_MATCH_LENGTH = 90;

export interface Appearance {
  matchId: Id;
  playerId: Id;
  teamType: TeamSide;
  teamId: Id;
  started: boolean;
  position: PositionCode | null;
  /** Event-time key (minute * 100 + added) when the player came on; -Infinity for starters. */
  onKey: number;
  /** Event-time key when the player went off (substituted or sent off); Infinity if never. */
  offKey: number;
  minutes: number;
}

/**
 * Appearances in one match: starters (`main`) and substitutes who came on. Players who come on
 * according to the replacements but are missing from the squad list still count. A match
 * without squad data yields no appearances (nothing is known about who played).
 */
export function matchAppearances(
  match: MatchInput,
  matchLength = DEFAULT_MATCH_LENGTH,
  players: PlayerInput[] = [],
): Appearance[] {
  const squad = match.squads ?? [];
  if (squad.length === 0) return [];
  const positions = new Map(players.map((p) => [p.id, p.position ?? null]));
  const replacements = (match.replacements ?? []).filter((r) => r.matchScope === 'regular');
  const sendOffs = cardsByPlayer(match.punishments.filter((p) => p.matchScope === 'regular'));
  const clamp = (minute: number) => Math.min(Math.max(minute, 0), matchLength);
  const key = (side: TeamSide, id: Id) => `${side}:${id}`;

  const candidates = new Map<
    string,
    { playerId: Id; teamType: TeamSide; started: boolean; position: PositionCode | null }
  >();
  for (const entry of squad) {
    candidates.set(key(entry.teamType, entry.playerId), {
      playerId: entry.playerId,
      teamType: entry.teamType,
      started: entry.kind === 'main',
      position: entry.position ?? positions.get(entry.playerId) ?? null,
    });
  }
  for (const r of replacements) {
    if (r.direction === 'in' && !candidates.has(key(r.teamType, r.playerId))) {
      candidates.set(key(r.teamType, r.playerId), {
        playerId: r.playerId,
        teamType: r.teamType,
        started: false,
        position: positions.get(r.playerId) ?? null,
      });
    }
  }

  const out: Appearance[] = [];
  for (const c of candidates.values()) {
    const own = replacements
      .filter((r) => r.playerId === c.playerId && r.teamType === c.teamType)
      .sort((a, b) => eventTimeKey(a.minute, a.additionalMinute) - eventTimeKey(b.minute, b.additionalMinute));
    let onMinute = 0;
    let onKey = -Infinity;
    if (!c.started) {
      const cameOn = own.find((r) => r.direction === 'in');
      if (!cameOn) continue;
      onMinute = cameOn.minute;
      onKey = eventTimeKey(cameOn.minute, cameOn.additionalMinute);
    }
    let offMinute = matchLength;
    let offKey = Infinity;
    const wentOff = own.find((r) => r.direction === 'out' && eventTimeKey(r.minute, r.additionalMinute) >= onKey);
    if (wentOff) {
      offMinute = wentOff.minute;
      offKey = eventTimeKey(wentOff.minute, wentOff.additionalMinute);
    }
    const sentOff = sendOffs.find((s) => s.playerId === c.playerId && s.teamType === c.teamType)?.sendOff;
    if (sentOff && eventTimeKey(sentOff.minute, sentOff.additionalMinute) < offKey) {
      offMinute = sentOff.minute;
      offKey = eventTimeKey(sentOff.minute, sentOff.additionalMinute);
    }
    out.push({
      matchId: match.id,
      playerId: c.playerId,
      teamType: c.teamType,
      teamId: teamIdOf(match, c.teamType),
      started: c.started,
      position: c.position,
      onKey,
      offKey,
      minutes: Math.max(0, clamp(offMinute) - clamp(onMinute)),
    });
  }
  return out;
}

/** Was the player on the pitch at this event time? A goal at the minute of a substitution is
 *  charged to the player going off (on < t ≤ off). */
export const onPitchAt = (a: Pick<Appearance, 'onKey' | 'offKey'>, timeKey: number): boolean =>
  a.onKey < timeKey && timeKey <= a.offKey;
