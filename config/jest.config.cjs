// One jest configuration with a project per workspace. Every project compiles TypeScript with
// @swc/jest (the native TypeScript 7 compiler has no JS API, so ts-jest cannot run).
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: root,
  transform: { '^.+\\.(t|j)sx?$': swc(true) },
  moduleNameMapper: {
    '^@league/runtime$': '<rootDir>/runtime/src/index.ts',
    '^@league/shared$': '<rootDir>/shared/src/index.ts',
    '^@league/shared/locale$': '<rootDir>/shared/src/locale.ts',
    '^@league/shared/followed-cookie$': '<rootDir>/shared/src/followed-cookie.ts',
    '^@league/shared/(.*)$': '<rootDir>/shared/src/$1/index.ts',
    // One language of a strings module is the browser build's (ADR 0203); tests load it whole.
    '^(.+)\\?locale=(kk|ru|en)$': '$1',
    '\\.(css)$': '<rootDir>/config/jest.style-stub.cjs',
    '\\.(png|jpe?g|svg|webp)$': '<rootDir>/config/jest.file-stub.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // file-type is ESM-only and exports no `require` condition: jest takes its core build
    // (fileTypeFromBuffer, no Node streams), compiled like its ESM-only dependencies below.
    '^file-type$': '<rootDir>/node_modules/file-type/core.js',
  },
  transformIgnorePatterns: [
    // ESM-only packages jest must compile: PGlite, file-type and its readers, otplib's crypto,
    // sanitize-html's parser (htmlparser2 10, entities 7) and feed 6.
    '/node_modules/(?!(@electric-sql|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|@scure|@noble|@otplib|otplib|sanitize-html/node_modules/(htmlparser2|entities|escape-string-regexp)|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|feed)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const web = (name) => ({
  ...common,
  displayName: name,
  testEnvironment: 'jsdom',
  roots: [`<rootDir>/${name}/src`],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/config/jest.polyfills-web.cjs'],
  setupFilesAfterEnv: ['<rootDir>/config/jest.setup-web.ts'],
});

module.exports = {
  projects: [
    web('runtime'),
    web('shared'),
    web('shell'),
    web('mf-public'),
    web('mf-cabinet-tournaments'),
    web('mf-cabinet-matches'),
    web('mf-cabinet-clubs'),
    web('mf-cabinet-league'),
    web('mf-cabinet-content'),
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src', '<rootDir>/api/test'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/config/jest.setup-api.ts'],
    },
    {
      // The product server (server/): it imports the API by its package entries
      // (api/package.json "exports"), the tests' harness included (@league/api/testing).
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src', '<rootDir>/server/test'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/config/jest.setup-api.ts'],
    },
  ],
};
