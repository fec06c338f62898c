// The OpenAPI 3.1 document of the API, generated from the endpoint objects of
// `@league/shared/endpoints` — the same objects the routes are registered from, so the
// document can't drift from the code.
import { POLICIES } from '@league/shared/access';
import { pathParamNames, type AnyEndpoint } from '@league/shared/endpoints';
import { ErrorEnvelope, LANGUAGES } from '@league/shared/contracts';
import { toJsonSchema, type JsonSchema } from './json-schema';

/** What the document calls the API. */
export const API_TITLE = 'Youth football league API';

export interface OpenApiInfo {
  title: string;
  version: string;
  serverUrl: string;
}

const ERROR_RESPONSES: Record<string, string> = {
  '401': 'No valid bearer token',
  '403': 'The role may not call this endpoint',
  '404': 'Not found',
  '422': 'A parameter, query field or body field is not valid (`data.errors` per field)',
  '429': 'Too many requests',
};

function accessText(endpoint: AnyEndpoint): string {
  if (endpoint.access === 'public') {
    const files = endpoint.response.type === 'file';
    return [
      `${endpoint.summary}.`,
      'Public: no sign-in.',
      endpoint.cacheable
        ? 'The answer is the same for every visitor: revalidate with its ETag (`If-None-Match` → 304); it varies by `Accept-Language`.'
        : files
          ? 'Cache it as `Cache-Control` says.'
          : 'The answer follows the clock (not kept by the server), and is still revalidated with its ETag.',
    ].join(' ');
  }
  if (endpoint.access === 'signed-in') return 'Any signed-in user.';
  const policy = POLICIES[endpoint.access] as { roles: readonly string[]; scope?: string };
  return `Roles: ${policy.roles.join(', ')}${policy.scope ? ` (scope: ${policy.scope.replace('_', ' ')})` : ''}.`;
}

/** Values of the demo league for path parameters, as a reader would try them. */
const PATH_EXAMPLES: Record<string, string | number> = {
  slug: 'altai-2012',
  team_slug: 'altai-2012',
  name: 'season',
  playerslug: 'alikhan-tuleubayev',
  id: 1,
  club_id: 1,
};

/** An example a path parameter's own schema accepts: the first of a closed list, else the demo's value in the schema's type. */
function pathExample(name: string, schema: JsonSchema): string | number {
  const choices = schema.enum as (string | number)[] | undefined;
  if (choices?.length) return choices[0]!;
  const known = PATH_EXAMPLES[name];
  if (schema.type === 'integer') return typeof known === 'number' ? known : 1;
  if (schema.type === 'string') return known === undefined ? 'altai-2012' : String(known);
  return known ?? 'altai-2012';
}

/**
 * `documentNames`: the names the document's path template gives this endpoint's path parameters
 * (another endpoint on the same template may name them differently; see `openApiDocument`).
 */
function parameters(endpoint: AnyEndpoint, documentNames: string[]): JsonSchema[] {
  const out: JsonSchema[] = [];
  const paramSchema = endpoint.params ? toJsonSchema(endpoint.params) : null;
  pathParamNames(endpoint.path).forEach((name, i) => {
    const schema = (paramSchema?.properties as Record<string, JsonSchema> | undefined)?.[name] ?? { type: 'string' };
    const shown = documentNames[i] ?? name;
    out.push({
      name: shown,
      in: 'path',
      required: true,
      schema,
      example: pathExample(name, schema),
      ...(shown === name ? {} : { description: `The ${name.replace(/_/g, ' ')}` }),
    });
  });
  if (endpoint.query) {
    const query = toJsonSchema(endpoint.query);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      const nested = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));
      out.push({
        name,
        in: 'query',
        required: required.has(name),
        schema,
        ...(nested ? { style: 'deepObject', explode: true } : {}),
      });
    }
  }
  out.push({
    name: 'Accept-Language',
    in: 'header',
    required: false,
    schema: { enum: [...LANGUAGES] },
    example: 'ru',
    description: 'Language of texts and messages; kk by default',
  });
  return out;
}

/** The success answer: the JSON envelope, or for a file endpoint (`fileAnswer`) the bytes in one of its types. */
function success(endpoint: AnyEndpoint): JsonSchema {
  if (endpoint.response.type === 'file') {
    const types = endpoint.response.schema as readonly string[];
    return {
      description: 'The file',
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    };
  }
  return { description: 'Success', content: { 'application/json': { schema: toJsonSchema(endpoint.response) } } };
}

