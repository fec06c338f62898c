// Uploads belong to the data they describe: two instances started with different DATA_DIR (and
// no UPLOAD_DIR) keep their files apart — the second one's demo seed and uploads neither replace
// nor remove the first one's, and neither serves the other's. An install from before (uploads in
// the checkout's `.data/uploads`) keeps its files. Private documents are 0600 in 0700 folders
// whatever the umask, the demo's and those an older install wrote included.
import '../jest-esm';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { writeSeedFiles } from '../../src/db/seed/files';
import { generateDemo } from '../../src/db/seed/generate';
import { PDF_HEAD, PNG_HEAD, sample } from '../file-samples';
import { imageForm, listFiles, multipartBody } from '../support/uploads';
import { DEMO_BASE_DATE, DEMO_NOW, login, openPreparedDatabase, openTestDatabase, request } from '../helpers';

const KB = 1024;

/** Every file under a folder with a hash of its bytes and its inode: replaced or rewritten files show. */
function fingerprint(root: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(root).map((file) => {
      const path = join(root, file);
      return [
        file,
        `${createHash('sha1').update(readFileSync(path)).digest('hex')}:${statSync(path).ino}:${statSync(path).mtimeMs}`,
      ];
    }),
  );
}

const mode = (path: string) => statSync(path).mode & 0o777;

/**
 * An app as `npm start` builds it from these settings, on its own embedded database: a new one
 * that start-up migrates and seeds with the demo (`fresh`, its files written by the seed), or a
 * copy of the demo database (quicker, the seed's files are not written).
 */
