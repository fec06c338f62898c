// A photo without its metadata (ADR 0222): EXIF (camera, time, GPS position), XMP, IPTC and
// comments are dropped by decoding the image and encoding it again with sharp (libvips), which
// writes no metadata unless asked; the EXIF orientation is applied first, so the picture stands
// as it was seen. Same format, a little under the quality a camera writes.
import sharp from 'sharp';

export async function withoutMetadata<T extends { bytes: Buffer; contentType: string }>(file: T): Promise<T> {
  const image = sharp(file.bytes, { failOn: 'error' }).rotate();
  const encoded =
    file.contentType === 'image/png'
      ? image.png({ compressionLevel: 9 })
      : file.contentType === 'image/webp'
        ? image.webp({ quality: 85 })
        : image.jpeg({ quality: 85, mozjpeg: true });
  return { ...file, bytes: await encoded.toBuffer() };
}
