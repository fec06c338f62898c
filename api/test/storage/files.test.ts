// Files end to end (domain: Files): players' and staff's documents are private — never at a
// public path, handed out by GET /cabinet/documents/:owner/:id/file only to the roles of the
// peopleRead policy and, for a command_admin, only for its own club's people; an older upload
// dir is moved into the public/private layout at start-up; an upload (multipart) is checked
// while it streams and a refused file leaves nothing on disk.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../src/lib/errors';
import { ok } from '../../src/lib/validate';
import { DirectoryStorage } from '../../src/storage/directory';
import { upgradeUploadLayout } from '../../src/storage/legacy-layout';
import { readMultipartUpload, storeFile, type UploadKind } from '../../src/storage/upload';
import { EXE_HEAD, JPEG_HEAD, PDF_HEAD, PNG_HEAD, sample, SVG_WITH_SCRIPT, WEBP_HEAD } from '../file-samples';
import { dbTargets, login, request } from '../helpers';
import { teamAdminClub } from '../support/demo-cabinet';
import { suiteApp } from '../support/suite-app';
import { listFiles, multipartBody } from '../support/uploads';

const KB = 1024;

/** A test-only upload route: the form's `file` checked as `kind`, stored, its key answered. */
function uploadRoute(storage: DirectoryStorage) {
  return (app: FastifyInstance) => {
    void app.register(async (scope) => {
      await scope.register(multipart);
      scope.post('/test/upload/:kind', async (incoming, reply) => {
        const kind = (incoming.params as { kind: UploadKind }).kind;
        const { fields, file } = await readMultipartUpload(incoming, { field: 'file', kind });
        if (!file) throw new AppError('validation_failed', { fields: { file: [{ rule: 'required' }] } });
        const key = await storeFile(storage, kind, file);
        reply.code(201);
        return ok({ key, type: file.contentType, fields });
      });
    });
  };
}

