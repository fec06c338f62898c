// Checks a request body or query against its superstruct contract; a failure becomes a 422
// with one entry per field (translated later by the error handler).
import { fieldIssues } from '@league/shared/contracts';
import { validate, type Struct } from 'superstruct';
import { AppError } from './errors';

export function parseBody<T, S>(struct: Struct<T, S>, value: unknown): T {
  const [error, result] = validate(value, struct);
  if (error) throw new AppError('validation_failed', { fields: fieldIssues(error) });
  return result;
}

/**
 * Queries are strings: numeric fields built with `fromQuery()` are coerced first. `mask`
 * drops parameters the contract doesn't name instead of refusing them (public pages: links
 * carry `utm_source` and the like).
 */
export function parseQuery<T, S>(struct: Struct<T, S>, value: unknown, options: { mask?: boolean } = {}): T {
  const [error, result] = validate(value ?? {}, struct, { coerce: true, mask: options.mask === true });
  if (error) throw new AppError('validation_failed', { fields: fieldIssues(error) });
  return result;
}

export const ok = <T>(data: T) => ({ success: true as const, data });
