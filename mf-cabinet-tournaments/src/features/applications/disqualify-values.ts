// The disqualification form's values and the body they make (ADR 0181): a reason and a length —
// a number of matches, or until further notice (`disqualification_matches: null`).
import { between, type RuleSpec } from '@league/shared';
import { DISQUALIFY_MATCHES_MAX, DISQUALIFY_REASON_MAX, type ApplicationChangeBody } from '@league/shared/cabinet';

export interface DisqualifyValues {
  reason?: string;
  length: 'matches' | 'indefinite';
  disqualification_matches?: number;
}

export const DISQUALIFY_INITIAL: DisqualifyValues = { length: 'matches' };

export const REASON_RULES = ['required', { rule: 'max' as const, length: DISQUALIFY_REASON_MAX }] as const;
export const MATCHES_RULES: RuleSpec[] = ['required', ...between(1, DISQUALIFY_MATCHES_MAX)];

export function disqualifyBody(values: DisqualifyValues): ApplicationChangeBody {
  return {
    status: 'disqualified',
    reason: values.reason?.trim() ?? '',
    disqualification_matches: values.length === 'indefinite' ? null : values.disqualification_matches,
  };
}
