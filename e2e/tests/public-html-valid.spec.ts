// The public pages as the server sends them are valid HTML by the W3C's Nu validator (vnu): one
// page of every kind the sitemap lists (a team's sections and a tournament's tabs among them), in Kazakh, and the main kinds in
// Russian and English too — 75 pages. The validator runs on Java, as it is published.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const vnuJar = (createRequire(import.meta.url)('vnu-jar') as string) ?? '';
const run = promisify(execFile);

/** The kind of a public path: its language prefix dropped, ids and slugs replaced. */
function kindOf(pathname: string): { kind: string; language: 'kk' | 'ru' | 'en' } {
  const prefix = /^\/(ru|en)(?=\/|$)/.exec(pathname);
  const language = (prefix?.[1] ?? 'kk') as 'kk' | 'ru' | 'en';
  const rest = (prefix ? pathname.slice(prefix[0].length) : pathname) || '/';
  const kind = rest
    .replace(/^\/(players|teams|news|referees|media|clubs)\/[^/]+/, '/$1/:slug')
    .replace(/\/staff\/[^/]+/, '/staff/:slug')
    .replace(/\/\d+/g, '/:id');
  return { kind, language };
}

// Kinds a parent opens most, checked in every language.
const EVERY_LANGUAGE = [
  '/',
  '/tournaments',
  '/tournaments/:id',
  '/matches/:id',
  '/teams/:slug',
  '/players/:slug',
  '/clubs/:slug',
  '/news',
  '/news/:slug',
  '/calendar',
  '/referees/:slug',
  '/teams/:slug/staff/:slug',
  '/media/:slug',
  '/about',
];
const TOURNAMENT_TABS = ['form', 'scorers', 'assistants', 'disqualifications', 'checkerboard', 'calendar'];

test('the public pages the server renders are valid HTML (vnu: no error on 75 pages)', async ({ request }) => {
  test.setTimeout(300_000);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

  const chosen = new Map<string, string>();
  for (const pathname of paths) {
    const { kind, language } = kindOf(pathname);
    if (language !== 'kk' && !EVERY_LANGUAGE.includes(kind)) continue;
    const key = `${language} ${kind}`;
    if (!chosen.has(key)) chosen.set(key, pathname);
  }
  const tournament = chosen.get('kk /tournaments/:id');
  expect(tournament, 'the sitemap lists a tournament').toBeDefined();
  for (const tab of TOURNAMENT_TABS) chosen.set(`kk /tournaments/:id/${tab}`, `${tournament}/${tab}`);
  const pages = [...chosen.entries()].sort(([a], [b]) => a.localeCompare(b));
  expect(pages).toHaveLength(75);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'league-vnu-'));
  try {
    const files: string[] = [];
    const pageOf = new Map<string, string>();
    for (const [index, [, pathname]] of pages.entries()) {
      const res = await request.get(pathname);
      expect(res.status(), pathname).toBe(200);
      const html = await res.text();
      expect(html, `${pathname} is rendered on the server`).toContain('<main');
      const file = path.join(dir, `page-${String(index).padStart(3, '0')}.html`);
      writeFileSync(file, html);
      files.push(file);
      pageOf.set(`file:${file}`, pathname);
    }
    // vnu exits 1 when it reports an error; its JSON report is on stderr either way.
    const result = await run('java', ['-Xss2m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failed: { stderr?: string; code?: number }) => {
      if (failed.code !== 1) throw failed;
      return { stderr: failed.stderr ?? '' };
    });
    const report = JSON.parse(result.stderr) as {
      messages: Array<{ type: string; url: string; message: string; extract?: string }>;
    };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map(
        (message) =>
          `${pageOf.get(message.url) ?? message.url}: ${message.message}${message.extract ? ` — ${message.extract.trim().slice(0, 120)}` : ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
