/** Accepts only same-site cabinet or site paths as a return target (no protocol-relative URLs). */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (next.startsWith('/cabinet/login')) return null;
  return next;
}
