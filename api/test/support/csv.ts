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

/**
 * Checks the CSV `fetch` gets in each language (see `expectCsvWithHeader`), with that language's
 * header row from `headers`; `alsoCheck` checks more of each answer.
 */
export async function expectCsvInEachLanguage(
  headers: Record<'kk' | 'ru' | 'en', string>,
  fetch: (lang: 'kk' | 'ru' | 'en') => Promise<LightMyRequestResponse>,
  alsoCheck: (res: LightMyRequestResponse) => void = () => {},
): Promise<void> {
  for (const lang of ['kk', 'ru', 'en'] as const) {
    const res = await fetch(lang);
    expectCsvWithHeader(res, headers[lang]);
    alsoCheck(res);
  }
}
