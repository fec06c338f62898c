// The travel list as a CSV file (the API's, UTF-8 with a BOM so that Excel reads Cyrillic): fetched
// with the token (a plain link carries none) and saved under the API's file name.
import { api, buildPath } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

/** The file name of a Content-Disposition header, else `fallback`. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** Downloads the departure's travel list; throws when the API refuses. */
export async function downloadTravelList(departureId: number): Promise<string> {
  const response = await api.get<Blob>(buildPath(endpoints.departures.travelListCsv.path, { id: departureId }), { responseType: 'blob' });
  const name = fileNameOf(response.headers['content-disposition'], `travel-list-${departureId}.csv`);
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
