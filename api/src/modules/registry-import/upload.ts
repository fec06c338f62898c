// The file of a preview or an import, read from the multipart body (ADR 0250): at most 5 MB,
// kept in memory only; an XLSX workbook is told by its bytes (a ZIP), text is read as CSV, any
// other type (an old .xls, a picture) is refused on the `file` field.
import { IMPORT_MAX_BYTES, type Language } from '@league/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { detectType, readLimited } from '../../storage/upload';
import { importMessage, type ImportMessageKey } from './import.messages';

export interface SpreadsheetUpload {
  bytes: Buffer;
  name: string;
  xlsx: boolean;
  /** The form's text fields (`skip_invalid`). */
  fields: Record<string, string>;
}

const XLSX_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip']);

const refuse = (language: Language, key: ImportMessageKey) =>
  new AppError('validation_failed', {
    fields: { file: [{ rule: 'field_text', params: { text: importMessage(language, key) } }] },
  });

export async function readSpreadsheetUpload(request: FastifyRequest, language: Language): Promise<SpreadsheetUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string; over: boolean } | null = null;
  try {
    const options = { limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 } };
    for await (const part of request.parts({ ...options, throwFileSizeLimit: false } as typeof options)) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const { bytes, over } = await readLimited(part.file, IMPORT_MAX_BYTES);
      file = {
        bytes,
        name: (part.filename || 'import').replace(/[\\/\0]/g, '_').slice(-200),
        over: over || part.file.truncated,
      };
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new AppError('bad_request', { cause: error });
  }
  if (!file) throw new AppError('validation_failed', { fields: { file: [{ rule: 'required' }] } });
  if (file.over) throw refuse(language, 'too_large');
  if (file.bytes.length === 0) throw refuse(language, 'unreadable');
  const type = await detectType(file.bytes);
  if (type !== null && !XLSX_TYPES.has(type)) throw refuse(language, 'file_type');
  return { bytes: file.bytes, name: file.name, xlsx: type !== null, fields };
}
