// Draws the site's icons from the emblem of shell/public/favicon.svg (a navy disc with a gold
// centre) into the PNG sizes browsers and phones ask for, and favicon.ico (one 32 px PNG inside).
// Run once after changing the emblem: `node scripts/make-icons.mjs`; the files are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const OUT = path.join(import.meta.dirname, '..', 'shell', 'public');
const NAVY = [0x0d, 0x27, 0x47];
const GOLD = [0xf5, 0xb7, 0x00];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** An RGBA PNG of `size` px: `shade(x, y)` gives [r, g, b, a] for a point in 0..64 emblem units. */
function png(size, shade) {
  const SS = 4; // samples per pixel side: smooth edges
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++) {
          const [r, g, b, a] = shade(((x + (sx + 0.5) / SS) / size) * 64, ((y + (sy + 0.5) / SS) / size) * 64);
          acc[0] += r * a;
          acc[1] += g * a;
          acc[2] += b * a;
          acc[3] += a;
        }
      const o = y * (size * 4 + 1) + 1 + x * 4;
      const alpha = acc[3] / (SS * SS);
      raw[o] = acc[3] ? Math.round(acc[0] / acc[3]) : 0;
      raw[o + 1] = acc[3] ? Math.round(acc[1] / acc[3]) : 0;
      raw[o + 2] = acc[3] ? Math.round(acc[2] / acc[3]) : 0;
      raw[o + 3] = Math.round(alpha * 255);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const distance = (x, y) => Math.hypot(x - 32, y - 32);
/** The favicon's emblem on a transparent ground. */
const emblem = (x, y) => (distance(x, y) <= 12 ? [...GOLD, 1] : distance(x, y) <= 30 ? [...NAVY, 1] : [0, 0, 0, 0]);
/** The emblem on a full navy square (apple-touch and maskable icons are cut by the system). */
const square = (x, y) => (distance(x, y) <= 12 ? [...GOLD, 1] : [...NAVY, 1]);

const files = {
  'icon-192.png': png(192, emblem),
  'icon-512.png': png(512, emblem),
  'icon-maskable-512.png': png(512, (x, y) => square(32 + (x - 32) * 1.25, 32 + (y - 32) * 1.25)),
  'apple-touch-icon.png': png(180, square),
};
for (const [name, data] of Object.entries(files)) writeFileSync(path.join(OUT, name), data);

// favicon.ico: an ICONDIR with one 32×32 entry whose image is a PNG (read by every current browser).
const small = png(32, emblem);
const ico = Buffer.alloc(22);
ico.writeUInt16LE(0, 0);
ico.writeUInt16LE(1, 2);
ico.writeUInt16LE(1, 4);
ico[6] = 32;
ico[7] = 32;
ico[8] = 0;
ico[9] = 0;
ico.writeUInt16LE(1, 10);
ico.writeUInt16LE(32, 12);
ico.writeUInt32LE(small.length, 14);
ico.writeUInt32LE(22, 18);
writeFileSync(path.join(OUT, 'favicon.ico'), Buffer.concat([ico, small]));
console.info(`icons written to ${OUT}`);
