// Share images (ADR 0169): a PNG of 1200×630 for every kind of page with a subject, drawn from the
// page's own answer with the shipped fonts (Kazakh and Russian letters drawn, not boxes), kept and
// revalidated like every public answer (ETag, 304) and drawn anew after an edit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { invalidatePublic } from '../../../src/lib/public-version';
import { cardSvg, escapeXml, fit, initials, type Card } from '../../../src/modules/share/share.card';
import { createShareImageCache } from '../../../src/modules/share/share.cache';
import { fontMetrics, textWidth } from '../../../src/modules/share/share.fonts';
import { keyOfUrl, pictureReader, pictureType, selfContained } from '../../../src/modules/share/share.pictures';
import { renderPng } from '../../../src/modules/share/share.render';
import { DirectoryStorage } from '../../../src/storage/directory';
import { request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Decodes the whole PNG (every chunk and every row), as a crawler does before it shows it. */
function decode(bytes: Buffer): PNG {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return PNG.sync.read(bytes);
}

/** Pixels of a rectangle that differ from its top-left pixel: how much is drawn there. */
function drawnPixels(png: PNG, x0: number, y0: number, x1: number, y1: number): number {
  const at = (x: number, y: number) => (y * png.width + x) * 4;
  const base = at(x0, y0);
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = at(x, y);
      if (
        Math.abs(png.data[i] - png.data[base]) +
          Math.abs(png.data[i + 1] - png.data[base + 1]) +
          Math.abs(png.data[i + 2] - png.data[base + 2]) >
        60
      )
        count++;
    }
  }
  return count;
}

