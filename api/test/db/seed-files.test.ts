// The demo's pictures are real SVG files: crests in the club's colours with its initials, people
// as a silhouette in team colours, news and media pictures without any text.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSeedFile, writeSeedFiles } from '../../src/db/seed/files';
import { generateDemo } from '../../src/db/seed/generate';
import { CLUBS, COLOR_HEX } from '../../src/db/seed/places';

const { rows, files } = generateDemo({ size: 'normal', baseDate: '2026-03-01', now: '2026-03-01T06:00:00.000Z' });
const render = (path: string) => renderSeedFile(path, files.get(path)!);

/** Start and end tags nest properly (a well-formedness check without an XML parser). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

const svgPaths = [...files.keys()].filter((path) => path.endsWith('.svg'));
const pictures = svgPaths.filter((path) => /^demo\/(news|media|videos|banners|analytics)\//.test(path));

describe('demo seed pictures', () => {
  it('are small, valid SVG documents', () => {
    expect(svgPaths.length).toBeGreaterThan(150);
    for (const path of svgPaths) {
      const svg = render(path);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toMatch(/^<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(balanced(svg)).toBe(true);
      expect(svg.length).toBeLessThan(4096);
    }
  });

  it('carry no text in news, media, video, banner and analytics pictures, and differ from each other', () => {
    expect(pictures.length).toBeGreaterThan(100);
    for (const path of pictures) {
      expect(files.get(path)!.kind).toBe('scene');
      expect(render(path)).not.toMatch(/<text/);
    }
    expect(new Set(pictures.map(render)).size).toBeGreaterThan(pictures.length / 2);
    const news = rows.news as Array<{ image: string | null }>;
    expect(news.every((item) => item.image !== null && pictures.includes(item.image))).toBe(true);
  });

  it('draw each club crest in the club colours with its initials', () => {
    const clubs = rows.clubs as Array<{ slug: string; logo: string | null; title_en: string }>;
    const shapes = new Set<string>();
    for (const club of clubs) {
      const spec = files.get(club.logo!)!;
      expect(spec.kind).toBe('crest');
      if (spec.kind !== 'crest') continue;
      shapes.add(spec.shape);
      const [home, away] = CLUBS.find((c) => c.slug === club.slug)!.colors.map((key) => COLOR_HEX[key]);
      const svg = render(club.logo!);
      expect(svg).toContain(`fill="${home}"`);
      if (home !== '#ffffff' || away !== '#ffffff')
        expect(svg).toMatch(new RegExp(`(fill|stroke)="(${away}|#1f2933|#ffffff)"`));
      expect(svg).toContain(`>${spec.initials}</text>`);
      expect(club.title_en.toUpperCase().startsWith(spec.initials[0])).toBe(true);
    }
    expect(shapes.size).toBeGreaterThanOrEqual(3);
    expect(
      new Set(
        clubs.map(
          (club) => files.get(club.logo!)!.kind === 'crest' && (files.get(club.logo!) as { initials: string }).initials,
        ),
      ).size,
    ).toBe(clubs.length);
  });

  it('show players and staff as a silhouette in their club colours', () => {
    const players = rows.players as Array<{ id: number; photo: string | null }>;
    const teamPlayers = rows.team_players as Array<{ player_id: number; team_id: number }>;
    const teams = rows.teams as Array<{ id: number; club_id: number }>;
    const clubs = rows.clubs as Array<{ id: number; slug: string }>;
    for (const player of players.slice(0, 50)) {
      const team = teams.find((t) => t.id === teamPlayers.find((tp) => tp.player_id === player.id)!.team_id)!;
      const club = clubs.find((c) => c.id === team.club_id)!;
      expect(player.photo).toBe(`demo/people/${club.slug}-player.svg`);
      const home = COLOR_HEX[CLUBS.find((c) => c.slug === club.slug)!.colors[0]];
      const svg = render(player.photo!);
      expect(svg).toContain(`<rect width="200" height="200" fill="${home}"/>`);
      expect(svg).not.toMatch(/<text/);
    }
    const staff = rows.staff as Array<{ photo: string | null }>;
    expect(staff.every((person) => person.photo?.endsWith('-staff.svg'))).toBe(true);
  });

  it('are written once and rewritten when they differ', () => {
    const dir = mkdtempSync(join(tmpdir(), 'league-seed-files-'));
    try {
      const written = writeSeedFiles(dir, files);
      expect(written).toBe(files.size);
      expect(writeSeedFiles(dir, files)).toBe(0);
      const crest = (rows.clubs[0] as { logo: string }).logo;
      // Pictures go to the public area (served at /uploads/), documents to the private one.
      writeFileSync(join(dir, 'public', crest), '<svg>old placeholder</svg>');
      expect(writeSeedFiles(dir, files)).toBe(1);
      expect(readFileSync(join(dir, 'public', crest), 'utf8')).toBe(render(crest));
      expect(readFileSync(join(dir, 'private/demo/documents/identity.pdf'), 'latin1').startsWith('%PDF-1.4')).toBe(
        true,
      );
      expect(existsSync(join(dir, 'public/demo/documents'))).toBe(false);
      expect(readdirSync(dir).sort()).toEqual(['private', 'public']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
