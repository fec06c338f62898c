// The template of a kind's sheet (ADR 0250): its columns titled in the reader's language and one
// sample row, as CSV (UTF-8 with a BOM, formula-safe like every export) or as an XLSX workbook
// whose cells are text (an IIN keeps its leading zero, a date stays as written).
import { IMPORT_CONTENT_TYPES, type ImportFormat, type ImportKind, type Language } from '@league/shared/contracts';
import ExcelJS from 'exceljs';
import { csvText } from '../../lib/csv';
import { COLUMNS } from './columns';

const SHEET_TITLES: Record<Language, Record<ImportKind, string>> = {
  kk: { clubs: 'Клубтар', teams: 'Командалар', players: 'Ойыншылар', staff: 'Қызметкерлер' },
  ru: { clubs: 'Клубы', teams: 'Команды', players: 'Игроки', staff: 'Персонал' },
  en: { clubs: 'Clubs', teams: 'Teams', players: 'Players', staff: 'Staff' },
};

export interface TemplateFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

export async function template(kind: ImportKind, format: ImportFormat, language: Language): Promise<TemplateFile> {
  const columns = COLUMNS[kind];
  const header = columns.map((c) => c.titles[language]);
  const sample = columns.map((c) => c.sample);
  const filename = `${kind}-template.${format}`;
  if (format === 'csv') {
    return {
      body: Buffer.from(csvText([header, sample]), 'utf8'),
      contentType: `${IMPORT_CONTENT_TYPES.csv}; charset=utf-8`,
      filename,
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_TITLES[language][kind]);
  sheet.columns = columns.map((c) => ({
    header: c.titles[language],
    key: c.key,
    width: Math.max(12, c.titles[language].length + 4),
    style: { numFmt: '@' },
  }));
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.sample])));
  sheet.getRow(1).font = { bold: true };
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, contentType: IMPORT_CONTENT_TYPES.xlsx, filename };
}
