// Real file headers of each type the upload rules meet, padded to a size: what tests (and
// nothing else) feed the detector and the upload routes with.

/** A JPEG (JFIF) start of image. */
export const JPEG_HEAD = [
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00,
];
/** The PNG signature and a 1×1 RGBA header chunk. */
export const PNG_HEAD = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
];
/** A RIFF container holding a lossy WebP picture. */
export const WEBP_HEAD = [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')];
export const PDF_HEAD = [...Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1')];
/** A Linux program (ELF) and a Windows one (MZ). */
export const ELF_HEAD = [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00];
export const EXE_HEAD = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff];
export const GIF_HEAD = [...Buffer.from('GIF89a'), 0x01, 0x00, 0x01, 0x00];
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

/** The header followed by zeros up to `size` bytes. */
export function sample(head: number[], size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, head.length));
  Buffer.from(head).copy(bytes);
  return bytes;
}
