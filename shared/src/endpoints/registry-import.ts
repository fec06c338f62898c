// The registry from a spreadsheet (super_admin; ADR 0250): a template per kind, the preview of a
// file with every problem on its cell, and the import of its valid rows in one transaction. A
// team's players or staff alone are imported through the players and staff endpoints.
import {
  ImportPreviewResponse,
  ImportResultResponse,
  ImportTemplateAnswer,
  ImportTemplateParams,
  ImportTemplateQuery,
  ImportUploadBody,
} from '../contracts/registry-import';
import { endpoint } from './define';

const tag = 'import';

export const template = endpoint({
  id: 'import.template',
  method: 'GET',
  path: '/cabinet/import/templates/:kind',
  summary:
    "A template of one kind's sheet (clubs, teams, players, staff) with its columns in the reader's language and one sample row: CSV (UTF-8 with a BOM) or XLSX",
  tag,
  access: 'superAdmin',
  params: ImportTemplateParams,
  query: ImportTemplateQuery,
  response: ImportTemplateAnswer,
});

export const preview = endpoint({
  id: 'import.preview',
  method: 'POST',
  path: '/cabinet/import/preview',
  summary:
    'Reads a CSV or XLSX file (multipart `file`, at most 5 MB) and answers every row with what an import would do and each problem on its cell; writes nothing',
  tag,
  access: 'superAdmin',
  body: ImportUploadBody,
  bodyKind: 'multipart',
  response: ImportPreviewResponse,
});

export const run = endpoint({
  id: 'import.run',
  method: 'POST',
  path: '/cabinet/import',
  summary:
    'Imports a CSV or XLSX file: every valid row in one transaction, or nothing (a problem is a 422 per row and cell unless `skip_invalid`=1); the same file twice changes nothing',
  tag,
  access: 'superAdmin',
  body: ImportUploadBody,
  bodyKind: 'multipart',
  response: ImportResultResponse,
});
