// Path parameters of the people pages: a bad slug or id names a resource that does not exist
// (404), not a form error (422). An id is read as every path id of the API is (`IdParams`:
// `fromQuery(id())`), only its refusal differs.
import { IdParams, PeopleIdOrSlugParams, PeopleSlugParams } from '@league/shared/contracts';
import { AppError } from './errors';
import { parseQuery } from './validate';

export function pathParam<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation_failed') throw new AppError('not_found');
    throw error;
  }
}

export const slugOf = (params: unknown) => pathParam(() => parseQuery(PeopleSlugParams, params).slug);
export const idOf = (params: unknown) => pathParam(() => parseQuery(IdParams, params).id);
export const keyOf = (params: unknown) => pathParam(() => parseQuery(PeopleIdOrSlugParams, params).id);
