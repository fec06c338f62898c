// The league's logo: a PNG, or an SVG made safe. An SVG can carry scripts, event handlers, links
// and references to outside files (tracking, or content swapped later); DOMPurify (ADR 0231), run
// in a jsdom window, keeps the drawing only: its SVG profile, no <script>, <foreignObject>, <a> or
// <style>, no on* attribute, and no href or url() that points outside the file (an embedded
// raster as a data: URL stays). Whatever remains must still be an <svg> drawing.
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { detectType, readLimited, UPLOAD_RULES, type AcceptedFile } from '../../storage/upload';

const FIELD = 'logo';
const MAX_BYTES = UPLOAD_RULES.image.maxBytes;
const INSIDE = /^(#|data:image\/(png|jpeg|webp);base64,)/i;

let purifier: DOMPurify | null = null;
function purify(): DOMPurify {
  if (purifier) return purifier;
  const made = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  made.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if ((name === 'href' || name === 'xlink:href') && !INSIDE.test(value)) data.keepAttr = false;
    if (/url\(\s*['"]?(?!#)/i.test(value)) data.keepAttr = false;
  });
  purifier = made;
  return made;
}

const fieldError = (rule: string) => new AppError('validation_failed', { fields: { [FIELD]: [{ rule }] } });

/** The SVG text made safe, or null when what is left is not an SVG with something drawn. */
export function sanitizeSvg(text: string): string | null {
  if (!/<svg[\s>]/i.test(text)) return null;
  const clean = purify().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'a', 'style', 'animate', 'set'],
    FORBID_ATTR: ['style'],
  });
  const trimmed = clean.trim();
  const drawing = /<(path|circle|rect|ellipse|line|polyline|polygon|text|image)[\s>/]/i.test(trimmed);
  return /^<svg[\s>]/i.test(trimmed) && trimmed.endsWith('</svg>') && drawing ? trimmed : null;
}

/** A logo's bytes checked: a PNG as it is, an SVG sanitised; anything else is a field error. */
export async function acceptLogo(bytes: Buffer, originalName: string | null): Promise<AcceptedFile> {
  if (bytes.length === 0) throw fieldError('required');
  if (bytes.length > MAX_BYTES) throw fieldError('file_too_large_300kb');
  const type = await detectType(bytes);
  if (type === 'image/png') return { bytes, contentType: type, extension: 'png', originalName };
  if (type !== null) throw fieldError('file_type');
  const svg = sanitizeSvg(bytes.toString('utf8'));
  if (!svg) throw fieldError('file_type');
  return { bytes: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml', extension: 'svg', originalName };
}

/** Reads the multipart field `logo` (at most the limit plus one byte kept) and checks it. */
export async function readLogo(request: FastifyRequest): Promise<AcceptedFile> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  let file: AcceptedFile | null = null;
  let problem: AppError | null = null;
  try {
    const options = { limits: { fileSize: MAX_BYTES + 1, files: 2, fields: 5, parts: 7 }, throwFileSizeLimit: false };
    for await (const part of request.parts(options)) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FIELD || file || problem) {
        part.file.resume();
        problem ??= new AppError('validation_failed', { fields: { [part.fieldname]: [{ rule: 'unknown_field' }] } });
        continue;
      }
      const { bytes, over } = await readLimited(part.file, MAX_BYTES);
      if (over || part.file.truncated) problem = fieldError('file_too_large_300kb');
      else
        file = await acceptLogo(bytes, part.filename || null).catch((error: AppError) => {
          problem = error;
          return null;
        });
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new AppError('bad_request', { cause: error });
  }
  if (problem) throw problem;
  if (!file) throw fieldError('required');
  return file;
}
