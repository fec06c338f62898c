// The league's CSV downloads open the same way in every language: a BOM, the header row, CRLF lines.
import type { LightMyRequestResponse } from 'fastify';

/**
 * Checks a CSV answer: 200, `text/csv` in UTF-8, a BOM, then `header` as its first line, and every
 * line (the last one too) ending in CRLF.
 */
export function expectCsvWithHeader(res: LightMyRequestResponse, header: string): void {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(res.body.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
  expect(res.body.endsWith('\r\n')).toBe(true);
}
