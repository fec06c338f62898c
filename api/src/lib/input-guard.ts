// What any request value must satisfy before a contract looks at it: no NUL character in any
// text (PostgreSQL refuses it with error 22021, so it would surface as a 500), a bounded nesting
// depth, and plain objects only (the query parser builds prototype-less objects, which coercers
// cannot turn into a string or a number without throwing).
import type { FieldErrors } from './errors';

/** Deeper values are refused before validation (a contract never nests this deep). */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblems {
  fields: FieldErrors;
  tooDeep: boolean;
}

const fieldName = (path: string[], fallback: string) => (path.length > 0 ? path.join('.') : fallback);

/**
 * Copies `value` into plain objects and arrays, and reports every text (or key) holding a NUL
 * character as a field error.
 */
export function inspectInput(value: unknown, fallbackField = 'body'): { value: unknown; problems: InputProblems } {
  const problems: InputProblems = { fields: {}, tooDeep: false };
  const walk = (node: unknown, path: string[], depth: number): unknown => {
    if (depth > MAX_INPUT_DEPTH) {
      problems.tooDeep = true;
      return undefined;
    }
    if (typeof node === 'string') {
      if (hasForbiddenControl(node)) {
        const field = fieldName(path, fallbackField);
        problems.fields[field] ??= [{ rule: 'control_characters' }];
      }
      return node;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, String(index)], depth + 1));
    if (node !== null && typeof node === 'object') {
      if (Buffer.isBuffer(node) || node instanceof Date) return node;
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) {
        if (hasForbiddenControl(key))
          problems.fields[fieldName([...path, key.split(NUL).join('?')], fallbackField)] ??= [
            { rule: 'control_characters' },
          ];
        out[key] = walk(item, [...path, key], depth + 1);
      }
      return out;
    }
    return node;
  };
  const copy = walk(value, [], 0);
  return { value: copy, problems };
}

// NUL only: PostgreSQL stores every other character of a text.
const NUL = String.fromCharCode(0);

export const hasForbiddenControl = (text: string): boolean => text.includes(NUL);

/**
 * How deeply a JSON text nests, counted without parsing (strings skipped), stopping as soon as
 * `limit` is passed: a body nested thousands of levels deep is refused before any recursive
 * code (the parser's prototype check, the validator) can overflow the stack on it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
