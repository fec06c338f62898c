// Checks a request body or query against its superstruct contract; a failure becomes a 422
// with one entry per field (translated later by the error handler). Whatever the input holds
// (objects where text is expected, NUL characters, absurd nesting), the answer is a 4xx with
// field errors, never a 500.
import { fieldIssues } from '@league/shared/contracts';
import { StructError, validate, type Struct } from 'superstruct';
import { AppError } from './errors';
import { inspectInput } from './input-guard';

function checked<T, S>(struct: Struct<T, S>, value: unknown, coerce: boolean, fallbackField: string, mask = false): T {
  const { value: plain, problems } = inspectInput(value, fallbackField);
  if (problems.tooDeep) throw new AppError('bad_request', { fields: { [fallbackField]: [{ rule: 'too_deep' }] } });
  if (Object.keys(problems.fields).length > 0) throw new AppError('validation_failed', { fields: problems.fields });
  let outcome: [StructError | undefined, T | undefined];
  try {
    outcome = validate(plain, struct, { coerce, mask });
  } catch (error) {
    // A coercer or refiner that cannot handle the value's type (an object where text is
    // expected): the value is wrong, the server is not.
    throw new AppError('validation_failed', { fields: { [fallbackField]: [{ rule: 'type' }] }, cause: error });
  }
  const [error, result] = outcome;
  if (error) throw new AppError('validation_failed', { fields: fieldIssues(error) });
  return result as T;
}

export function parseBody<T, S>(struct: Struct<T, S>, value: unknown): T {
  return checked(struct, value, false, 'body');
}

/**
 * Queries are strings: numeric fields built with `fromQuery()` are coerced first. `mask`
 * drops parameters the contract doesn't name instead of refusing them (public pages: links
 * carry `utm_source` and the like).
 */
export function parseQuery<T, S>(struct: Struct<T, S>, value: unknown, options: { mask?: boolean } = {}): T {
  return checked(struct, value ?? {}, true, 'query', options.mask === true);
}

export const ok = <T>(data: T) => ({ success: true as const, data });
