// Benchmark of the content area's photos (ADR 0263), printing figures (no assertion):
// 1. 20 phone-sized photos (~12 MB together, 3000×2000 JPEG with EXIF and GPS) re-encoded into
//    the WebP and JPEG copies 320–1920 px, as the album upload does, one after another and two at
//    a time (the cabinet sends two at once);
// 2. the bytes of the copies a 390 px phone (device pixel ratio 2 and 3) picks for a news card
//    (sizes "(max-width: 640px) calc(100vw - 32px)"), times the cards of the first screen and of
//    a whole page of 12.
// Run: node --import @league/api/register scripts/bench-content.ts
import sharp from 'sharp';
import { makeVariants } from '../api/src/modules/content/pictures/variants';

async function phonePhoto(seed: number): Promise<Buffer> {
  // Noise compresses like a real photo (≈ 600 KB at this size and quality).
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (i % 3 === 0 ? 120 : 60) + ((x >>> 24) & 63);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 82 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 0/1' } })
    .toBuffer();
}

const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => phonePhoto(i + 1)));
const total = photos.reduce((n, p) => n + p.length, 0);
console.log(`photos: ${photos.length}, ${(total / 1024 / 1024).toFixed(1)} MB`);

let started = performance.now();
for (const photo of photos) await makeVariants(photo);
console.log(`one after another: ${((performance.now() - started) / 1000).toFixed(1)} s`);

started = performance.now();
const queue = [...photos];
const made: Awaited<ReturnType<typeof makeVariants>>[] = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) made.push(await makeVariants(queue.shift()!));
  }),
);
console.log(`two at a time (as the cabinet sends them): ${((performance.now() - started) / 1000).toFixed(1)} s`);

const slot = 390 - 32;
for (const dpr of [2, 3]) {
  const want = slot * dpr;
  const bytes = made.map((m) => {
    const width = m.widths.find((w) => w >= want) ?? m.widths[m.widths.length - 1]!;
    return m.files.find((f) => f.width === width && f.format === 'webp')!.bytes.length;
  });
  const avg = bytes.reduce((a, b) => a + b, 0) / bytes.length;
  console.log(
    `news card at 390 px, DPR ${dpr}: ${Math.round(avg / 1024)} KB per picture (WebP); first screen (2 cards): ${Math.round((2 * avg) / 1024)} KB; a page of 12 scrolled through: ${Math.round((12 * avg) / 1024)} KB`,
  );
}
