// A photo uploaded to the content area: re-encoded into WebP and JPEG copies 320–1920 px wide,
// upright, with no EXIF or GPS left (read back with exifr), listed for `srcset`; a file that is
// not a picture, or too large, is a field error and nothing is stored.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { multipartBody } from '../../cabinet-people-helpers';
import { PDF_HEAD, sample } from '../../file-samples';
import { login, request } from '../../helpers';
import { mediaAppSuite } from './media-app';

/** A 2400×1600 camera JPEG with its camera, time and GPS position in EXIF, turned by orientation 6. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD2: { DateTimeOriginal: '2026:03:01 10:00:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 54/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('content pictures', () => {
  const suite = mediaAppSuite('pictures');
  const { t } = suite;

  const upload = (bytes: Buffer, type = 'image/jpeg') =>
    request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/content/pictures',
      token: suite.media,
      language: 'en',
      ...multipartBody({}, [{ field: 'file', name: 'IMG_0001.jpg', type, bytes }]),
    });

  test('the source has EXIF and GPS; no copy keeps any, each is upright and at its width', async () => {
    const original = await cameraPhoto();
    expect(await exifr.gps(original)).toMatchObject({ latitude: 43.25 });
    const answer = await upload(original);
    expect(answer.statusCode).toBe(201);
    const { path, picture } = answer.json().data;
    // Orientation 6 turns the 2400×1600 picture upright: 1600 wide, 2400 high.
    expect(picture).toMatchObject({ width: 1600, height: 2400 });
    expect(picture.srcset.split(', ').map((s: string) => s.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
      '1600w',
    ]);
    expect(path).toMatch(/^\d{4}-\d{2}\/[0-9a-f]{32}-1600\.jpg$/);
    const month = path.split('/')[0];
    const files = readdirSync(join(suite.dir, 'public', month));
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(5);
    expect(files.filter((f) => f.endsWith('.jpg'))).toHaveLength(5);
    for (const file of files) {
      const bytes = readFileSync(join(suite.dir, 'public', month, file));
      // exifr reads JPEG (not WebP); sharp tells of both whether any EXIF, XMP or IPTC block is left.
      if (file.endsWith('.jpg'))
        expect([file, await exifr.parse(bytes, { tiff: true, gps: true, exif: true, xmp: true })]).toEqual([
          file,
          undefined,
        ]);
      const meta = await sharp(bytes).metadata();
      expect([file, meta.exif, meta.xmp, meta.iptc]).toEqual([file, undefined, undefined, undefined]);
      expect(meta.width).toBe(Number(/-(\d+)\.\w+$/.exec(file)![1]));
      expect(meta.height).toBeGreaterThan(meta.width!);
    }
    expect(
      await t.db.selectFrom('image_variants').selectAll().where('path', '=', path).executeTakeFirst(),
    ).toMatchObject({
      width: 1600,
      height: 2400,
      widths: [320, 640, 960, 1280, 1600],
    });
  });

  test('a PDF named .jpg, a broken JPEG and a missing file are field errors', async () => {
    const pdf = await upload(sample(PDF_HEAD, 2000));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().data.errors.file).toBeDefined();
    const broken = await upload(Buffer.concat([(await cameraPhoto()).subarray(0, 400)]));
    expect(broken.statusCode).toBe(422);
    const none = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/content/pictures',
      token: suite.media,
      ...multipartBody({ a: 'b' }, []),
    });
    expect(none.statusCode).toBe(422);
  });

  test('a referee may not upload', async () => {
    const referee = await login(t.app, 'referee@league.test');
    const answer = await request(t.app, {
      method: 'POST',
      url: '/api/v1/cabinet/content/pictures',
      token: referee,
      ...multipartBody({}, [{ field: 'file', name: 'a.jpg', type: 'image/jpeg', bytes: await cameraPhoto() }]),
    });
    expect(answer.statusCode).toBe(403);
  });
});
