// Query strings with bracket notation (spec §7): `filter[tag]=x` → { filter: { tag: 'x' } },
// `ids[]=1&ids[]=2` → { ids: ['1', '2'] }. Depth and size are bounded.
const MAX_DEPTH = 5;
const MAX_PARAMS = 200;

type QueryValue = string | string[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const parts = [match[1]];
  const rest = match[2];
  for (const inner of rest.matchAll(/\[([^[\]]*)\]/g)) parts.push(inner[1]);
  return parts.length > MAX_DEPTH + 1 ? null : parts;
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function parseQuery(raw: string): QueryObject {
  const out: QueryObject = Object.create(null) as QueryObject;
  const params = new URLSearchParams(raw);
  let count = 0;
  for (const [key, value] of params) {
    if (++count > MAX_PARAMS) break;
    const parts = splitKey(key) ?? [key];
    if (parts.some((part) => FORBIDDEN.has(part))) continue;
    let node: QueryObject = out;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const last = i === parts.length - 1;
      const nextIsArray = !last && parts[i + 1] === '';
      if (last) {
        if (part === '') continue; // handled by the parent as an array push
        const existing = node[part];
        if (existing === undefined) node[part] = value;
        else if (Array.isArray(existing)) existing.push(value);
        else if (typeof existing === 'string') node[part] = [existing, value];
        break;
      }
      if (nextIsArray && i + 1 === parts.length - 1) {
        const existing = node[part];
        if (Array.isArray(existing)) existing.push(value);
        else if (existing === undefined) node[part] = [value];
        else if (typeof existing === 'string') node[part] = [existing, value];
        break;
      }
      const existing = node[part];
      if (existing === undefined || typeof existing === 'string' || Array.isArray(existing)) {
        const child = Object.create(null) as QueryObject;
        node[part] = child;
        node = child;
      } else {
        node = existing;
      }
    }
  }
  return out;
}
