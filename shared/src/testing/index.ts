// `@league/shared/testing`: helpers for the remotes' page tests (never imported by app code).
export * from './remote-pages';
export * from './remote-paths';
