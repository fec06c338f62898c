// A match's event timeline: goals, cards, substitutions and missed penalties in one list.
import { goalBeneficiary } from './score.js';
import type {
  EventTiming,
  GoalInput,
  MatchInput,
  MissedPenaltyInput,
  PunishmentInput,
  ReplacementInput,
  TeamSide,
} from './stats.types.js';

/** Spec §9: before-scope events sort at minute -999, after-scope (shoot-out) at 999. */
export const BEFORE_SORT_MINUTE = -999;
export const AFTER_SORT_MINUTE = 999;
export const REGULAR_LAST_MINUTE = 90;

interface TimelineBase {
  /** Minute used for ordering (-999 / minute / 999). */
  sortMinute: number;
  /** Display minute for regular-scope events (`17`, `45+2`, `90+4`); null before/after the match. */
  label: string | null;
  teamType: TeamSide;
}

export type TimelineEvent =
  | (TimelineBase & { kind: 'goal'; event: GoalInput /** side the goal counts for */; countsFor: TeamSide })
  | (TimelineBase & { kind: 'punishment'; event: PunishmentInput })
  | (TimelineBase & { kind: 'replacement'; event: ReplacementInput })
  | (TimelineBase & { kind: 'missed_penalty'; event: MissedPenaltyInput });

export function sortMinute(e: EventTiming): number {
  if (e.matchScope === 'before') return BEFORE_SORT_MINUTE;
  if (e.matchScope === 'after') return AFTER_SORT_MINUTE;
  return e.minute;
}

/**
 * Minute label: regular time 1–90, added time as `45+2`; a minute past 90 without added time
 * is shown as added time too (93 → `90+3`).
 */
export function minuteLabel(e: EventTiming, lastMinute = REGULAR_LAST_MINUTE): string | null {
  if (e.matchScope !== 'regular') return null;
  const minute = Math.max(1, e.minute);
  const added = Math.max(0, e.additionalMinute ?? 0);
  if (minute > lastMinute) return `${lastMinute}+${minute - lastMinute + added}`;
  return added > 0 ? `${minute}+${added}` : String(minute);
}

/**
 * Sorted by sort minute, then minute (orders shoot-out kicks by their recorded minute), then
 * added time; events at the same moment keep the input order (goals, punishments,
 * replacements, missed penalties, each list as given).
 */
export function matchTimeline(
  match: Pick<MatchInput, 'goals' | 'punishments' | 'replacements' | 'missedPenalties'>,
): TimelineEvent[] {
  const base = (e: EventTiming & { teamType: TeamSide }): TimelineBase => ({
    sortMinute: sortMinute(e),
    label: minuteLabel(e),
    teamType: e.teamType,
  });
  const all: TimelineEvent[] = [
    ...match.goals.map(
      (event): TimelineEvent => ({ ...base(event), kind: 'goal', event, countsFor: goalBeneficiary(event) }),
    ),
    ...match.punishments.map((event): TimelineEvent => ({ ...base(event), kind: 'punishment', event })),
    ...(match.replacements ?? []).map((event): TimelineEvent => ({ ...base(event), kind: 'replacement', event })),
    ...(match.missedPenalties ?? []).map((event): TimelineEvent => ({ ...base(event), kind: 'missed_penalty', event })),
  ];
  return all
    .map((e, index) => ({ e, index }))
    .sort(
      (a, b) =>
        a.e.sortMinute - b.e.sortMinute ||
        a.e.event.minute - b.e.event.minute ||
        (a.e.event.additionalMinute ?? 0) - (b.e.event.additionalMinute ?? 0) ||
        a.index - b.index,
    )
    .map(({ e }) => e);
}