function operation(endpoint: AnyEndpoint, documentNames: string[]): JsonSchema {
  const responses: Record<string, JsonSchema> = { '200': success(endpoint) };
  const errorSchema = { $ref: '#/components/schemas/ErrorEnvelope' };
  for (const [code, description] of Object.entries(ERROR_RESPONSES)) {
    if ((code === '401' || code === '403') && endpoint.access === 'public') continue;
    if (code === '403' && endpoint.access === 'signed-in') continue;
    responses[code] = { description, content: { 'application/json': { schema: errorSchema } } };
  }
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: accessText(endpoint),
    tags: [endpoint.tag],
    parameters: parameters(endpoint, documentNames),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                schema: toJsonSchema(endpoint.body),
              },
            },
          },
        }
      : {}),
    // A public operation says so: no security requirement (the document's default is none too).
    security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
    responses,
  };
}

/** What each group of operations is about (a tag without one is described by its name). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  applications: "Teams' applications to tournaments: the players and staff a club enters, their statuses and documents",
  auth: 'Signing in and out of the staff cabinet, the signed-in user, sessions and password',
  calendar: "Calendar feeds (iCalendar) of a tournament's and a team's fixtures",
  clubs: 'Clubs and their teams',
  content: 'News, analytics, media albums, videos, press, static pages and the league’s public documents',
  'content-cabinet':
    'The league’s publishing (super_admin, media manager): news and analytics with their lifecycle, photos, albums, videos, press, documents, partners, banners and the league’s pages',
  departures: 'Departures of teams to away matches: the travel list and the provider’s decision',
  entries: "Teams' requests to enter a tournament in its entry window, and the league's decisions",
  documents: "Players' and staff members' private documents (identity, medical, consent)",
  feedback: 'Messages to the league from the contact form',
  history:
    'The history of changes (super_admin): who changed which record, when, each field before → after; read only, recorded by the database with every signed-in write',
  league:
    "The league's identity (name, logo, colours, contacts), its web app manifest and icons; its feedback inbox and first-start checklist",
  handbooks: 'Reference lists: seasons, teams, tournaments, cities, stadiums and the closed lists',
  import: 'The registry from a spreadsheet: templates, the preview of a CSV or XLSX file and its import',
  matches: 'Matches: the sheet, events, line-ups, statistics, media and the live stream',
  notifications: 'Notifications of the staff cabinet',
  players: 'Players: public pages and the cabinet registry',
  referees: 'Referees and their matches',
  accounts: 'Accounts, invitations, password resets and two-factor sign-in',
  seasons: 'The seasons of the league: dates, titles and the current one',
  search: 'Search across teams, players, staff, clubs and news (transliterating Kazakh, Russian and Latin spellings)',
  share:
    'Share images: the 1200×630 PNG a link preview shows for a match, team, player, tournament, club, referee, news, media or analytics page',
  site: 'The sitemap for search engines',
  stadiums: 'Stadiums and their cities',
  staff: 'Team staff: coaches and representatives',
  standings: "Tables, scorers, assistants, disqualifications and a tournament's statistics",
  system: "The server's clock in the league's time zone and the interface translations",
  teams: 'Teams: pages, squads, matches and the cabinet registry',
  tournaments: 'Tournaments, their rounds, teams and schedules',
};

/** `/clubs/:slug` → `/clubs/{slug}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

export function openApiDocument(endpoints: readonly AnyEndpoint[], info: OpenApiInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  // Endpoints whose paths differ only in their parameters' names (GET /players/:slug, PUT
  // /players/:id) share one template in the document (the first one's names): two templates that
  // match the same URLs are ambiguous to every client generator.
  const templates = new Map<string, string>();
  for (const endpoint of endpoints) {
    const shape = endpoint.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':');
    const template = templates.get(shape) ?? endpoint.path;
    templates.set(shape, template);
    const path = openApiPath(template);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint, pathParamNames(template));
  }
  const tags = [...new Set(endpoints.map((e) => e.tag))]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      contact: { name: 'The league', url: `${new URL(info.serverUrl).origin}/feedback` },
      description:
        'Every answer is an envelope: `{ success: true, data }`, or `{ success: false, message, data: { errors: { field: [message] } } }` in the language of `Accept-Language`.',
    },
    servers: [{ url: info.serverUrl }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token answered by POST /cabinet/login' },
      },
      schemas: { ErrorEnvelope: toJsonSchema(ErrorEnvelope) },
    },
  };
}
