// Runs the API's TypeScript sources in Node without a build step.
// @swc-node/register needs the TypeScript JS API, which TypeScript 7 (native) no longer ships,
// so this registers two small module hooks (hooks.mjs) that transpile .ts with @swc/core.
// Usage: node --import @league/api/register api/src/server.ts
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register('./hooks.mjs', import.meta.url);
