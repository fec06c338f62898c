// The styles a rendered page carries (ADR 0200): the builds' CSS read into units, and for each
// page the units its markup uses, base rules first, each rule once, with the chunks they come
// from listed as present.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { classesIn, pageStylesOf, rulesOf, stylesForPage, type PageStyles } from '../src/page-assets';
import { withPageStyles } from '../src/server-render';
import { fileTree } from './file-tree';

let dir: string;
let styles: PageStyles;

beforeAll(() => {
  dir = fileTree('league-page-styles-', {
    // The shell: its base (element rules, print), its frame, and a cabinet page's rules (the
    // order of a build's files is kept: by name when each is one copy).
    'shell/css/12.a8382b7a.css': ':root{--navy:#0d2747}body{margin:0}@media print{.sh-header{display:none}}',
    'shell/css/18.476f0694.css': '.sh-frame{display:flex}.sh-nav.is-open{display:block}',
    'shell/css/41.95d7058e.css': '.lg-cabinet-page{padding:0}',
    // The public remote: the table's chunk and the calendar's share the scroll frame's rules; the
    // same rules in two chunks; the base again (the shared kit, also in the shell).
    'mf-public/css/881.a8382b7a.css': ':root{--navy:#0d2747}body{margin:0}@media print{.sh-header{display:none}}',
    'mf-public/css/1280.325b3c86.css':
      '.pub-scroll{overflow:auto}.pub-table{width:100%}@media (max-width:719px){.pub-table td{padding:4px}}',
    'mf-public/css/2620.325b3c86.css':
      '.pub-scroll{overflow:auto}.pub-table{width:100%}@media (max-width:719px){.pub-table td{padding:4px}}',
    'mf-public/css/3634.796f785f.css': '.pub-scroll{overflow:auto}.pub-calendar{display:grid}',
  });
  styles = pageStylesOf([
    { dist: join(dir, 'shell'), prefix: '/', autoPublicPath: false },
    { dist: join(dir, 'mf-public'), prefix: '/remotes/mf-public/', autoPublicPath: true },
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('reads a stylesheet into its rules, the classes they name (in @media too) and whether one styles any page', () => {
  expect(
    rulesOf(
      '.a{color:red}/* a note {} */@media print{.b .c{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}.d[title="x{,}"]{top:0}',
    ),
  ).toEqual({
    blocks: [
      '.a{color:red}',
      '@media print{.b .c{display:none}}',
      '@keyframes spin{from{opacity:0}to{opacity:1}}',
      '.d[title="x{,}"]{top:0}',
    ],
    classes: ['a', 'b', 'c', 'd'],
    everyPage: false,
  });
  expect(rulesOf('.a{}').everyPage).toBe(false);
  expect(rulesOf('.a,a:hover{}').everyPage).toBe(true);
  expect(rulesOf('@media (min-width:1px){:root{--x:1}}').everyPage).toBe(true);
});

it('reads the class names a page uses from its markup, and the open class of a disclosure the wake script toggles', () => {
  expect([
    ...classesIn('<nav class="sh-nav  x&amp;y" id="menu"></nav><button data-wake-toggle="is-open" class="sh-toggle">'),
  ]).toEqual(['sh-nav', 'x&y', 'is-open', 'sh-toggle']);
});

it('gives a page the base and the units its markup uses, base first, each rule once, and lists their chunks', () => {
  const page = stylesForPage(
    styles,
    '<body><div class="sh-frame"><nav class="sh-nav"></nav><button data-wake-toggle="is-open"></button><table class="pub-table"></table></div></body>',
  );
  // Nothing of the cabinet's nor the calendar's.
  expect(page.css).toBe(
    ':root{--navy:#0d2747}body{margin:0}@media print{.sh-header{display:none}}.sh-frame{display:flex}.sh-nav.is-open{display:block}.pub-scroll{overflow:auto}.pub-table{width:100%}@media (max-width:719px){.pub-table td{padding:4px}}',
  );
  expect(page.chunks).toEqual([
    { href: '/css/12.a8382b7a.css', absolute: false },
    { href: '/remotes/mf-public/css/881.a8382b7a.css', absolute: true },
    { href: '/css/18.476f0694.css', absolute: false },
    { href: '/remotes/mf-public/css/1280.325b3c86.css', absolute: true },
    { href: '/remotes/mf-public/css/2620.325b3c86.css', absolute: true },
  ]);
});

it('writes a shared rule where it first stands, and gives a page without any page rules the base alone', () => {
  // The scroll frame is in the table's chunk and the calendar's: written once, where the table's stands.
  const calendar = stylesForPage(
    styles,
    '<body><div class="pub-scroll"><div class="pub-calendar"></div></div><div class="pub-table"></div></body>',
  );
  expect(calendar.css).toBe(
    ':root{--navy:#0d2747}body{margin:0}@media print{.sh-header{display:none}}.pub-scroll{overflow:auto}.pub-table{width:100%}@media (max-width:719px){.pub-table td{padding:4px}}.pub-calendar{display:grid}',
  );
  expect(calendar.units.map((u) => u.css)).toEqual([
    ':root{--navy:#0d2747}body{margin:0}@media print{.sh-header{display:none}}',
    '.pub-scroll{overflow:auto}.pub-table{width:100%}@media (max-width:719px){.pub-table td{padding:4px}}',
    '.pub-calendar{display:grid}',
  ]);
  expect(calendar.chunks.map((c) => c.href)).toEqual([
    '/css/12.a8382b7a.css',
    '/remotes/mf-public/css/881.a8382b7a.css',
    '/remotes/mf-public/css/1280.325b3c86.css',
    '/remotes/mf-public/css/2620.325b3c86.css',
    '/remotes/mf-public/css/3634.796f785f.css',
  ]);
  const bare = stylesForPage(styles, '<body><p>text</p></body>');
  expect(bare.css).toBe(':root{--navy:#0d2747}body{margin:0}@media print{.sh-header{display:none}}');
  expect(bare.chunks.map((c) => c.href)).toEqual(['/css/12.a8382b7a.css', '/remotes/mf-public/css/881.a8382b7a.css']);
});

it("fills the rendered page's style block from its body, with a disabled link per chunk on the public origin", () => {
  const html =
    '<html><head><title>t</title><style>/*league:page-styles*/</style><link rel="canonical" href="/x"></head>' +
    '<body><div id="root"><div class="sh-frame"></div></div><script type="application/json">{"x":"class=\\"pub-calendar\\""}</script></body></html>';
  const out = withPageStyles(html, styles, 'https://league.example.org');
  expect(out).toContain(
    '<style data-css="a8382b7a">:root{--navy:#0d2747}body{margin:0}@media print{.sh-header{display:none}}</style><style data-css="476f0694">.sh-frame{display:flex}.sh-nav.is-open{display:block}</style>' +
      '<link rel="stylesheet" href="/css/12.a8382b7a.css" disabled><link rel="stylesheet" href="https://league.example.org/remotes/mf-public/css/881.a8382b7a.css" disabled>' +
      '<link rel="stylesheet" href="/css/18.476f0694.css" disabled><link rel="canonical" href="/x">',
  );
  expect(out).not.toContain('pub-calendar{');
  // A page the render wrote without the block is answered as it is.
  expect(
    withPageStyles('<html><head></head><body class="sh-frame"></body></html>', styles, 'https://league.example.org'),
  ).toBe('<html><head></head><body class="sh-frame"></body></html>');
});

it('a rule cannot close the style block', () => {
  const hostile = {
    units: [
      { id: 'a8382b7a', blocks: ['.a{content:"</style><script>"}'], classes: ['a'], everyPage: true, chunks: [] },
    ],
  };
  expect(withPageStyles('<head><style>/*league:page-styles*/</style></head><body></body>', hostile, 'https://x')).toBe(
    '<head><style data-css="a8382b7a">.a{content:"<\\/style><script>"}</style></head><body></body>',
  );
});
