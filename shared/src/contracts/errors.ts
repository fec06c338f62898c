// Turning superstruct failures into field errors: `{ field: [{ rule, params }] }`, then into
// translated messages. The API answers with the translated form inside the error envelope.
import type { Failure, StructError } from 'superstruct';
import {
  formatValidationMessage,
  isValidationMessageKey,
  type ValidationMessageKey,
  type ValidationParams,
} from '../validation/messages';
import type { RuleFailure } from './fields';

export interface FieldIssue {
  rule: ValidationMessageKey;
  params: ValidationParams;
}

export type FieldIssues = Record<string, FieldIssue[]>;

/** The key under which a failure is reported: the dotted path, or `body` for the whole value. */
export function failureField(failure: Pick<Failure, 'path'>): string {
  return failure.path.length > 0 ? failure.path.map(String).join('.') : 'body';
}

/** The rule a field struct attached to its failure (see `ruleFailure`), if any. */
function attachedRule(failure: Failure): FieldIssue | null {
  const { rule, params } = failure as Failure & Partial<RuleFailure>;
  if (typeof rule !== 'string' || !isValidationMessageKey(rule)) return null;
  return { rule, params: params && typeof params === 'object' ? params : {} };
}

export function failureIssue(failure: Failure): FieldIssue {
  const attached = attachedRule(failure);
  if (attached) return attached;
  if (failure.refinement && isValidationMessageKey(failure.refinement)) return { rule: failure.refinement, params: {} };
  if (failure.type === 'never') return { rule: 'unknown_field', params: {} };
  if (failure.value === undefined) return { rule: 'required', params: {} };
  if (failure.type === 'enums' || failure.type === 'literal') return { rule: 'one_of', params: {} };
  if (failure.type === 'datetime') return { rule: 'date', params: {} };
  return { rule: 'type', params: {} };
}

/** All failures of a StructError grouped by field (one issue per rule and field). */
export function fieldIssues(error: StructError): FieldIssues {
  const failures = error.failures();
  // The whole value has the wrong shape (an array or a string instead of an object): one error.
  const whole = failures.find((failure) => failure.path.length === 0);
  if (whole) return { body: [failureIssue(whole)] };
  const out: FieldIssues = {};
  for (const failure of failures) {
    const field = failureField(failure);
    const issue = failureIssue(failure);
    const list = (out[field] ??= []);
    if (!list.some((known) => known.rule === issue.rule)) list.push(issue);
  }
  return out;
}

export function translateIssues(issues: FieldIssues, locale: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(issues)) {
    out[field] = list.map((issue) => formatValidationMessage(locale, issue.rule, { field, ...issue.params }));
  }
  return out;
}