/** A small PNG of one colour (a crest or a photo for the store). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4)
    [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]] = [r, g, b, 255];
  return PNG.sync.write(png);
}

describe('share image drawing', () => {
  it('has the Kazakh and Russian letters in both shipped fonts', () => {
    for (const weight of ['regular', 'bold'] as const) {
      for (const char of 'әғқңөұүһіӘҒҚҢӨҰҮҺІЁёЙйЪъЫы№—«»')
        expect(fontMetrics()[weight].advance(char.codePointAt(0)!)).toBeGreaterThan(0);
      expect(fontMetrics()[weight].advance('漢'.codePointAt(0)!)).toBeNull();
    }
  });

  it('draws Kazakh text with the shipped font, where a letter the font lacks draws nothing', async () => {
    const svg = (text: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="600" height="120" fill="#0d2747"/><text x="10" y="80" font-family="DejaVu Sans" font-weight="700" font-size="56" fill="#fff">${escapeXml(text)}</text></svg>`;
    const kazakh = decode(await renderPng(svg('Әуеұқңғөһі')));
    const missing = decode(await renderPng(svg('漢漢漢漢漢')));
    expect(drawnPixels(kazakh, 0, 0, 600, 120)).toBeGreaterThan(2000);
    expect(drawnPixels(missing, 0, 0, 600, 120)).toBe(0);
  });

  it('escapes text and cuts a long name with an ellipsis to fit its lines', () => {
    expect(escapeXml(`<a href="x">Қ & 'б'</a>\u0007`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Қ &amp; &#39;б&#39;&lt;/a&gt;',
    );
    const long = 'Футбол клубы «Жас Қыран» — Алматы облысының жасөспірімдер құрамасы '.repeat(3);
    const laid = fit(long, 600, [64, 48], 'bold', 2);
    expect(laid.size).toBe(48);
    expect(laid.lines).toHaveLength(2);
    expect(laid.lines[1].endsWith('…')).toBe(true);
    for (const line of laid.lines) expect(textWidth(line, laid.size, 'bold')).toBeLessThanOrEqual(600);
    // One word wider than the line is broken inside it.
    const word = fit('Ааааааааааааааааааааааааааааааааааааа', 300, [40], 'bold', 3);
    for (const line of word.lines) expect(textWidth(line, 40, 'bold')).toBeLessThanOrEqual(300);
    // A hyphenated name breaks after its hyphen rather than inside a word.
    const hyphen = 'Константинопольский-Оглы';
    const split = fit(hyphen, textWidth('Константинопольский-', 48, 'bold') + 2, [48], 'bold', 2);
    expect(split.lines).toEqual(['Константинопольский-', 'Оглы']);
    expect(initials('ФК «Қайрат» Алматы')).toBe('ФҚ');
  });

  it('draws every layout at 1200×630, with text where the title goes', async () => {
    const cards: Card[] = [
      {
        layout: 'match',
        eyebrow: 'Қазақстан кубогы · 3-тур',
        host: { title: 'Қайрат', picture: null },
        guest: { title: 'Астана', picture: null },
        centre: '2 : 1',
        note: '',
        date: '7 наурыз 2026',
      },
      {
        layout: 'subject',
        label: 'Команда',
        title: 'Жетісу U-14',
        lines: ['Жетісу', '2012 ж.т.'],
        picture: null,
        photo: false,
      },
      {
        layout: 'story',
        label: 'Жаңалықтар',
        title: 'Өңірлік турнирдің жеңімпаздары анықталды',
        date: '1 наурыз 2026',
        picture: null,
      },
    ];
    for (const card of cards) {
      const png = decode(await renderPng(cardSvg(card, { site: 'Жасөспірімдер футбол лигасы' })));
      expect([png.width, png.height]).toEqual([1200, 630]);
      expect(drawnPixels(png, 100, 40, 700, 110)).toBeGreaterThan(500); // the league's name
    }
  });

  it('embeds only pictures the renderer decodes, from the public area of the store', () => {
    expect(pictureType(solidPng(2, 2, [1, 2, 3]))).toBe('image/png');
    expect(pictureType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(pictureType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'image/svg+xml',
    );
    expect(pictureType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(pictureType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(keyOfUrl('/uploads/demo/crests/a.svg')).toBe('public/demo/crests/a.svg');
    // An SVG that would make the renderer read a file of the server (or anything outside itself) is left out.
    expect(
      selfContained(
        '<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#a"/><image href="data:image/png;base64,AA"/></svg>',
      ),
    ).toBe(true);
    expect(selfContained('<svg><image href="/etc/secret.png"/></svg>')).toBe(false);
    expect(selfContained("<svg><image xlink:href='file:///srv/data/uploads/private/x.png'/></svg>")).toBe(false);
    expect(selfContained('<svg><rect style="fill: url(http://elsewhere.test/a.svg)"/></svg>')).toBe(false);
    expect(keyOfUrl('https://elsewhere.test/a.png')).toBeNull();
    expect(keyOfUrl(null)).toBeNull();
  });

  it('draws a crest given as SVG with its initials in the shipped font, on the card as everywhere else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'share-crest-'));
    try {
      const storage = new DirectoryStorage(dir);
      const crest = (text: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#fff"/><text x="100" y="120" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="60" font-weight="700" fill="#000">${text}</text></svg>`;
      await storage.put('public/crests/with.svg', Buffer.from(crest('ҚАЙ')), 'image/svg+xml');
      await storage.put('public/crests/without.svg', Buffer.from(crest('')), 'image/svg+xml');
      const read = pictureReader(storage);
      const card = async (url: string) =>
        decode(
          await renderPng(
            cardSvg(
              {
                layout: 'subject',
                label: 'Команда',
                title: 'Қайрат',
                lines: [],
                picture: await read(url),
                photo: false,
              },
              { site: 'Лига' },
            ),
          ),
        );
      const withText = await card('/uploads/crests/with.svg');
      const withoutText = await card('/uploads/crests/without.svg');
      // The card differs only by the crest's initials: they are drawn.
      let differing = 0;
      for (let i = 0; i < withText.data.length; i += 4)
        if (Math.abs(withText.data[i] - withoutText.data[i]) > 60) differing++;
      expect(differing).toBeGreaterThan(300);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a drawing per version of the public data, within its bytes', async () => {
    const cache = createShareImageCache({ maxBytes: 10 });
    let draws = 0;
    const draw = async () => Buffer.alloc(8, ++draws);
    expect((await cache.get('a', draw))[0]).toBe(1);
    expect((await cache.get('a', draw))[0]).toBe(1);
    invalidatePublic();
    expect((await cache.get('a', draw))[0]).toBe(2);
    await cache.get('b', draw);
    expect(cache.size).toBe(1); // 16 bytes > 10: the older one went
    await expect(cache.get('c', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.get('c', draw))[0]).toBe(4);
  });
});

describe('share images of the demo league', () => {
  let uploads: string;
  let storage: DirectoryStorage;
  const ids = {
    match: 0,
    tournament: 0,
    team: '',
    player: '',
    club: '',
    referee: '',
    news: '',
    album: '',
    analytics: '',
  };

  beforeAll(() => {
    uploads = mkdtempSync(join(tmpdir(), 'share-'));
    storage = new DirectoryStorage(uploads);
  });
  const t = suiteApp(() => ({ seed: 'demo', storage, config: { publicCacheTtlMs: 5_000 } }));
  beforeAll(async () => {
    const match = await t.db
      .selectFrom('matches')
      .select(['id', 'tournament_id'])
      .where('status', '=', 'finished')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ids.match = match.id;
    ids.tournament = match.tournament_id;
    ids.team = (await t.db.selectFrom('teams').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
    ids.club = (await t.db.selectFrom('clubs').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
    ids.referee = String((await t.db.selectFrom('referees').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    const list = async (url: string) => (await request(t.app, { method: 'GET', url: `/api/v1${url}` })).json().data;
    ids.player = (await list('/players?per_page=1'))[0].slug;
    ids.news = (await list('/news?per_page=1'))[0].slug;
    ids.album = (await list('/media?per_page=1'))[0].slug;
    ids.analytics = (await list('/sport-analytics?per_page=1'))[0].slug;
  });
  afterAll(() => {
    rmSync(uploads, { recursive: true, force: true });
  });

  const image = (path: string, headers: Record<string, string> = {}) =>
    request(t.app, { method: 'GET', url: `/api/v1/share/${path}`, headers });
  const paths = () => ({
    match: `matches/${ids.match}/card.png`,
    tournament: `tournaments/${ids.tournament}/card.png`,
    team: `teams/${ids.team}/card.png`,
    player: `players/${ids.player}/card.png`,
    club: `clubs/${ids.club}/card.png`,
    referee: `referees/${ids.referee}/card.png`,
    news: `news/${ids.news}/card.png`,
    album: `media/${ids.album}/card.png`,
    analytics: `sport-analytics/${ids.analytics}/card.png`,
  });

  it('answers a PNG of 1200×630 for every kind of subject, in each language', async () => {
    for (const [kind, path] of Object.entries(paths())) {
      for (const lang of ['kk', 'ru', 'en']) {
        const res = await image(`${path}?lang=${lang}`);
        expect({ kind, lang, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
          kind,
          lang,
          status: 200,
          type: 'image/png',
        });
        const png = decode(res.rawPayload);
        expect([png.width, png.height]).toEqual([1200, 630]);
        expect(res.headers['cache-control']).toBe('public, no-cache');
      }
    }
  });

  it('draws the page in its language: the Kazakh and the Russian images differ', async () => {
    const kk = await image(`${paths().match}?lang=kk`);
    const ru = await image(`${paths().match}?lang=ru`);
    expect(kk.headers.etag).not.toBe(ru.headers.etag);
    // Without ?lang= the Accept-Language of the request decides, like for any public answer.
    const byHeader = await request(t.app, { method: 'GET', url: `/api/v1/share/${paths().match}`, language: 'ru' });
    expect(byHeader.headers.etag).toBe(ru.headers.etag);
  });

  it('answers 404 for a subject that does not exist, as its page does', async () => {
    for (const path of [
      'matches/999999/card.png',
      'teams/no-such-team/card.png',
      'players/no-such-player/card.png',
      'news/no-such-news/card.png',
      'clubs/NOT%20A%20SLUG/card.png',
    ]) {
      const res = await image(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('answers 304 to a crawler that has the image, and a new image after an edit', async () => {
    const path = `${paths().team}?lang=kk`;
    const first = await image(path);
    expect(first.headers.etag).toBeTruthy();
    const again = await image(path, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    await t.db.updateTable('teams').set({ title_kk: 'Жаңа атау «Қыран»' }).where('slug', '=', ids.team).execute();
    invalidatePublic();
    const edited = await image(path, { 'if-none-match': String(first.headers.etag) });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect(decode(edited.rawPayload).width).toBe(1200);
  });

  it("shows a team's crest from the store, and a player's photo only where the public page shows one", async () => {
    const team = (await request(t.app, { method: 'GET', url: `/api/v1/teams/${ids.team}` })).json().data;
    const logo: string = team.team.logo ?? team.club.logo;
    expect(logo).toMatch(/^\/uploads\//);
    const before = decode((await image(`${paths().team}?lang=en`)).rawPayload);
    await storage.put(keyOfUrl(logo)!, solidPng(64, 64, [200, 20, 20]), 'image/png');
    invalidatePublic();
    const after = decode((await image(`${paths().team}?lang=en`)).rawPayload);
    // The crest's badge (left) is drawn in red now; before, the initials stood there.
    const red = (png: PNG) => {
      let n = 0;
      for (let y = 250; y < 440; y++)
        for (let x = 150; x < 350; x++)
          if (png.data[(y * 1200 + x) * 4] > 180 && png.data[(y * 1200 + x) * 4 + 1] < 60) n++;
      return n;
    };
    expect(red(before)).toBe(0);
    expect(red(after)).toBeGreaterThan(10_000);

    const profile = (await request(t.app, { method: 'GET', url: `/api/v1/squad/player/${ids.player}` })).json().data;
    expect(profile.player.photo).toMatch(/^\/uploads\//);
    await storage.put(keyOfUrl(profile.player.photo)!, solidPng(64, 64, [20, 200, 20]), 'image/png');
    invalidatePublic();
    const green = (png: PNG) => {
      let n = 0;
      for (let y = 250; y < 440; y++)
        for (let x = 150; x < 350; x++)
          if (png.data[(y * 1200 + x) * 4 + 1] > 180 && png.data[(y * 1200 + x) * 4] < 60) n++;
      return n;
    };
    expect(green(decode((await image(`${paths().player}?lang=en`)).rawPayload))).toBeGreaterThan(10_000);
    // The public profile decides: once it shows no photo, neither does the share image.
    await t.db.updateTable('players').set({ photo: null }).where('slug', '=', ids.player).execute();
    invalidatePublic();
    expect(
      (await request(t.app, { method: 'GET', url: `/api/v1/squad/player/${ids.player}` })).json().data.player.photo,
    ).toBeNull();
    expect(green(decode((await image(`${paths().player}?lang=en`)).rawPayload))).toBe(0);
  });
});
