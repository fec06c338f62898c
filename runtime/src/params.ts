// Query and multipart encoding rules of spec §7: nulls and empty arrays are stripped from
// queries; nested keys use bracket notation (`filter[tag]=x`, `ids[]=1`, `players[0][name]=…`).

type Scalar = string | number | boolean;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

function flatten(prefix: string, value: unknown, out: [string, unknown][], arrayKeys: 'empty' | 'index'): void {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      flatten(arrayKeys === 'empty' ? `${prefix}[]` : `${prefix}[${index}]`, item, out, arrayKeys),
    );
    return;
  }
  if (value instanceof Date) {
    out.push([prefix, value.toISOString()]);
    return;
  }
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    out.push([prefix, value]);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      flatten(prefix ? `${prefix}[${key}]` : key, inner, out, arrayKeys);
    }
    return;
  }
  out.push([prefix, value as Scalar]);
}

/** Serialises query parameters, dropping null, undefined and empty arrays. */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const pairs: [string, unknown][] = [];
  flatten('', params, pairs, 'empty');
  return pairs
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
    )
    .join('&');
}

/** Builds multipart form data with bracket notation for nested values; files pass through. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const pairs: [string, unknown][] = [];
  flatten('', body, pairs, 'index');
  for (const [key, value] of pairs) {
    if (typeof Blob !== 'undefined' && value instanceof Blob) form.append(key, value);
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else form.append(key, String(value));
  }
  return form;
}