describe.each(dbTargets)('files on %s', (target) => {
  let dir: string;
  let uploads: string;
  let storage: DirectoryStorage;
  const tokens: Record<string, string> = {};
  let documentTypes: string[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'league-files-'));
    uploads = join(dir, 'uploads');
    storage = new DirectoryStorage(uploads);
    // An upload dir of the older layout: pictures and the demo's documents side by side at the top.
    const legacy = (path: string, content: string) => {
      mkdirSync(dirname(join(uploads, path)), { recursive: true });
      writeFileSync(join(uploads, path), content);
    };
    legacy('demo/clubs/alatau.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    documentTypes = [
      'identity',
      'consent_to_data_processing',
      'depth_medical_examination',
      'heart_shot',
      'club_enrollment_letter',
      'staff_license',
      'additional_document',
    ];
    for (const type of documentTypes) legacy(`demo/documents/${type}.pdf`, `%PDF-1.4 ${type} of a child`);
  });
  const t = suiteApp(() => ({
    target,
    seed: 'demo',
    serveUploads: true,
    config: { uploadDir: uploads },
    extend: uploadRoute(storage),
  }));
  beforeAll(async () => {
    for (const email of ['admin', 'team', 'referee', 'provider', 'media'])
      tokens[email] = await login(t.app, `${email}@league.test`);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, token?: string) => request(t.app, { method: 'GET', url, token, language: 'en' });

  /** A player document of the command_admin's club, and one of another club. */
  async function playerDocuments() {
    const clubId = await teamAdminClub(t.db);
    const ofClub = (op: '=' | '<>') =>
      t.db
        .selectFrom('player_documents as d')
        .innerJoin('team_players as m', 'm.player_id', 'd.player_id')
        .innerJoin('teams as tm', 'tm.id', 'm.team_id')
        .select(['d.id', 'd.type', 'd.file_path'])
        .where('m.is_active', '=', true)
        .where('tm.club_id', op, clubId!)
        .where('d.type', '=', 'identity')
        .orderBy('d.id')
        .executeTakeFirstOrThrow();
    return { own: await ofClub('='), other: await ofClub('<>') };
  }

  describe('the upload dir', () => {
    it('moved the older layout: pictures stay public, documents went private', () => {
      const files = listFiles(uploads);
      expect(files).toContain('public/demo/clubs/alatau.svg');
      for (const type of documentTypes) expect(files).toContain(`private/demo/documents/${type}.pdf`);
      expect(files.filter((file) => !file.startsWith('public/') && !file.startsWith('private/'))).toEqual([]);
      expect(files.filter((file) => file.startsWith('public/') && file.endsWith('.pdf'))).toEqual([]);
    });

    it('finds nothing to move on the next start', async () => {
      const before = listFiles(uploads);
      expect(await upgradeUploadLayout(uploads, t.db)).toEqual({ published: 0, secured: 0 });
      expect(listFiles(uploads)).toEqual(before);
    });

    it('no longer serves a demo document at its old public path, by any spelling', async () => {
      expect((await get('/uploads/demo/clubs/alatau.svg')).statusCode).toBe(200);
      for (const path of [
        '/uploads/demo/documents/identity.pdf',
        '/uploads/private/demo/documents/identity.pdf',
        '/uploads/..%2fprivate/demo/documents/identity.pdf',
      ]) {
        const response = await get(path);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
        expect(response.body).not.toContain('of a child');
      }
    });

    it('keeps every document row on a private key', async () => {
      const keys = [
        ...(await t.db.selectFrom('player_documents').select('file_path').distinct().execute()),
        ...(await t.db.selectFrom('staff_documents').select('file_path').distinct().execute()),
      ].map((row) => row.file_path);
      expect(keys.length).toBeGreaterThan(3);
      expect(keys.every((key) => key.startsWith('private/'))).toBe(true);
      const { own } = await playerDocuments();
      await expect(
        t.db
          .updateTable('player_documents')
          .set({ file_path: 'demo/documents/identity.pdf' })
          .where('id', '=', own.id)
          .execute(),
      ).rejects.toThrow();
    });
  });

  describe('GET /cabinet/documents/:owner/:id/file', () => {
    const url = (owner: string, id: number) => `/api/v1/cabinet/documents/${owner}/${id}/file`;

    it('streams the file privately, with its type and a safe name', async () => {
      const { own } = await playerDocuments();
      const response = await get(url('player', own.id), tokens.admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe(`inline; filename="identity-${own.id}.pdf"`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe('%PDF-1.4 identity of a child');
    });

    it('asks for a token, then for a role of the peopleRead policy', async () => {
      const { own } = await playerDocuments();
      const anonymous = await get(url('player', own.id));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false });
      for (const role of ['referee', 'media']) {
        const response = await get(url('player', own.id), tokens[role]);
        expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
        expect(response.body).not.toContain('PDF');
      }
      for (const role of ['admin', 'provider', 'team']) {
        const response = await get(url('player', own.id), tokens[role]);
        expect({ role, status: response.statusCode }).toEqual({ role, status: 200 });
      }
    });

    it("gives a command_admin only its own club's people's documents", async () => {
      const { own, other } = await playerDocuments();
      expect((await get(url('player', own.id), tokens.team)).statusCode).toBe(200);
      const foreign = await get(url('player', other.id), tokens.team);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.headers['content-type']).toMatch(/application\/json/);
      expect(foreign.body).not.toContain('PDF');
      // Whoever sees everything gets it.
      expect((await get(url('player', other.id), tokens.provider)).statusCode).toBe(200);
      expect((await get(url('player', other.id), tokens.admin)).statusCode).toBe(200);
    });

    it('serves staff documents under the same rules', async () => {
      const clubId = await teamAdminClub(t.db);
      const staffDocument = (op: '=' | '<>') =>
        t.db
          .selectFrom('staff_documents as d')
          .innerJoin('team_staff as m', 'm.staff_id', 'd.staff_id')
          .innerJoin('teams as tm', 'tm.id', 'm.team_id')
          .select('d.id')
          .where('m.is_active', '=', true)
          .where('tm.club_id', op, clubId!)
          .where('d.type', '=', 'identity')
          .orderBy('d.id')
          .executeTakeFirstOrThrow();
      const own = await staffDocument('=');
      const other = await staffDocument('<>');
      expect((await get(url('staff', own.id), tokens.team)).statusCode).toBe(200);
      expect((await get(url('staff', other.id), tokens.team)).statusCode).toBe(404);
      expect((await get(url('staff', other.id), tokens.provider)).statusCode).toBe(200);
    });

    it('is described in the OpenAPI document as a binary answer of the document types', async () => {
      const doc = (await get('/api/docs/json')).json();
      const op = doc.paths['/cabinet/documents/{owner}/{id}/file'].get;
      expect(op).toMatchObject({ operationId: 'documents.download', security: [{ bearer: [] }] });
      expect(Object.keys(op.responses['200'].content).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
      expect(op.responses['200'].content['application/pdf'].schema).toEqual({ type: 'string', format: 'binary' });
      expect(op.parameters.find((p: { name: string }) => p.name === 'owner').schema).toEqual({
        enum: ['player', 'staff'],
      });
    });

    it('answers 404 for a missing document or file, 422 for a bad owner or id', async () => {
      expect((await get(url('player', 999_999), tokens.admin)).statusCode).toBe(404);
      const { own } = await playerDocuments();
      const { player_id: playerId } = await t.db
        .selectFrom('player_documents')
        .select('player_id')
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow();
      // A row whose file is not in the store.
      const missing = await t.db
        .insertInto('player_documents')
        .values({
          player_id: playerId,
          type: 'additional_document',
          file_path: 'private/2026-03/0123456789abcdef0123456789abcdef.pdf',
          size_bytes: 10,
          mime: 'application/pdf',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await get(url('player', missing.id), tokens.admin)).statusCode).toBe(404);
      expect((await get(url('referee', own.id), tokens.admin)).statusCode).toBe(422);
      expect((await get(url('player', 0), tokens.admin)).statusCode).toBe(422);
    });
  });

  describe('uploads', () => {
    const upload = (kind: UploadKind, file: { name: string; type: string; bytes: Buffer }) => {
      const { payload, headers } = multipartBody({ note: 'scan' }, [{ field: 'file', ...file }]);
      return request(t.app, { method: 'POST', url: `/test/upload/${kind}`, payload, headers, language: 'en' });
    };

    it.each([
      ['image', 'photo.jpg', 'image/jpeg', JPEG_HEAD, 300 * KB, 'public', 'jpg'],
      ['image', 'crest.png', 'image/png', PNG_HEAD, 300 * KB, 'public', 'png'],
      ['image', 'photo.webp', 'image/webp', WEBP_HEAD, 300 * KB, 'public', 'webp'],
      ['document', 'passport.pdf', 'application/pdf', PDF_HEAD, 1024 * KB, 'private', 'pdf'],
      ['document', 'scan.jpeg', 'image/jpeg', JPEG_HEAD, 1024 * KB, 'private', 'jpg'],
    ] as const)(
      '%s: takes %s of exactly the limit, under a new name in its area',
      async (kind, name, type, head, size, area, extension) => {
        const bytes = sample(head, size);
        const response = await upload(kind, { name, type, bytes });
        expect(response.statusCode).toBe(201);
        const { key, fields } = response.json().data;
        expect(key).toMatch(new RegExp(`^${area}/\\d{4}-\\d{2}/[0-9a-f]{32}\\.${extension}$`));
        expect(key).not.toContain(name.split('.')[0]);
        expect(fields).toEqual({ note: 'scan' });
        const stored = readFileSync(join(uploads, key));
        if (type === 'application/pdf') expect(stored.equals(bytes)).toBe(true);
        else {
          // A picture is stored written again (no metadata): the same picture, in the same format.
          const meta = await sharp(stored).metadata();
          expect([meta.format === 'jpeg' ? 'jpg' : meta.format, meta.width, meta.height]).toEqual([extension, 1, 1]);
        }
      },
    );

    it.each([
      ['image', 'photo.jpg', 'image/jpeg', JPEG_HEAD, 300 * KB + 1, 'The file must not exceed 300 KB'],
      ['document', 'passport.pdf', 'application/pdf', PDF_HEAD, 1024 * KB + 1, 'The file must not exceed 1 MB'],
      ['image', 'photo.jpg', 'image/jpeg', PDF_HEAD, 10 * KB, 'This file type is not allowed'],
      ['image', 'photo.png', 'image/png', EXE_HEAD, 10 * KB, 'This file type is not allowed'],
      ['document', 'scan.pdf', 'application/pdf', EXE_HEAD, 10 * KB, 'This file type is not allowed'],
    ] as const)(
      '%s: refuses %s (%#) with a field error, writing nothing',
      async (kind, name, type, head, size, message) => {
        const before = listFiles(uploads);
        const response = await upload(kind, { name, type, bytes: sample(head, size) });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ success: false, data: { errors: { file: [message] } } });
        expect(listFiles(uploads)).toEqual(before);
      },
    );

    it('refuses an SVG (it can carry scripts) as a photo, writing nothing', async () => {
      const before = listFiles(uploads);
      const response = await upload('image', { name: 'photo.svg', type: 'image/svg+xml', bytes: SVG_WITH_SCRIPT });
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors.file).toEqual(['This file type is not allowed']);
      expect(listFiles(uploads)).toEqual(before);
    });
  });
});
