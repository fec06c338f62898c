// A spreadsheet's bytes → sheets of text cells, with maintained parsers (ADR 0250): papaparse for
// CSV (its separator guessed from the file: `;` as Russian-locale Excel writes, `,`, tab), exceljs
// for XLSX. Text is decoded by its byte-order mark (UTF-8, UTF-16), else as UTF-8 when it is valid
// UTF-8, else as Windows-1251 (what a Cyrillic Excel saves "CSV" in). Nothing here judges a value:
// a cell is its text as written; a date cell of a workbook becomes 'YYYY-MM-DD'; a formula cell is
// kept with its `=` so the rules refuse it on its cell.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Language } from '@league/shared/contracts';
import { AppError } from '../../lib/errors';
import { importMessage } from './import.messages';

export interface RawSheet {
  name: string;
  /** The first non-empty line, trimmed. */
  headers: string[];
  /** Cells as written (spaces kept: the rows' checks trim them and say so). */
  /** The lines below the header with their line number in the file; entirely empty lines left out. */
  rows: { line: number; cells: string[] }[];
}

const unreadable = (language: Language, cause?: unknown) =>
  new AppError('validation_failed', {
    fields: { file: [{ rule: 'field_text', params: { text: importMessage(language, 'unreadable') } }] },
    cause,
  });

/** The text of a CSV file, whatever encoding an office program saved it in. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

const clean = (value: string) => value.replace(/[\u00a0\u200b\ufeff]/g, ' ');

function sheetOf(name: string, lines: { line: number; cells: string[] }[]): RawSheet | null {
  const filled = lines.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return null;
  const [header, ...rows] = filled;
  return { name, headers: header.cells.map((cell) => cell.trim()), rows };
}

export function readCsv(bytes: Uint8Array, name: string): RawSheet[] {
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t', '|'],
    skipEmptyLines: false,
  });
  if (parsed.data.length === 0) return [];
  const sheet = sheetOf(
    name,
    parsed.data.map((cells, i) => ({ line: i + 1, cells: cells.map((cell) => clean(String(cell ?? ''))) })),
  );
  return sheet ? [sheet] : [];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A workbook cell as text: dates as 'YYYY-MM-DD', formulas with their `=`, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = (value as { formula?: string; sharedFormula?: string }).formula ?? '';
      return `=${formula}`;
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

export async function readXlsx(bytes: Uint8Array, language: Language): Promise<RawSheet[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw unreadable(language, error);
  }
  const sheets: RawSheet[] = [];
  workbook.eachSheet((worksheet) => {
    const lines: { line: number; cells: string[] }[] = [];
    const width = worksheet.columnCount;
    worksheet.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: string[] = [];
      for (let c = 1; c <= width; c++) cells.push(clean(cellText(row.getCell(c).value)));
      lines.push({ line, cells });
    });
    const sheet = sheetOf(worksheet.name, lines);
    if (sheet) sheets.push(sheet);
  });
  return sheets;
}

/** The sheets of a file: an XLSX workbook (a ZIP) by its bytes, anything else read as CSV text. */
export async function readSpreadsheet(
  bytes: Uint8Array,
  name: string,
  xlsx: boolean,
  language: Language,
): Promise<RawSheet[]> {
  const sheets = xlsx ? await readXlsx(bytes, language) : readCsv(bytes, name);
  if (sheets.length === 0) throw unreadable(language);
  return sheets;
}
