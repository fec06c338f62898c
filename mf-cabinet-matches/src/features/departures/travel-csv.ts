// The travel list as a CSV file (the API's, UTF-8 with a BOM so that Excel reads Cyrillic).
import { buildPath } from '@league/shared';
import { downloadFile, endpoints } from '@league/shared/cabinet';

/** Downloads the departure's travel list; throws when the API refuses. */
export const downloadTravelList = (departureId: number): Promise<string> =>
  downloadFile(
    buildPath(endpoints.departures.travelListCsv.path, { id: departureId }),
    `travel-list-${departureId}.csv`,
  );
