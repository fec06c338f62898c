// Uploads in the tests: a multipart/form-data body as a browser sends it (a crest, a logo, a
// person's photo or document), and the files an upload dir holds afterwards.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface FormFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and files. */
export function multipartBody(fields: Record<string, string>, files: FormFile[]) {
  const boundary = `----league${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with one image, in the field `logo` unless said (a club's crest, a team's logo). */
export function imageForm(file: { field?: string; name: string; type: string; bytes: Buffer }) {
  return multipartBody({}, [{ ...file, field: file.field ?? 'logo' }]);
}

/** Every file under a directory, relative paths, sorted. */
export function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}
