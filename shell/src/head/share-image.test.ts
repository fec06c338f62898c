// The picture a shared link shows when a page names none of its own: within the 300 KB a share
// card may weigh (messengers refuse or skip heavier ones on a phone's data) and of the size the
// head declares in og:image:width/height.
import fs from 'node:fs';
import path from 'node:path';
import { SHARE_IMAGE_SIZE } from '@league/shared';
import { DEFAULT_SHARE_IMAGE } from './head-tags';

const file = path.join(__dirname, '../../public', DEFAULT_SHARE_IMAGE);

test('the default share image weighs at most 300 KB', () => {
  expect(fs.statSync(file).size).toBeLessThanOrEqual(300 * 1024);
});

test('the default share image is a PNG of the size the head declares', () => {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // The header chunk: width and height, big-endian, after the signature and the chunk's length and type.
  expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual(SHARE_IMAGE_SIZE);
});
