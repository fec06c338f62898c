// A service that hands each call to its use case: the use cases are plain functions that take
// their dependencies first (`useCase(deps, ...args)`); the service is the same functions with the
// dependencies bound once, so each call's parameters are written only in the use case.

/** A use case with its dependencies bound: the same call without its first parameter. */
export type Bound<D, F> = F extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;

type UseCases<D> = Record<string, (deps: D, ...args: never[]) => unknown>;

/** The use cases with `deps` bound to each. */
export function bindDeps<D, T extends UseCases<D>>(deps: D, useCases: T): { [K in keyof T]: Bound<D, T[K]> } {
  const bound: Record<string, unknown> = {};
  for (const [name, useCase] of Object.entries(useCases))
    bound[name] = (...args: never[]) => (useCase as (deps: D, ...rest: never[]) => unknown)(deps, ...args);
  return bound as { [K in keyof T]: Bound<D, T[K]> };
}
