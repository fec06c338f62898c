// npm run openapi -w @league/api [-- FILE]: the OpenAPI document GET /api/docs/json answers, written
// to FILE (or printed), without a database or a server — for the linters `npm run lint` runs on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ENDPOINTS } from '@league/shared/endpoints';
import { API_PREFIX, API_VERSION } from '../app';
import { API_TITLE, openApiDocument } from '../openapi/document';

const document = openApiDocument(ENDPOINTS, {
  title: API_TITLE,
  version: API_VERSION,
  serverUrl: `${process.env.PUBLIC_URL ?? 'http://localhost:3000'}${API_PREFIX}`,
});
const text = `${JSON.stringify(document, null, 2)}\n`;
if (process.argv[2]) {
  mkdirSync(dirname(process.argv[2]), { recursive: true });
  writeFileSync(process.argv[2], text);
} else process.stdout.write(text);
