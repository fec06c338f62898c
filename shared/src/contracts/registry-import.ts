// The registry from a spreadsheet (ADR 0250): a CSV or XLSX file of clubs, teams, players and
// staff is read, each row checked with the forms' rules, and shown as a preview with every
// problem on its cell; the import then writes every valid row in one transaction, or nothing.
// The same file twice changes nothing. Column titles and messages come from the API in the
// reader's language, so the page holds no column names of its own.
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
} from 'superstruct';
import { successEnvelope } from './envelope';
import { fileAnswer } from './files';

/** What a sheet holds, in the order an import writes them (a team needs its club, a person its team). */
export const IMPORT_KINDS = ['clubs', 'teams', 'players', 'staff'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A template's format. */
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The largest file read (a league's registry of a few thousand rows is far below). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows one file may hold over all its sheets. */
export const IMPORT_MAX_ROWS = 5000;

/**
 * A row's fate: `new` is written by the import, `exists` is already in the registry (the same
 * club, team or person in the same team: nothing to do), `error` has a problem on a cell.
 */
export const IMPORT_ROW_STATUSES = ['new', 'exists', 'error'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/**
 * Multipart parts of a preview or an import: `file` (CSV or XLSX) and, for an import,
 * `skip_invalid` = '1' to leave the rows with problems out (else any problem refuses the import).
 */
export const ImportUploadBody = object({ file: optional(string()), skip_invalid: optional(enums(['0', '1'])) });
export type ImportUploadBody = Infer<typeof ImportUploadBody>;

export const ImportColumn = type({ key: string(), title: string() });
export type ImportColumn = Infer<typeof ImportColumn>;

export const ImportRow = type({
  /** The row's line in the file (the header is line 1). */
  line: number(),
  status: enums(IMPORT_ROW_STATUSES),
  /** The cells as read (trimmed), by column key. */
  cells: record(string(), string()),
  /** Problems by column key (`row` for the row as a whole), in the request's language. */
  errors: record(string(), array(string())),
  /** What was read differently from how it is written (a date style, a country name), by column key. */
  notes: record(string(), array(string())),
});
export type ImportRow = Infer<typeof ImportRow>;

export const ImportSheet = type({
  kind: enums(IMPORT_KINDS),
  /** The sheet's name in the workbook (a CSV: the file name). */
  name: string(),
  columns: array(ImportColumn),
  /** Headers the file has that no column of the kind reads (left out, said so). */
  ignored: array(string()),
  rows: array(ImportRow),
});
export type ImportSheet = Infer<typeof ImportSheet>;

const KindCounts = type({ new: integer(), exists: integer(), error: integer() });

export const ImportPreview = type({
  file: type({ name: string(), size: integer(), hash: string() }),
  sheets: array(ImportSheet),
  /** Rows per kind and status, the clubs and teams a person row creates counted with the clubs and teams. */
  counts: type({ clubs: KindCounts, teams: KindCounts, players: KindCounts, staff: KindCounts }),
  /** When this very file was imported before (nothing more to do), else null. */
  imported: nullable(type({ id: integer(), at: string(), by: nullable(string()) })),
});
export type ImportPreview = Infer<typeof ImportPreview>;
export const ImportPreviewResponse = successEnvelope(ImportPreview);

const Created = type({ clubs: integer(), teams: integer(), players: integer(), staff: integer() });

export const ImportResult = type({
  id: integer(),
  /** True when the same file had been imported already: nothing was written now. */
  repeated: boolean(),
  created: Created,
  /** Rows left out with their problems (only with `skip_invalid`). */
  skipped: integer(),
});
export type ImportResult = Infer<typeof ImportResult>;
export const ImportResultResponse = successEnvelope(ImportResult);

export const ImportTemplateParams = object({ kind: enums(IMPORT_KINDS) });
export const ImportTemplateQuery = object({ format: optional(enums(IMPORT_FORMATS)) });
export const IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ImportFormat, string>;
export const ImportTemplateAnswer = fileAnswer(Object.values(IMPORT_CONTENT_TYPES));

/** A row-level problem's key in `errors`. */
export const IMPORT_ROW_KEY = 'row';
