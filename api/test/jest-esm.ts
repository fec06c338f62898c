// Import first in API test files (helpers.ts does). Jest's CommonJS module runtime cannot load
// ESM-only packages (Node 20.19+ itself can), and jest routes every require through itself:
//   - PGlite's CommonJS build loads node built-ins with dynamic import(), which jest refuses
//     without --experimental-vm-modules; its ESM build, compiled by @swc/jest (the config lets
//     @electric-sql through transformIgnorePatterns), has no such calls left.
// The same lines in config/jest.setup-api.ts would cover every API test file.
jest.mock('@electric-sql/pglite', () =>
  jest.requireActual(require.resolve('@electric-sql/pglite').replace(/index\.cjs$/, 'index.js')),
);

export {};
