// Node module hooks: resolve extensionless / .js specifiers to .ts files and transpile .ts with swc.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from '@swc/core';

const TS_EXTENSIONS = ['.ts', '.tsx', '.mts'];

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

function candidates(path) {
  const list = [];
  if (path.endsWith('.js')) list.push(path.slice(0, -3) + '.ts', path.slice(0, -3) + '.tsx');
  if (path.endsWith('.mjs')) list.push(path.slice(0, -4) + '.mts');
  for (const ext of TS_EXTENSIONS) list.push(path + ext);
  for (const ext of TS_EXTENSIONS) list.push(`${path}/index${ext}`);
  return list;
}

export async function resolve(specifier, context, nextResolve) {
  const relative = specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
  const fromTs = context.parentURL && TS_EXTENSIONS.some((ext) => context.parentURL.endsWith(ext));
  if (relative && fromTs) {
    const base = new URL(specifier, context.parentURL);
    const path = fileURLToPath(base);
    if (!isFile(path)) {
      for (const candidate of candidates(path)) {
        if (isFile(candidate)) return { url: pathToFileURL(candidate).href, shortCircuit: true, format: 'module' };
      }
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && TS_EXTENSIONS.some((ext) => url.endsWith(ext))) {
    const filename = fileURLToPath(url);
    const source = await readFile(filename, 'utf8');
    const output = await transform(source, {
      filename,
      sourceMaps: 'inline',
      jsc: {
        parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
        target: 'es2022',
      },
      module: { type: 'es6' },
    });
    return { format: 'module', source: output.code, shortCircuit: true };
  }
  return nextLoad(url, context);
}
