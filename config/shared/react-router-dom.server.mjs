// What the server builds (ADR 0100) share as `react-router-dom`: the browser API of
// react-router-dom.mjs plus the static router the shell's server entry renders with. Only the
// Node builds use it; a visitor's bundle keeps the browser list alone (ADR 0105).
export * from './react-router-dom.mjs';
export { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
