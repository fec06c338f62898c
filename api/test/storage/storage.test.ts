// The storage interface's directory store and the upload rules, without a database: keys that
// could leave the root are refused, the real type is read from the bytes, the limits hold to
// the byte, and a refused file leaves nothing behind. On disk: private files are 0600 in 0700
// folders whatever the umask, and a file is flushed before its name appears.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../../src/lib/errors';
import { fileUrl } from '../../src/lib/file-url';
import { DirectoryStorage } from '../../src/storage/directory';
import { keySegments, newKey, publicUrl, StorageKeyError } from '../../src/storage/storage';
import { acceptFile, detectType, readLimited, storeFile, UPLOAD_RULES } from '../../src/storage/upload';
import {
  ELF_HEAD,
  EXE_HEAD,
  GIF_HEAD,
  JPEG_HEAD,
  PDF_HEAD,
  PNG_HEAD,
  sample,
  SVG_WITH_SCRIPT,
  WEBP_HEAD,
} from '../file-samples';

let dir: string;
let storage: DirectoryStorage;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'league-storage-'));
  storage = new DirectoryStorage(join(dir, 'uploads'));
  mkdirSync(storage.root);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under a directory, relative paths. */
function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

const streamText = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('the directory store', () => {
  it('puts, gets, tells and deletes a file by key, with the type of its extension', async () => {
    await storage.put('private/2026-03/abc.pdf', Buffer.from('%PDF-1.4 x'), 'application/pdf');
    expect(await storage.exists('private/2026-03/abc.pdf')).toBe(true);
    const file = await storage.get('private/2026-03/abc.pdf');
    expect(file).toMatchObject({ contentType: 'application/pdf', size: 10 });
    expect(await streamText(file!.body)).toBe('%PDF-1.4 x');
    await storage.delete('private/2026-03/abc.pdf');
    expect(await storage.exists('private/2026-03/abc.pdf')).toBe(false);
    expect(await storage.get('private/2026-03/abc.pdf')).toBeNull();
    await expect(storage.delete('private/2026-03/abc.pdf')).resolves.toBeUndefined();
    expect(listFiles(storage.root)).toEqual([]);
  });

  it.each([
    ['a parent step', 'public/../secret.txt'],
    ['a parent step at the end', 'private/..'],
    ['a parent step first', '../uploads/public/x.png'],
    ['an absolute path', '/etc/passwd'],
    ['a drive letter', 'C:/Windows/win.ini'],
    ['a backslash', 'public\\..\\..\\secret.txt'],
    ['a NUL byte', 'public/x.png\0.txt'],
    ['an empty segment', 'public//x.png'],
    ['a current-directory step', 'public/./x.png'],
    ['a hidden file', 'public/.htaccess'],
    ['no area', 'x.png'],
    ['another area', 'secret/x.png'],
    ['only an area', 'public'],
    ['an empty key', ''],
  ])('refuses %s in a key, for every call', async (_what, key) => {
    expect(() => keySegments(key)).toThrow(StorageKeyError);
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(StorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(StorageKeyError);
    await expect(storage.exists(key)).rejects.toThrow(StorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(StorageKeyError);
    expect(listFiles(dir)).toEqual([]);
  });

  it('never follows a link out of its root', async () => {
    writeFileSync(join(dir, 'secret.txt'), 'top secret');
    mkdirSync(join(storage.root, 'private'));
    symlinkSync(dir, join(storage.root, 'private', 'out'));
    await expect(storage.get('private/out/secret.txt')).rejects.toThrow(StorageKeyError);
    await expect(storage.put('private/out/new.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(
      StorageKeyError,
    );
    expect(listFiles(dir)).toEqual(['secret.txt']);
  });

  it('names new files with a random id and the extension of their type, in their area', () => {
    const a = newKey('private', 'pdf', new Date('2026-03-01T10:00:00Z'));
    const b = newKey('private', 'pdf', new Date('2026-03-01T10:00:00Z'));
    expect(a).toMatch(/^private\/2026-03\/[0-9a-f]{32}\.pdf$/);
    expect(a).not.toBe(b);
    expect(() => newKey('public', '../x')).toThrow(StorageKeyError);
    expect(publicUrl('public/demo/clubs/a.svg')).toBe('/uploads/demo/clubs/a.svg');
    expect(() => publicUrl('private/demo/documents/identity.pdf')).toThrow(StorageKeyError);
  });

  it('gives public images a URL and private documents none', () => {
    expect(fileUrl('demo/clubs/a.svg')).toBe('/uploads/demo/clubs/a.svg');
    expect(fileUrl('private/demo/documents/identity.pdf')).toBeNull();
    expect(fileUrl('/private/2026-03/x.pdf')).toBeNull();
    expect(fileUrl('./private/2026-03/x.pdf')).toBeNull();
  });
});

describe('the directory store on disk', () => {
  it('writes a private file 0600 in 0700 folders whatever the umask; a public one keeps the umask', async () => {
    const umask = process.umask(0);
    try {
      await storage.put('private/2026-03/abc.pdf', Buffer.from('%PDF-1.4 x'), 'application/pdf');
      await storage.put('public/2026-03/abc.png', Buffer.from('png'), 'image/png');
    } finally {
      process.umask(umask);
    }
    const mode = (path: string) => statSync(join(storage.root, path)).mode & 0o777;
    expect([mode('private'), mode('private/2026-03'), mode('private/2026-03/abc.pdf')]).toEqual([0o700, 0o700, 0o600]);
    expect(mode('public/2026-03/abc.png')).toBe(0o666);
  });

  it('flushes a file to the disk before its name appears, and its folder after', async () => {
    const probe = await open(join(dir, 'probe'), 'w');
    const handles = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
    await probe.close();
    const steps: string[] = [];
    const final = join(storage.root, 'private/2026-03/abc.pdf');
    // Each flush, by the path of what is flushed, and whether the file's name exists yet.
    const sync = jest.spyOn(handles, 'sync').mockImplementation(async function (this: { fd: number }) {
      const path = readlinkSync(`/proc/self/fd/${this.fd}`)
        .slice(storage.root.length + 1)
        .replace(/\.[0-9a-f]{12}\.part$/, '.part');
      steps.push(`${path}, named: ${existsSync(final)}`);
    });
    try {
      await storage.put('private/2026-03/abc.pdf', Buffer.from('%PDF-1.4 x'), 'application/pdf');
    } finally {
      sync.mockRestore();
    }
    expect(steps).toEqual(['private/2026-03/abc.pdf.part, named: false', 'private/2026-03, named: true']);
  });
});

describe('the type detector', () => {
  it.each([
    ['a JPEG', JPEG_HEAD, 'image/jpeg'],
    ['a PNG', PNG_HEAD, 'image/png'],
    ['a WebP', WEBP_HEAD, 'image/webp'],
    ['a PDF', PDF_HEAD, 'application/pdf'],
    ['a GIF', GIF_HEAD, 'image/gif'],
    ['a Linux program', ELF_HEAD, 'application/x-elf'],
    ['a Windows program', EXE_HEAD, 'application/x-msdownload'],
  ])('reads %s from its first bytes', async (_what, head, type) => {
    expect(await detectType(sample(head, 2048))).toBe(type);
  });

  it('knows no type for text, SVG or nothing', async () => {
    expect(await detectType(SVG_WITH_SCRIPT)).toBeNull();
    expect(await detectType(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(await detectType(Buffer.alloc(0))).toBeNull();
  });
});

describe('the upload rules', () => {
  const rule = (error: unknown, field: string) => (error as AppError).fields[field]?.[0]?.rule;
  const refusal = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it.each([
    ['image', JPEG_HEAD, 300 * 1024, 'file_too_large_300kb'],
    ['image', PNG_HEAD, 300 * 1024, 'file_too_large_300kb'],
    ['image', WEBP_HEAD, 300 * 1024, 'file_too_large_300kb'],
    ['document', PDF_HEAD, 1024 * 1024, 'file_too_large_1mb'],
    ['document', JPEG_HEAD, 1024 * 1024, 'file_too_large_1mb'],
    ['document', PNG_HEAD, 1024 * 1024, 'file_too_large_1mb'],
  ] as const)(
    '%s: takes a file of exactly the limit, refuses one byte more (%#)',
    async (kind, head, limit, message) => {
      expect(UPLOAD_RULES[kind].maxBytes).toBe(limit);
      const accepted = await acceptFile(sample(head, limit), kind, 'file', 'scan.bin');
      // A picture is written again without its metadata (and without what follows its end).
      if (accepted.contentType.startsWith('image/')) {
        expect(accepted.bytes.length).toBeGreaterThan(0);
        expect(accepted.bytes.length).toBeLessThan(limit);
      } else expect(accepted.bytes.length).toBe(limit);
      const error = await refusal(acceptFile(sample(head, limit + 1), kind, 'file'));
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(422);
      expect(rule(error, 'file')).toBe(message);
    },
  );

  it.each([
    ['a PDF as an image', 'image', PDF_HEAD],
    ['a Windows program as an image', 'image', EXE_HEAD],
    ['a Linux program as a document', 'document', ELF_HEAD],
    ['a GIF as an image', 'image', GIF_HEAD],
    ['a WebP as a document', 'document', WEBP_HEAD],
  ] as const)('refuses %s, whatever its name', async (_what, kind, head) => {
    const error = await refusal(acceptFile(sample(head, 4096), kind, 'photo', 'photo.jpg'));
    expect(rule(error, 'photo')).toBe('file_type');
  });

  it('refuses an SVG as a photo', async () => {
    expect(rule(await refusal(acceptFile(SVG_WITH_SCRIPT, 'image', 'photo', 'logo.svg')), 'photo')).toBe('file_type');
  });

  it('stores an accepted file under a new name with the detected extension, never the client name', async () => {
    const accepted = await acceptFile(sample(PNG_HEAD, 1000), 'document', 'file', '../../passport.pdf');
    expect(accepted).toMatchObject({ contentType: 'image/png', extension: 'png', originalName: '.._.._passport.pdf' });
    const key = await storeFile(storage, 'document', accepted);
    expect(key).toMatch(/^private\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    expect(listFiles(storage.root)).toEqual([key]);
  });

  it('keeps at most the limit plus one byte of a stream', async () => {
    const body = Readable.from([Buffer.alloc(200), Buffer.alloc(200), Buffer.alloc(200)]);
    const read = await readLimited(body, 300);
    expect(read.over).toBe(true);
    expect(read.bytes.length).toBe(0);
    const fits = await readLimited(Readable.from([Buffer.alloc(150), Buffer.alloc(150)]), 300);
    expect(fits).toMatchObject({ over: false });
    expect(fits.bytes.length).toBe(300);
  });
});
