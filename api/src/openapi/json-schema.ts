// superstruct contract → JSON Schema (2020-12, as OpenAPI 3.1 uses). Structs keep their kind
// (`type`) and, for objects, arrays and enums, their parts (`schema`); refinements keep the kind
// of what they refine. A union does not expose its members (unless built by `eitherOf`), so its
// primitive members are found by probing sample values.
import { is, type Struct } from 'superstruct';

export type JsonSchema = Record<string, unknown>;
// oxlint-disable-next-line typescript/no-explicit-any
type AnyStruct = Struct<any, any>;

const PROBES: [unknown, string][] = [
  ['', 'string'],
  [0, 'number'],
  [true, 'boolean'],
];

function withNull(schema: JsonSchema, nullable: boolean): JsonSchema {
  // A schema that admits anything admits null already (an `anyOf` with an empty member says nothing).
  if (!nullable || Object.keys(schema).length === 0) return schema;
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function properties(fields: Record<string, AnyStruct>, closed: boolean): JsonSchema {
  const props: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    props[key] = toJsonSchema(field);
    if (!is(undefined, field)) required.push(key);
  }
  return {
    type: 'object',
    properties: props,
    ...(required.length ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

/** The primitive kinds a struct without readable parts admits, found by probing sample values. */
function probed(struct: AnyStruct): JsonSchema {
  const kinds = PROBES.filter(([sample]) => is(sample, struct)).map(([, kind]) => kind);
  return kinds.length === 1 ? { type: kinds[0] } : kinds.length > 1 ? { type: kinds } : {};
}

export function toJsonSchema(struct: AnyStruct): JsonSchema {
  const schema = struct.schema as unknown;
  // nullable(literal('minutes')) admits null; literal(null) is itself the null type.
  const nullable = !(struct.type === 'literal' && schema === null) && is(null, struct);
  let out: JsonSchema;
  switch (struct.type) {
    case 'string':
      out = { type: 'string' };
      break;
    case 'number':
      out = { type: 'number' };
      break;
    case 'integer':
      out = { type: 'integer' };
      break;
    case 'date':
      out = { type: 'string', format: 'date' };
      break;
    case 'date-time':
    case 'datetime':
      out = { type: 'string', format: 'date-time' };
      break;
    case 'boolean':
      out = { type: 'boolean' };
      break;
    case 'literal':
      out = schema === null ? { type: 'null' } : { const: schema };
      break;
    case 'enums':
      out = { enum: Object.values(schema as Record<string, unknown>) };
      break;
    case 'array':
      out = { type: 'array', items: schema ? toJsonSchema(schema as AnyStruct) : {} };
      break;
    case 'object':
      out = schema ? properties(schema as Record<string, AnyStruct>, true) : { type: 'object' };
      break;
    case 'type':
      out = properties(schema as Record<string, AnyStruct>, false);
      break;
    case 'record':
      out = { type: 'object', additionalProperties: true };
      break;
    case 'union':
      if (Array.isArray(schema)) {
        out = { anyOf: (schema as AnyStruct[]).map((member) => toJsonSchema(member)) };
        break;
      }
      out = probed(struct);
      break;
    default:
      out = probed(struct);
  }
  return withNull(out, nullable);
}
