// The trimmed shared packages of the apps (ADR 0203): the router, react-query and react-i18next
// come to the browser as modules of config/shared/ that re-export only the names the league's
// apps use. A browser source file that imports another name from them breaks the bundle, so
// the import-boundary check reports it with the module to add it to.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, isTestFile, lineAt, root } from './source-tree.mjs';

const ROUTER_MODULE = path.join(root, 'config/shared/react-router-dom.mjs');
const SERVER_ROUTER_MODULE = path.join(root, 'config/shared/react-router-dom.server.mjs');

/** The names the shared router module re-exports (what every app may import from react-router-dom). */
export function routerNames(source = fs.readFileSync(ROUTER_MODULE, 'utf8')) {
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const name of list.split(','))
      if (name.trim())
        names.add(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        );
  }
  return names;
}

/** Browser code of the apps and of shared (tests aside): what the bundle holds. */
function isBundled(pkg, file) {
  return (APPS.includes(pkg) || pkg === 'shared') && !isTestFile(file);
}

/** The names a source file imports (not as types) in braces from the package `packageName`: [{ line, name }]. */
function importedNames(source, packageName) {
  const re = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${packageName.replace(/[/@.]/g, '\\$&')}['"]`,
    'g',
  );
  const found = [];
  for (const match of source.matchAll(re)) {
    if (match[1]) continue;
    const line = lineAt(source, match.index);
    for (const item of match[2].split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) found.push({ line, name });
    }
  }
  return found;
}

let sharedRouterNames;
let serverRouterNames;

/** The router problems of one browser source file: names the shared router module does not carry. */
export function checkRouter(pkg, file, source) {
  if (!isBundled(pkg, file)) return [];
  sharedRouterNames ??= routerNames();
  // The shell's server entry (Node build) shares the router with the static router added.
  serverRouterNames ??= new Set([...sharedRouterNames, ...routerNames(fs.readFileSync(SERVER_ROUTER_MODULE, 'utf8'))]);
  const allowed = file.includes(`${path.sep}src${path.sep}server${path.sep}`) ? serverRouterNames : sharedRouterNames;
  return importedNames(source, 'react-router-dom')
    .filter(({ name }) => !allowed.has(name))
    .map(
      ({ line, name }) =>
        `${path.relative(root, file)}:${line} imports ${name} from react-router-dom: the shared router carries only the names listed in config/shared/react-router-dom.mjs: add it there.`,
    );
}

/**
 * Shared packages provided as a module of the names the product uses (ADR 0203): the package
 * name → the module that lists them. The router is checked above (its server build adds names).
 */
const TRIMMED_SHARED = {
  '@tanstack/react-query': 'config/shared/react-query.mjs',
  'react-i18next': 'config/shared/react-i18next.mjs',
};
const trimmedNames = new Map();

/** Names imported from a trimmed shared package that its module does not carry. */
export function checkTrimmed(pkg, file, source) {
  if (!isBundled(pkg, file)) return [];
  const problems = [];
  for (const [name, module] of Object.entries(TRIMMED_SHARED)) {
    for (const { line, name: imported } of importedNames(source, name)) {
      if (!trimmedNames.has(name))
        trimmedNames.set(name, routerNames(fs.readFileSync(path.join(root, module), 'utf8')));
      if (!trimmedNames.get(name).has(imported)) {
        problems.push(
          `${path.relative(root, file)}:${line} imports ${imported} from ${name}: the shared module carries only the names listed in ${module}: add it there.`,
        );
      }
    }
  }
  return problems;
}
