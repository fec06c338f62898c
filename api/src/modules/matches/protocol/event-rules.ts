// Events: from a body to rows and rule inputs, what makes two posts the same event, and the
// match's rules checked against the events recorded so far.
import type { EventCreateBody, EventKind, EventUpdateBody, Language } from '@league/shared/contracts';
import { createHash } from 'node:crypto';
import type { Executor } from '../../../db/database';
import type { FieldErrors } from '../../../lib/errors';
import * as repo from '../matches.protocol.repository';
import * as matchesRepository from '../matches.repository';
import { checkEvents, newIssues, type RuleEvent, type RuleIssue, type RuleSquadEntry } from '../protocol-rules';
import { refuse } from './deps';

export function eventValues(body: EventCreateBody | EventUpdateBody) {
  const scope = body.match_scope ?? 'regular';
  const base = {
    team_type: body.team_type,
    match_scope: scope,
    minute: body.minute ?? null,
    additional_minute: body.additional_minute ?? null,
  };
  const missing: FieldErrors = {};
  let values: repo.EventValues;
  switch (body.kind) {
    case 'goal': {
      const assistant = body.assistant_id ?? null;
      const method = body.method ?? 'goal';
      values = {
        ...base,
        player_id: body.player_id ?? null,
        method: assistant !== null && method === 'goal' ? 'assistant' : method,
        assistant_player_id: assistant,
      } as repo.GoalValues;
      break;
    }
    case 'punishment': {
      if (!body.card) missing.card = [{ rule: 'required' }];
      const card = body.card ?? 'yellow';
      const cause =
        card === 'yellow' ? null : card === 'second_yellow' ? 'second_yellow' : (body.removal_cause ?? null);
      values = { ...base, player_id: body.player_id ?? null, card, removal_cause: cause } as repo.PunishmentValues;
      break;
    }
    case 'replacement':
      values = {
        ...base,
        player_in_id: body.player_in_id ?? null,
        player_out_id: body.player_out_id ?? null,
      } as repo.ReplacementValues;
      break;
    case 'missed_penalty':
      if (!body.failure) missing.failure = [{ rule: 'required' }];
      values = {
        ...base,
        player_id: body.player_id ?? null,
        failure: body.failure ?? 'saved',
      } as repo.MissedPenaltyValues;
      break;
  }
  if (Object.keys(missing).length) throw refuse('validation_failed', missing);
  return values;
}

/**
 * What makes two posts "the same event" for an idempotency key: the kind and the values that
 * would be stored (defaults filled in, so a retry that spells out `match_scope: 'regular'` is
 * the same event), as JSON with sorted keys, hashed.
 */
export function eventHash(kind: EventKind, values: repo.EventValues): string {
  const canonical = Object.fromEntries(
    Object.entries({ kind, ...values }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export function ruleEvent(key: string, kind: EventKind, v: repo.EventValues): RuleEvent {
  const any = v as repo.EventValues &
    Partial<repo.GoalValues & repo.PunishmentValues & repo.ReplacementValues & repo.MissedPenaltyValues>;
  return {
    key,
    kind,
    side: v.team_type,
    scope: v.match_scope,
    minute: v.minute,
    additionalMinute: v.additional_minute,
    playerId: any.player_id ?? null,
    assistantId: any.assistant_player_id ?? null,
    method: any.method,
    card: any.card,
    removalCause: any.removal_cause ?? null,
    playerInId: any.player_in_id ?? null,
    playerOutId: any.player_out_id ?? null,
  };
}

export async function currentRules(executor: Executor, language: Language, row: repo.ProtocolMatchRow) {
  const [events, squad] = await Promise.all([
    matchesRepository.loadEvents(executor, [row.id]),
    repo.squadOf(executor, language, row.id),
  ]);
  const list: RuleEvent[] = [
    ...events.goals.map((g) => ruleEvent(`goal:${g.id}`, 'goal', g)),
    ...events.punishments.map((p) => ruleEvent(`punishment:${p.id}`, 'punishment', p)),
    ...events.replacements.map((r) => ruleEvent(`replacement:${r.id}`, 'replacement', r)),
    ...events.missedPenalties.map((p) => ruleEvent(`missed_penalty:${p.id}`, 'missed_penalty', p)),
  ];
  // Recorded order: by id within the whole match (ids of the four tables interleave in time).
  const entries: RuleSquadEntry[] = squad.map((s) => ({
    playerId: s.player_id,
    side: s.team_id === row.host_team_id ? 'host' : 'guest',
    kind: s.kind,
  }));
  return { list, entries, squad };
}

export function assertRules(entries: RuleSquadEntry[], before: RuleEvent[], after: RuleEvent[], key: string) {
  const broken = newIssues(checkEvents(entries, before), checkEvents(entries, after), key);
  if (broken.length === 0) return;
  const fields: FieldErrors = {};
  for (const issue of broken as RuleIssue[]) (fields[issue.field] ??= []).push({ rule: issue.rule });
  throw refuse('validation_failed', fields);
}
