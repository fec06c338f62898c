// Embeds for clubs' own websites (ADR 0280): `/embed/tournaments/:id` and `/embed/teams/:id`
// answer a small HTML page for an <iframe> — the live table, the next fixtures and the last
// results — written here from the public API's answers, with no script, no cookie, no tracking,
// light or dark, in the league's colours, revalidated by its ETag and kept a minute by caches.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Locale = 'kk' | 'ru' | 'en';
/** A site path in a language (kk has no prefix). */
const localizePath = (path: string, language: Locale) => (language === 'kk' ? path : `/${language}${path}`);
/** The league's dates and times are Almaty's. */
const dayFormat = (language: Locale) =>
  new Intl.DateTimeFormat(language, { timeZone: 'Asia/Almaty', day: 'numeric', month: 'short', weekday: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Almaty', hour: '2-digit', minute: '2-digit' });

export const EMBED_PREFIX = '/embed/';
/** A result comes in: the next load within a minute shows it. */
export const EMBED_CACHE = 'public, max-age=60';
const LANGUAGES = ['kk', 'ru', 'en'] as const;
const PARTS = ['table', 'next', 'last'] as const;
type Part = (typeof PARTS)[number];
type Theme = 'light' | 'dark' | 'auto';

/** Who may frame an embed (anyone) and what it may load (its own styles, crests over https). */
export const EMBED_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  'frame-ancestors *',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const STRINGS: Record<
  Locale,
  {
    table: string;
    next: string;
    last: string;
    none: string;
    live: string;
    postponed: string;
    columns: [string, string, string, string, string, string, string, string];
    abbr: [string, string, string, string, string, string];
    more: (site: string) => string;
    notFound: string;
  }
> = {
  kk: {
    table: 'Турнирлік кесте',
    next: 'Алдағы матчтар',
    last: 'Соңғы нәтижелер',
    none: 'Матч жоқ',
    live: 'Тікелей',
    postponed: 'Шегерілді',
    columns: ['#', 'Команда', 'О', 'Ж', 'Т', 'Ұ', 'Доптар', 'Ұп'],
    abbr: ['Ойындар', 'Жеңіс', 'Тең', 'Ұтылыс', 'Доптар', 'Ұпай'],
    more: (site) => `Толығырақ: ${site}`,
    notFound: 'Табылмады',
  },
  ru: {
    table: 'Турнирная таблица',
    next: 'Ближайшие матчи',
    last: 'Последние результаты',
    none: 'Матчей нет',
    live: 'Идёт',
    postponed: 'Перенесён',
    columns: ['#', 'Команда', 'И', 'В', 'Н', 'П', 'Мячи', 'О'],
    abbr: ['Игры', 'Победы', 'Ничьи', 'Поражения', 'Мячи', 'Очки'],
    more: (site) => `Подробнее: ${site}`,
    notFound: 'Не найдено',
  },
  en: {
    table: 'Table',
    next: 'Next matches',
    last: 'Latest results',
    none: 'No matches',
    live: 'Live',
    postponed: 'Postponed',
    columns: ['#', 'Team', 'P', 'W', 'D', 'L', 'Goals', 'Pts'],
    abbr: ['Played', 'Won', 'Drawn', 'Lost', 'Goals', 'Points'],
    more: (site) => `More on ${site}`,
    notFound: 'Not found',
  },
};

export interface EmbedOptions {
  language: Locale;
  parts: Part[];
  theme: Theme;
  limit: number;
}

/** The embed's options from its query; anything unknown falls back to the default, never an error. */
export function embedOptions(query: Record<string, unknown>, defaults: Part[]): EmbedOptions {
  const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
  const language = (LANGUAGES as readonly string[]).includes(text('lang')) ? (text('lang') as Locale) : 'kk';
  const asked = text('show')
    .split(',')
    .map((p) => p.trim())
    .filter((p): p is Part => (PARTS as readonly string[]).includes(p));
  const theme = (['light', 'dark'] as const).find((t) => t === text('theme')) ?? 'auto';
  const limit = Math.min(10, Math.max(1, Number.parseInt(text('limit'), 10) || 5));
  return { language, parts: asked.length ? [...new Set(asked)] : defaults, theme, limit };
}

interface TeamRef {
  id: number;
  slug: string;
  title: string;
}
interface MatchCard {
  id: number;
  date_time: string | null;
  status: string;
  host: TeamRef;
  guest: TeamRef;
  score: { host: number; guest: number } | null;
  tournament: { id: number; title: string };
  stadium: { title: string } | null;
}
interface TableRow {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals: string;
  points: number;
}
interface Identity {
  name: Record<Locale, string>;
  colors: { primary: string; accent: string };
}

const esc = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const COLOR = /^#[0-9a-f]{6}$/i;

function matchList(matches: MatchCard[], o: EmbedOptions, site: string, heading: string, played: boolean): string {
  const s = STRINGS[o.language];
  if (matches.length === 0) return `<section><h2>${esc(heading)}</h2><p class="none">${esc(s.none)}</p></section>`;
  const items = matches.map((m) => {
    const when = m.date_time
      ? `${dayFormat(o.language).format(new Date(m.date_time))}${played ? '' : `, ${timeFormat.format(new Date(m.date_time))}`}`
      : '';
    const middle =
      m.score && (played || m.status === 'live')
        ? `<b class="score">${m.score.host}:${m.score.guest}</b>`
        : '<span class="score" aria-hidden="true">–</span>';
    const flag =
      m.status === 'live'
        ? ` <span class="flag">${esc(s.live)}</span>`
        : m.status === 'postponed'
          ? ` <span class="flag">${esc(s.postponed)}</span>`
          : '';
    const place = !played && m.stadium ? `<span class="place">${esc(m.stadium.title)}</span>` : '';
    return `<li><a href="${esc(`${site}${localizePath(`/matches/${m.id}`, o.language)}`)}" target="_blank" rel="noopener"><span class="when">${esc(when)}${flag}</span><span class="teams"><span>${esc(m.host.title)}</span>${middle}<span>${esc(m.guest.title)}</span></span>${place}</a></li>`;
  });
  return `<section><h2>${esc(heading)}</h2><ul>${items.join('')}</ul></section>`;
}

function tableOf(rows: TableRow[], o: EmbedOptions, site: string, highlight: number | null): string {
  const s = STRINGS[o.language];
  const [num, team, ...cols] = s.columns;
  const head = `<tr><th scope="col">${esc(num)}</th><th scope="col" class="team">${esc(team)}</th>${cols
    .map((c, i) => `<th scope="col"><abbr title="${esc(s.abbr[i]!)}">${esc(c)}</abbr></th>`)
    .join('')}</tr>`;
  const body = rows
    .map(
      (r) =>
        `<tr${r.team.id === highlight ? ' class="mine" aria-current="true"' : ''}><td>${r.position}</td><th scope="row" class="team"><a href="${esc(
          `${site}${localizePath(`/teams/${encodeURIComponent(r.team.slug)}`, o.language)}`,
        )}" target="_blank" rel="noopener">${esc(r.team.title)}</a></th><td>${r.played}</td><td>${r.won}</td><td>${r.drawn}</td><td>${r.lost}</td><td>${esc(r.goals)}</td><td><b>${r.points}</b></td></tr>`,
    )
    .join('');
  return `<section><h2>${esc(s.table)}</h2><div class="scroll"><table><thead>${head}</thead><tbody>${body}</tbody></table></div></section>`;
}

function page(o: EmbedOptions, identity: Identity | null, title: string, link: string, sections: string[]): string {
  const s = STRINGS[o.language];
  const primary = identity && COLOR.test(identity.colors.primary) ? identity.colors.primary : '#0b6e4f';
  const site = identity?.name[o.language] ?? '';
  const scheme = o.theme === 'auto' ? 'light dark' : o.theme;
  const dark = `--bg:#16191d;--fg:#eceff2;--muted:#a7b0ba;--line:#2e343b;--mine:color-mix(in srgb,${primary} 35%,#16191d);--link:color-mix(in srgb,${primary} 45%,#fff)`;
  const light = `--bg:#fff;--fg:#15191d;--muted:#58626d;--line:#dde2e7;--mine:color-mix(in srgb,${primary} 14%,#fff);--link:${primary}`;
  const css = [
    `:root{color-scheme:${scheme};--brand:${primary};${o.theme === 'dark' ? dark : light}}`,
    o.theme === 'auto' ? `@media (prefers-color-scheme:dark){:root{${dark}}}` : '',
    'body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    'main{padding:8px 10px}h1{font-size:16px;margin:0 0 6px;border-bottom:3px solid var(--brand);padding-bottom:4px}',
    'h2{font-size:14px;margin:12px 0 4px}a{color:var(--link)}',
    '.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}',
    'th,td{padding:4px 5px;text-align:center;border-bottom:1px solid var(--line);white-space:nowrap}',
    '.team{text-align:left;white-space:normal;font-weight:400}thead th{color:var(--muted);font-weight:600}',
    'abbr{text-decoration:none}tr.mine{background:var(--mine)}tr.mine .team{font-weight:700}',
    'ul{list-style:none;margin:0;padding:0}li a{display:block;padding:5px 0;border-bottom:1px solid var(--line);color:inherit;text-decoration:none}',
    'li a:hover .teams,li a:focus-visible .teams{text-decoration:underline}',
    '.when,.place{display:block;color:var(--muted);font-size:12px}.teams{display:flex;gap:6px;align-items:baseline}',
    '.teams span:first-child{flex:1;text-align:right}.teams span:last-child{flex:1}.score{min-width:34px;text-align:center}',
    '.flag{color:var(--fg);background:var(--mine);border-radius:3px;padding:0 4px}.none{color:var(--muted)}',
    'footer{margin-top:8px;font-size:12px}',
  ].join('');
  return `<!doctype html><html lang="${o.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(
    title,
  )}</title><style>${css}</style></head><body><main><h1>${esc(title)}</h1>${sections.join('')}<footer><a href="${esc(
    link,
  )}" target="_blank" rel="noopener">${esc(s.more(site || link))}</a></footer></main></body></html>`;
}

/** The address of an embed, as the snippet on the team and tournament pages writes it. */
export function embedPath(kind: 'tournament' | 'team', key: number | string, o: Partial<EmbedOptions> = {}): string {
  const query = new URLSearchParams();
  if (o.language) query.set('lang', o.language);
  if (o.parts) query.set('show', o.parts.join(','));
  if (o.theme && o.theme !== 'auto') query.set('theme', o.theme);
  const q = query.toString();
  return `/embed/${kind === 'tournament' ? 'tournaments' : 'teams'}/${encodeURIComponent(String(key))}${q ? `?${q}` : ''}`;
}

/** Reads an answer of the public API in process, in a language; null for anything but a 200. */
type ApiRead = <T>(url: string, language: Locale) => Promise<T | null>;

/** What the embeds' routes share: the API's answers and the site's public address. */
interface EmbedContext {
  read: ApiRead;
  origin: string;
}

/** Answers an embed's page, revalidated by its weak ETag; only a found one is kept by caches. */
function send(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', status === 200 ? EMBED_CACHE : 'no-store')
    .header('etag', etag);
  const asked = request.headers['if-none-match'];
  if (status === 200 && asked?.split(',').some((t) => t.trim() === etag)) return reply.code(304).send();
  return reply.send(html);
}

function notFound(
  { origin }: EmbedContext,
  request: FastifyRequest,
  reply: FastifyReply,
  o: EmbedOptions,
  identity: Identity | null,
) {
  return send(request, reply, 404, page(o, identity, STRINGS[o.language].notFound, origin, []));
}

/**
 * The next matches (live ones first) or the last results of a tournament or a team (`filter`);
 * `known`, when given, is the list already read for the part.
 */
async function matchesPart(
  { read, origin }: EmbedContext,
  part: Exclude<Part, 'table'>,
  filter: string,
  o: EmbedOptions,
  known?: MatchCard[] | null,
) {
  const s = STRINGS[o.language];
  if (part === 'next') {
    const [live, next] = await Promise.all([
      read<MatchCard[]>(`/matches?${filter}&status=live&per_page=${o.limit}`, o.language),
      known !== undefined
        ? Promise.resolve(known)
        : read<MatchCard[]>(`/matches?${filter}&status=scheduled&per_page=${o.limit}`, o.language),
    ]);
    return matchList([...(live ?? []), ...(next ?? [])].slice(0, o.limit), o, origin, s.next, false);
  }
  const last =
    known !== undefined
      ? known
      : await read<MatchCard[]>(`/matches?${filter}&status=finished&per_page=${o.limit}`, o.language);
  return matchList(last ?? [], o, origin, s.last, true);
}

/** The table of a tournament, the row of `highlight` (a team's id) marked. */
async function tablePart(
  { read, origin }: EmbedContext,
  tournamentId: number,
  o: EmbedOptions,
  highlight: number | null,
) {
  const table = await read<{ rows: TableRow[] }>(`/tournaments/${tournamentId}/table`, o.language);
  return tableOf(table?.rows ?? [], o, origin, highlight);
}

/** `/embed/tournaments/:id`: the table, the next matches and the last results of a tournament. */
async function tournamentEmbed(
  ctx: EmbedContext,
  request: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>,
  reply: FastifyReply,
) {
  const { read, origin } = ctx;
  const o = embedOptions(request.query, ['table', 'next', 'last']);
  const identity = await read<Identity>('/league', o.language);
  const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
  const tournament = id ? await read<{ id: number; title: string }>(`/tournaments/${id}`, o.language) : null;
  if (!id || !tournament) return notFound(ctx, request, reply, o, identity);
  const sections = await Promise.all(
    o.parts.map((part) =>
      part === 'table' ? tablePart(ctx, id, o, null) : matchesPart(ctx, part, `tournament_id=${id}`, o),
    ),
  );
  const link = `${origin}${localizePath(`/tournaments/${id}`, o.language)}`;
  return send(request, reply, 200, page(o, identity, tournament.title, link, sections));
}

/** `/embed/teams/:slug`: a team's next matches, last results and the table it plays in now. */
async function teamEmbed(
  ctx: EmbedContext,
  request: FastifyRequest<{ Params: { slug: string }; Querystring: Record<string, unknown> }>,
  reply: FastifyReply,
) {
  const { read, origin } = ctx;
  const o = embedOptions(request.query, ['next', 'last', 'table']);
  const identity = await read<Identity>('/league', o.language);
  const slug = /^[\p{L}\p{N}_-]{1,160}$/u.test(request.params.slug) ? request.params.slug : null;
  const detail = slug ? await read<{ team: TeamRef }>(`/teams/${encodeURIComponent(slug)}`, o.language) : null;
  const ref = detail?.team ?? null;
  if (!ref) return notFound(ctx, request, reply, o, identity);
  const id = ref.id;
  // The team's table: the tournament of its next match, else of its last one.
  const [next, last] = await Promise.all([
    read<MatchCard[]>(`/matches?team_id=${id}&status=scheduled&per_page=${o.limit}`, o.language),
    read<MatchCard[]>(`/matches?team_id=${id}&status=finished&per_page=${o.limit}`, o.language),
  ]);
  const tournamentId = next?.[0]?.tournament.id ?? last?.[0]?.tournament.id ?? null;
  const sections = await Promise.all(
    o.parts.map(async (part) => {
      if (part === 'table') return tournamentId === null ? '' : tablePart(ctx, tournamentId, o, id);
      return matchesPart(ctx, part, `team_id=${id}`, o, part === 'next' ? next : last);
    }),
  );
  const link = `${origin}${localizePath(`/teams/${encodeURIComponent(ref.slug)}`, o.language)}`;
  return send(request, reply, 200, page(o, identity, ref.title, link, sections));
}

/**
 * Registers the embeds. `origin` is the site's public address (PUBLIC_URL): links in an embed
 * open the league's site in a new tab. Data comes from the public API in process (its caches).
 */
export function registerEmbeds(app: FastifyInstance, { origin, apiPrefix }: { origin: string; apiPrefix: string }) {
  const read: ApiRead = async <T>(url: string, language: Locale): Promise<T | null> => {
    const res = await app.inject({
      method: 'GET',
      url: `${apiPrefix}${url}`,
      headers: { 'accept-language': language },
    });
    if (res.statusCode !== 200) return null;
    return (JSON.parse(res.body) as { data: T }).data;
  };
  const ctx: EmbedContext = { read, origin };

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/embed/tournaments/:id',
    (request, reply) => tournamentEmbed(ctx, request, reply),
  );
  app.get<{ Params: { slug: string }; Querystring: Record<string, unknown> }>('/embed/teams/:slug', (request, reply) =>
    teamEmbed(ctx, request, reply),
  );

  // An embed lives inside other sites' pages: any site may frame it, it runs no script and
  // loads nothing but crests (the API's headers are written before this hook runs).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(EMBED_PREFIX)) {
      reply.header('content-security-policy', EMBED_CSP);
      reply.removeHeader('x-frame-options');
      reply.removeHeader('set-cookie');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    return payload;
  });
}
