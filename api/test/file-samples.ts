// Real file headers of each type the upload rules meet (the pictures whole, since a picture is
// decoded and written again without its metadata when it is accepted), padded to a size: what
// tests (and nothing else) feed the detector and the upload routes with.

/** A whole 1×1 JPEG picture (a decoder reads it; the zeros a sample adds after it are ignored). */
export const JPEG_HEAD = [
  ...Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
    'base64',
  ),
];
/** A whole 1×1 RGBA PNG picture. */
export const PNG_HEAD = [
  ...Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
];
/** A whole 1×1 lossy WebP picture (a RIFF container). */
export const WEBP_HEAD = [...Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAUAmJaQAA3AA/vz0AAA=', 'base64')];
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
