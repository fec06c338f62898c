// A photo loses its metadata (ADR 0222): EXIF with a GPS position and a camera, XMP and comments
// are gone after `withoutMetadata`; the picture keeps its size and format, and the orientation
// the camera recorded is applied to the pixels.
import sharp from 'sharp';
import { withoutMetadata } from '../../src/storage/clean-image';

async function photoWithMetadata(format: 'jpeg' | 'png' | 'webp', orientation = 1) {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .withMetadata({
      orientation,
      exif: { IFD0: { Make: 'PhoneMaker', Model: 'X1', Copyright: 'Parent' }, IFD3: { GPSLatitudeRef: 'N' } },
    })
    .toBuffer();
}

describe('withoutMetadata', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('drops EXIF from a %s and keeps its format', async (format) => {
    const bytes = await photoWithMetadata(format);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const type = `image/${format}`;
    const clean = await withoutMetadata({ bytes, contentType: type, extension: format, originalName: null });
    const meta = await sharp(clean.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.format).toBe(format);
    expect(clean.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('turns the picture as the camera said before the orientation is dropped', async () => {
    const bytes = await photoWithMetadata('jpeg', 6);
    const clean = await withoutMetadata({ bytes, contentType: 'image/jpeg', extension: 'jpg', originalName: null });
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([20, 40, undefined]);
  });
});
