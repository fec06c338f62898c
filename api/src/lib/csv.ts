// CSV files for download (travel lists, fixtures): UTF-8 with a BOM so Excel reads Cyrillic,
// comma-separated, CRLF line ends, every cell formula-safe.

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign is defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file's text: a BOM, then one CRLF-ended line per row. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`;
}
