// `npm run bench:share`: how long a share image takes (ADR 0169), on the normal demo seed with
// its pictures (SVG crests and avatars, raster-free scenes) in a temporary upload dir. For each
// kind of subject and language: `data` reads the page's answer and its pictures (the card),
// `draw` lays out the SVG and renders the PNG with resvg, `first` is a whole first request
// through the API (after a write: nothing kept), `kept` a request answered from the drawings
// kept. Medians of BENCH_ROUNDS (default 5) rounds. `--out DIR` also writes each image there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/db/seed';
import { invalidatePublic } from '../api/src/lib/public-version';
import { MemoryRateLimitStore } from '../api/src/modules/auth/rate-limit';
import { composeServices } from '../api/src/modules/compose';
import type { ShareKind } from '../api/src/modules/share/share.service';
import { DirectoryStorage } from '../api/src/storage/directory';
import { benchApp } from './lib/bench-league';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : null;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const uploads = mkdtempSync(join(tmpdir(), 'bench-share-'));
  const database = await openPglite();
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db, { size: 'normal', baseDate: '2026-03-01', uploadDir: uploads });
    const storage = new DirectoryStorage(uploads);
    const clock = () => new Date('2026-03-01T06:00:00Z');
    const app = await benchApp({
      database,
      storage,
      clock,
      config: { publicCacheTtlMs: 0, legacyUploads: null },
    });
    const { share } = composeServices({
      db: database.db,
      clock,
      auth: undefined as never,
      storage,
      rateLimits: new MemoryRateLimitStore(),
      publicUrl: 'http://localhost',
    }).share;
    const db = database.db;
    const finished = await db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'finished')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const scheduled = await db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'scheduled')
      .where('date_time', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const first = async (url: string) =>
      (await app.inject({ method: 'GET', url: `/api/v1${url}` })).json().data[0].slug as string;
    const subjects: [ShareKind, string, string][] = [
      ['match', String(finished.id), `matches/${finished.id}`],
      ['match', String(scheduled.id), `matches/${scheduled.id}`],
      ['team', (await db.selectFrom('teams').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug, 'teams/'],
      ['player', await first('/players?per_page=1'), 'players/'],
      [
        'tournament',
        String((await db.selectFrom('tournaments').select('id').orderBy('id').executeTakeFirstOrThrow()).id),
        'tournaments/',
      ],
      ['club', (await db.selectFrom('clubs').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug, 'clubs/'],
      ['news', await first('/news?per_page=1'), 'news/'],
      ['album', await first('/media?per_page=1'), 'media/'],
      ['analytics', await first('/sport-analytics?per_page=1'), 'sport-analytics/'],
    ];
    const base = {
      match: 'matches',
      team: 'teams',
      player: 'players',
      tournament: 'tournaments',
      club: 'clubs',
      referee: 'referees',
      news: 'news',
      album: 'media',
      analytics: 'sport-analytics',
    } as const;
    if (out) mkdirSync(out, { recursive: true });
    console.log('kind        language  data ms  draw ms  first ms  kept ms  bytes');
    const draws: number[] = [];
    for (const [kind, key] of subjects) {
      for (const language of ['kk', 'ru', 'en'] as const) {
        const data: number[] = [];
        const draw: number[] = [];
        const firstRequest: number[] = [];
        const kept: number[] = [];
        let png = Buffer.alloc(0);
        const url = `/api/v1/share/${base[kind]}/${key}/card.png?lang=${language}`;
        for (let round = 0; round < ROUNDS; round++) {
          invalidatePublic();
          let t = performance.now();
          const card = await share.card(kind, language, key);
          data.push(performance.now() - t);
          t = performance.now();
          png = await share.draw(card, language);
          draw.push(performance.now() - t);
          invalidatePublic();
          t = performance.now();
          const answer = await app.inject({ method: 'GET', url });
          firstRequest.push(performance.now() - t);
          if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
          t = performance.now();
          await app.inject({ method: 'GET', url });
          kept.push(performance.now() - t);
        }
        draws.push(...draw);
        console.log(
          `${kind.padEnd(12)}${language.padEnd(10)}${median(data).toFixed(1).padStart(7)}${median(draw).toFixed(1).padStart(9)}${median(firstRequest).toFixed(1).padStart(10)}${median(kept).toFixed(1).padStart(9)}${String(png.length).padStart(7)}`,
        );
        if (out) writeFileSync(join(out, `share-${kind}-${key}-${language}.png`), png);
      }
    }
    console.log(
      `draw (layout + resvg) over all images: median ${median(draws).toFixed(1)} ms, max ${Math.max(...draws).toFixed(1)} ms`,
    );
    await app.close();
  } finally {
    await database.destroy().catch(() => undefined);
    rmSync(uploads, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
