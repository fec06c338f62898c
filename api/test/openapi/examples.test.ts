// Every example the OpenAPI document gives a path or query parameter is one its own schema
// accepts (a closed list's member, a string where a string is asked): a reader who tries the
// example, and a linter such as spectral's `oas` rules, find no example outside its schema.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { request } from '../helpers';
import { suiteApp } from '../support/suite-app';

const t = suiteApp({});

type Parameter = { name: string; in: string; schema: object; example?: unknown };

it('every parameter example fits its schema', async () => {
  const doc = (await request(t.app, { method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  };
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  const misfits: string[] = [];
  let checked = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.example === undefined) continue;
        checked++;
        if (!ajv.validate(parameter.schema, parameter.example))
          misfits.push(
            `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}: ${JSON.stringify(parameter.example)}`,
          );
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(misfits).toEqual([]);
});

it('every path parameter has one type (no id that is a number or a string)', async () => {
  const doc = (await request(t.app, { method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: (Parameter & { schema: Record<string, unknown> })[] }>>;
  };
  const mixed: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations))
      for (const parameter of operation.parameters ?? [])
        if (
          parameter.in === 'path' &&
          (parameter.schema.anyOf || parameter.schema.oneOf || Array.isArray(parameter.schema.type))
        )
          mixed.push(`${method.toUpperCase()} ${path} ${parameter.name}`);
  expect(mixed).toEqual([]);
});

it('every id in an answer has one type (a handbook lists records or keys, never both)', async () => {
  const doc = (await request(t.app, { method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const mixed = new Set<string>();
  const walk = (node: unknown, where: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item) => walk(item, where));
    const properties = (node as { properties?: Record<string, { type?: unknown; anyOf?: unknown }> }).properties;
    const idType = properties?.id?.type;
    if (Array.isArray(idType) && idType.includes('number') && idType.includes('string')) mixed.add(where);
    for (const value of Object.values(node)) walk(value, where);
  };
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations))
      walk(operation.responses, `${method.toUpperCase()} ${path}`);
  walk(doc.components, 'components');
  expect(mixed).toEqual(new Set());

  const handbook = JSON.stringify(doc.paths['/handbook/{name}']?.get?.responses ?? {});
  expect(handbook).toContain('"anyOf"');
});