async function instance(config: Config, { fresh = false } = {}) {
  const database = fresh ? await openTestDatabase('pglite') : await openPreparedDatabase('pglite', 'demo');
  const app = await buildApp({
    config: { ...config, publicCacheTtlMs: 0 },
    database,
    migrate: fresh,
    seed: fresh ? 'demo' : false,
    logger: false,
    clock: () => DEMO_NOW,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

async function uploadCrest(app: FastifyInstance, token: string, clubId: number): Promise<string> {
  const response = await request(app, {
    method: 'POST',
    url: `/api/v1/cabinet/clubs/${clubId}/crest`,
    token,
    ...imageForm({ name: 'crest.png', type: 'image/png', bytes: sample(PNG_HEAD, 4 * KB) }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.logo as string;
}

let dir: string;
let umask: number;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'league-uploads-'));
  // The most open umask: the modes below must not come from it.
  umask = process.umask(0);
});
afterEach(() => {
  process.umask(umask);
  rmSync(dir, { recursive: true, force: true });
});

describe('uploads follow DATA_DIR', () => {
  it('defaults to `uploads` inside DATA_DIR; UPLOAD_DIR still decides when given', () => {
    expect(loadConfig({ DATA_DIR: join(dir, 'a') }).uploadDir).toBe(join(dir, 'a', 'uploads'));
    expect(loadConfig({ DATA_DIR: join(dir, 'a'), UPLOAD_DIR: join(dir, 'files') }).uploadDir).toBe(join(dir, 'files'));
  });

  it("two instances with different DATA_DIR never share, replace or remove each other's files", async () => {
    const first = await instance(
      { ...loadConfig({ DATA_DIR: join(dir, 'first') }), legacyUploads: null },
      { fresh: true },
    );
    let second: Awaited<ReturnType<typeof instance>> | undefined;
    try {
      const uploads = join(dir, 'first', 'uploads');
      const token = await login(first.app, 'admin@league.test');
      const club = (await request(first.app, { method: 'GET', url: '/api/v1/cabinet/clubs?per_page=1', token })).json()
        .data[0] as { id: number };
      const crest = await uploadCrest(first.app, token, club.id);
      const demoPicture = listFiles(join(uploads, 'public')).find((file) => file.endsWith('.svg'))!;
      const before = fingerprint(uploads);
      expect(Object.keys(before).length).toBeGreaterThan(10);

      // The second instance seeds its own demo league and takes its own uploads.
      second = await instance(
        { ...loadConfig({ DATA_DIR: join(dir, 'second') }), legacyUploads: null },
        { fresh: true },
      );
      const secondToken = await login(second.app, 'admin@league.test');
      const secondCrest = await uploadCrest(second.app, secondToken, club.id);

      expect(fingerprint(uploads)).toEqual(before);
      expect(listFiles(join(dir, 'second', 'uploads', 'public'))).toContain(demoPicture);
      expect(existsSync(join(uploads, 'public', secondCrest.slice('/uploads/'.length)))).toBe(false);
      expect((await first.app.inject({ method: 'GET', url: crest })).statusCode).toBe(200);
      expect((await second.app.inject({ method: 'GET', url: crest })).statusCode).toBe(404);
      expect((await first.app.inject({ method: 'GET', url: secondCrest })).statusCode).toBe(404);
    } finally {
      await second?.close();
      await first.close();
    }
  }, 300_000);
});

describe('an install from before keeps its uploads', () => {
  /** The older folder: a crest, and a document at 0644 in a 0755 folder. */
  function legacyFolder(): { legacy: string; crest: string; document: string } {
    const legacy = join(dir, 'checkout', '.data', 'uploads');
    const crest = join(legacy, 'public', '2026-02', 'f'.repeat(32) + '.png');
    const document = join(legacy, 'private', '2026-02', 'e'.repeat(32) + '.pdf');
    for (const [file, bytes] of [
      [crest, sample(PNG_HEAD, KB)],
      [document, sample(PDF_HEAD, KB)],
    ] as const) {
      mkdirSync(dirname(file), { recursive: true, mode: 0o755 });
      writeFileSync(file, bytes, { mode: 0o644 });
    }
    return { legacy, crest, document };
  }

  it.each([
    ['the default instance moves the folder in', true],
    ['another instance copies it and leaves it for the others', false],
  ])(
    '%s',
    async (_name, move) => {
      const { legacy, crest } = legacyFolder();
      const dataDir = join(dir, 'checkout', '.data', move ? 'pglite' : 'other');
      const app = await instance({
        ...loadConfig({}),
        dataDir,
        uploadDir: join(dataDir, 'uploads'),
        legacyUploads: { dir: legacy, move },
      });
      try {
        const uploads = join(dataDir, 'uploads');
        expect(readFileSync(join(uploads, 'public', '2026-02', 'f'.repeat(32) + '.png'))).toEqual(sample(PNG_HEAD, KB));
        const document = join(uploads, 'private', '2026-02', 'e'.repeat(32) + '.pdf');
        expect(readFileSync(document)).toEqual(sample(PDF_HEAD, KB));
        expect(mode(document)).toBe(0o600);
        expect(mode(dirname(document))).toBe(0o700);
        expect(
          (await app.app.inject({ method: 'GET', url: `/uploads/2026-02/${'f'.repeat(32)}.png` })).statusCode,
        ).toBe(200);
        expect(existsSync(crest)).toBe(!move);
      } finally {
        await app.close();
      }
    },
    300_000,
  );

  it('adopts nothing once the instance has its own folder', async () => {
    const { legacy } = legacyFolder();
    const dataDir = join(dir, 'checkout', '.data', 'pglite');
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    const app = await instance({
      ...loadConfig({}),
      dataDir,
      uploadDir: join(dataDir, 'uploads'),
      legacyUploads: { dir: legacy, move: true },
    });
    try {
      expect(listFiles(legacy)).toHaveLength(2);
      expect(listFiles(join(dataDir, 'uploads', 'public')).some((file) => file.startsWith('2026-02'))).toBe(false);
    } finally {
      await app.close();
    }
  }, 300_000);
});

describe('private documents are readable by the API only', () => {
  it('an uploaded document, the demo documents and an older one: files 0600, folders 0700; pictures stay readable', async () => {
    const uploads = join(dir, 'uploads');
    const older = join(uploads, 'private', '2025-12', 'd'.repeat(32) + '.pdf');
    mkdirSync(dirname(older), { recursive: true, mode: 0o755 });
    writeFileSync(older, sample(PDF_HEAD, KB), { mode: 0o644 });
    chmodSync(join(uploads, 'private'), 0o755);
    const app = await instance({ ...loadConfig({}), uploadDir: uploads, legacyUploads: null });
    try {
      // The demo's documents as the seed writes them (the database is a copy of a seeded one).
      writeSeedFiles(
        uploads,
        generateDemo({ size: 'normal', baseDate: DEMO_BASE_DATE, now: DEMO_NOW.toISOString() }).files,
      );
      const token = await login(app.app, 'admin@league.test');
      const player = (
        await request(app.app, { method: 'GET', url: '/api/v1/cabinet/players?per_page=1', token })
      ).json().data[0] as { id: number };
      const body = multipartBody({ type: 'additional_document' }, [
        { field: 'file', name: 'id.pdf', type: 'application/pdf', bytes: sample(PDF_HEAD, 4 * KB) },
      ]);
      const added = await request(app.app, {
        method: 'POST',
        url: `/api/v1/cabinet/documents/player/${player.id}`,
        token,
        payload: body.payload,
        headers: body.headers,
      });
      expect(added.statusCode).toBe(201);

      const documents = listFiles(join(uploads, 'private')).map((file) => join(uploads, 'private', file));
      expect(documents.some((file) => file.includes(`${join('demo', 'documents')}`))).toBe(true);
      expect(documents.filter((file) => /[/\\]\d{4}-\d{2}[/\\][0-9a-f]{32}\.pdf$/.test(file))).toHaveLength(2);
      for (const file of documents) {
        expect([file, mode(file)]).toEqual([file, 0o600]);
        for (let folder = dirname(file); folder !== uploads; folder = dirname(folder))
          expect([folder, mode(folder)]).toEqual([folder, 0o700]);
      }
      const picture = listFiles(join(uploads, 'public'))[0];
      expect(mode(join(uploads, 'public', picture)) & 0o044).toBe(0o044);
    } finally {
      await app.close();
    }
  }, 300_000);
});
