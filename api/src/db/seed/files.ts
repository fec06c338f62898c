// Placeholder files for the demo rows (logos, photos, PDFs), written once into the upload dir.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SeedFiles } from './generate';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(label: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="${color}"/><circle cx="400" cy="190" r="70" fill="none" stroke="#fff" stroke-width="6" opacity="0.6"/><text x="400" y="330" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${escapeXml(label.slice(0, 60))}</text></svg>`;
}

/** A minimal valid one-page PDF with a line of (ASCII) text. */
function pdf(label: string): string {
  const text = label.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '').slice(0, 80);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

export function writeSeedFiles(uploadDir: string, files: SeedFiles): number {
  let written = 0;
  for (const [path, spec] of files) {
    const target = join(uploadDir, path);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, spec.kind === 'svg' ? svg(spec.label, spec.color) : pdf(spec.label));
    written++;
  }
  return written;
}
