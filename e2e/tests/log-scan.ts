// What the log of an end-to-end run must never hold (ADR 0272), and the check itself: the
// passwords the journeys type, tokens (bearer headers, 43-character session tokens), identity
// numbers and birth dates of the league's children; and every line written during a request
// carries the request's id. Run over the product server's whole log by log-scan.teardown.ts.

export interface LogSecrets {
  /** Exact strings that must not appear: passwords, the people's identity numbers and birth dates. */
  strings: string[];
}

export interface LogScan {
  lines: number;
  requestLines: number;
  problems: string[];
}

/** A session token (32 random bytes, base64url) or any run like it: mixed case and digits. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{43,}/g;
const randomLooking = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run);

export function scanLog(text: string, secrets: LogSecrets): LogScan {
  const problems: string[] = [];
  const lines = text.split('\n');
  let requestLines = 0;
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    for (const secret of secrets.strings) if (line.includes(secret)) problems.push(`${where} holds "${secret}"`);
    if (/\bBearer\s+(?!\[redacted\])\S/i.test(line)) problems.push(`${where} holds a bearer token`);
    for (const run of line.match(TOKEN_LIKE) ?? [])
      if (randomLooking(run)) problems.push(`${where} holds a token-like string`);
    if (/(?<![\d.])\d{12}(?![\d.])/.test(line)) problems.push(`${where} holds a 12-digit number (an IIN?)`);
    if (!line.startsWith('{')) return;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    if ('req' in parsed || 'res' in parsed) {
      requestLines += 1;
      if (typeof parsed.reqId !== 'string') problems.push(`${where}: a request's line without its id`);
    }
  });
  return { lines: lines.length, requestLines, problems };
}
