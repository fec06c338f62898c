// Turning superstruct failures into field errors: `{ field: [{ rule, params }] }`, then into
// translated messages. The API answers with the translated form inside the error envelope.
import type { Failure, StructError } from 'superstruct';
import {
  formatValidationMessage,
  isValidationMessageKey,
  type ValidationMessageKey,
  type ValidationParams,
} from '../validation/messages';

export interface FieldIssue {
  rule: ValidationMessageKey;
  params: ValidationParams;
}

export type FieldIssues = Record<string, FieldIssue[]>;

/** The key under which a failure is reported: the dotted path, or `body` for the whole value. */
export function failureField(failure: Pick<Failure, 'path'>): string {
  return failure.path.length > 0 ? failure.path.map(String).join('.') : 'body';
}

function parseParams(explanation: string | undefined): ValidationParams {
  if (!explanation) return {};
  try {
    const parsed = JSON.parse(explanation) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ValidationParams) : {};
  } catch {
    return {};
  }
}

export function failureIssue(failure: Failure): FieldIssue {
  if (failure.refinement && isValidationMessageKey(failure.refinement)) {
    return { rule: failure.refinement, params: parseParams(failure.explanation) };
  }
  if (failure.type === 'never') return { rule: 'unknown_field', params: {} };
  if (failure.value === undefined) return { rule: 'required', params: {} };
  if (failure.type === 'enums' || failure.type === 'literal') return { rule: 'one_of', params: {} };
  if (failure.type === 'datetime') return { rule: 'date', params: {} };
  return { rule: 'type', params: {} };
}

/** All failures of a StructError grouped by field (one issue per rule and field). */
export function fieldIssues(error: StructError): FieldIssues {
  const out: FieldIssues = {};
  for (const failure of error.failures()) {
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
