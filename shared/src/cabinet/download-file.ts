// A file of the API (a CSV export) saved by the browser: fetched with the token (a plain link
// carries none) and saved under the API's file name.
import { api } from '@league/shared';

/** The file name of a Content-Disposition header, else `fallback`. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** Downloads the file at an API path and returns the name it was saved under; throws when the API refuses. */
export async function downloadFile(path: string, fallback: string): Promise<string> {
  const response = await api.get<Blob>(path, { responseType: 'blob' });
  const name = fileNameOf(response.headers['content-disposition'], fallback);
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
