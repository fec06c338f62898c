// The sitemap (sitemaps.org 0.9): every public page in the three languages, each with its
// hreflang alternates (kk, the default, without a prefix; x-default is the Kazakh page), and
// `lastmod` from the data behind a subject's page. Past PART_SIZE pages the sitemap is an index
// of numbered parts, so no file approaches the protocol's 50,000 URLs.
import { TEAM_SECTIONS, TOURNAMENT_TABS, type Language } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { LANGUAGES } from '../../lib/language';
import { listSubjects, type SubjectRow } from './sitemap.repository';

/** Pages (each written in three languages) per part of the sitemap. */
export const PART_SIZE = 5000;

/** The public pages that are not about one subject (spec §2); search and the in-development page are left out. */
export const STATIC_PAGES = [
  '/',
  '/tournaments',
  '/calendar',
  '/matches',
  '/teams',
  '/clubs',
  '/players',
  '/referees',
  '/news',
  '/media',
  '/videos',
  '/press',
  '/sports-analytics',
  '/documents',
  '/about',
  '/about/ambassadors',
  '/about/employees',
  '/history',
  '/partner',
  '/advertising',
  '/feedback',
  '/privacy-policy',
  '/cookies',
] as const;

const SUBJECT_PATH: Record<SubjectRow['kind'], (row: SubjectRow) => string> = {
  tournament: (r) => `/tournaments/${r.key}`,
  match: (r) => `/matches/${r.key}`,
  team: (r) => `/teams/${encodeURIComponent(r.key)}`,
  club: (r) => `/clubs/${encodeURIComponent(r.key)}`,
  player: (r) => `/players/${encodeURIComponent(r.key)}`,
  staff: (r) => `/teams/${encodeURIComponent(r.parent ?? '')}/staff/${encodeURIComponent(r.key)}`,
  referee: (r) => `/referees/${encodeURIComponent(r.key)}`,
  news: (r) => `/news/${encodeURIComponent(r.key)}`,
  album: (r) => `/media/${encodeURIComponent(r.key)}`,
  analytics: (r) => `/sports-analytics/${encodeURIComponent(r.key)}`,
};

/** The sub-pages a subject's page has, each a page of its own (a tournament's tabs, a team's sections). */
const SUB_PAGES: Partial<Record<SubjectRow['kind'], readonly string[]>> = {
  tournament: TOURNAMENT_TABS,
  team: TEAM_SECTIONS,
};

/** One page of the site (unprefixed path) and its last change, when the data says. */
export interface SitePage {
  path: string;
  lastmod: string | null;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The page's URL in a language: kk has no prefix, the others are prefixed (ru → /ru/teams, /ru for the home page). */
export function localizedUrl(origin: string, path: string, language: Language): string {
  if (language === 'kk') return `${origin}${path}`;
  return `${origin}/${language}${path === '/' ? '' : path}`;
}

const isoOf = (value: Date | string | null): string | null => {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** A `<urlset>` of the given pages: three entries each (one per language), each naming all three. */
export function renderUrlSet(origin: string, pages: SitePage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = [
      ...LANGUAGES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(localizedUrl(origin, page.path, l))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(origin, page.path, 'kk'))}"/>`,
    ].join('');
    for (const language of LANGUAGES) {
      const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
      lines.push(
        `<url><loc>${escapeXml(localizedUrl(origin, page.path, language))}</loc>${lastmod}${alternates}</url>`,
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A `<sitemapindex>` of `parts` numbered parts (/sitemap-1.xml …). */
export function renderIndex(origin: string, parts: { lastmod: string | null }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  parts.forEach((part, i) =>
    lines.push(
      `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc>${part.lastmod ? `<lastmod>${part.lastmod}</lastmod>` : ''}</sitemap>`,
    ),
  );
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

export function createSitemapService({
  db,
  clock,
  origin,
  partSize = PART_SIZE,
}: {
  db: DB;
  clock: Clock;
  origin: string;
  partSize?: number;
}) {
  async function pages(): Promise<SitePage[]> {
    const subjects = await listSubjects(db, clock());
    return [
      ...STATIC_PAGES.map((path) => ({ path, lastmod: null })),
      ...subjects.flatMap((row) => {
        const path = SUBJECT_PATH[row.kind](row);
        const lastmod = isoOf(row.lastmod);
        return [path, ...(SUB_PAGES[row.kind] ?? []).map((sub) => `${path}/${sub}`)].map((p) => ({ path: p, lastmod }));
      }),
    ];
  }

  return {
    /** The sitemap: the pages themselves, or an index of parts when there are more than a part holds. */
    async sitemap(): Promise<string> {
      const all = await pages();
      if (all.length <= partSize) return renderUrlSet(origin, all);
      const parts: { lastmod: string | null }[] = [];
      for (let start = 0; start < all.length; start += partSize) {
        const stamps = all
          .slice(start, start + partSize)
          .map((p) => p.lastmod)
          .filter((s): s is string => s !== null);
        parts.push({ lastmod: stamps.length ? stamps.reduce((a, b) => (a > b ? a : b)) : null });
      }
      return renderIndex(origin, parts);
    },
    /** Part `n` (1-based) of an index; a part past the end is not found. */
    async part(n: number): Promise<string> {
      const all = await pages();
      const slice = all.slice((n - 1) * partSize, n * partSize);
      if (n < 1 || slice.length === 0 || all.length <= partSize) throw new AppError('not_found');
      return renderUrlSet(origin, slice);
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
