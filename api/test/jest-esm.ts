// Import first in API test files (helpers.ts does). Jest's CommonJS module runtime cannot load
// ESM-only packages (Node 20.19+ itself can), and jest routes every require through itself:
//   - cookie@2 (used by light-my-request, i.e. app.inject, to send request cookies) and
//     content-disposition@3 (used by @fastify/static for downloads) get small CommonJS
//     stand-ins covering what those callers use;
//   - PGlite's CommonJS build loads node built-ins with dynamic import(), which jest refuses
//     without --experimental-vm-modules; its ESM build, compiled by @swc/jest (the config lets
//     @electric-sql through transformIgnorePatterns), has no such calls left.
// The same lines in config/jest.setup-api.ts would cover every API test file.
jest.mock('cookie', () => ({
  stringifySetCookie: (cookie: { name: string; value: string }) => `${cookie.name}=${encodeURIComponent(cookie.value)}`,
  stringifyCookie: (cookies: Record<string, string>) =>
    Object.entries(cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; '),
  parseCookie: (header: string) =>
    Object.fromEntries(
      header
        .split(';')
        .map((part) => part.trim().split('='))
        .filter(([name]) => name)
        .map(([name, ...value]) => [name, decodeURIComponent(value.join('='))]),
    ),
}));
jest.mock('content-disposition', () => ({
  create: (filename: string) => `attachment; filename="${filename.replace(/["\\]/g, '')}"`,
}));
jest.mock('@electric-sql/pglite', () =>
  jest.requireActual(require.resolve('@electric-sql/pglite').replace(/index\.cjs$/, 'index.js')),
);

export {};
